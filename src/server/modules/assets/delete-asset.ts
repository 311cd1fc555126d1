import { eq } from 'drizzle-orm';
import { assetUrl } from '../../../engine/assets/asset-name';
import { recordChange } from '../../audit/record-change';
import { requireCaller } from '../../auth/caller';
import { assets } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { tenantHandler } from '../../openapi/operation-types';
import { assetView } from './asset-view';
import { fillProblem, problemMessages } from '../../../engine/messages/problems';

/**
 * DELETE /assets/{name}: a logo or an image (names are unique across both). The row and its
 * change-log line go in the request's transaction; a file adapter's bytes go last, once nothing
 * else can fail in the handler.
 */
/** Where the tenant's settings show an asset (its URL as the logo or a promotion's image), if anywhere. */
function usesOf(tenant: LoadedTenant, name: string): string[] {
  const { logo, promotional_images: promotions } = tenant.config.settings;
  const urls = new Set([assetUrl(tenant.id, 'logo', name), assetUrl(tenant.id, 'image', name)]);
  return [...(logo && urls.has(logo) ? ['the logo'] : []), ...(promotions?.images?.some((image) => urls.has(image.src)) ? ['a promotional image'] : [])];
}

export const deleteAsset = tenantHandler<'deleteAsset'>(async ({ db, tenant, caller, params, services }) => {
  const admin = requireCaller(caller);
  // Deleting what the portal shows would leave a broken image in every customer's page: choose another first.
  const uses = usesOf(tenant, params.name);
  if (uses.length) throw new HttpProblem(409, 'ASSET_IN_USE', fillProblem('assetInUse', { name: params.name, uses: uses.join(problemMessages.assetUsesJoin) }));
  const [row] = await db
    .delete(assets)
    .where(eq(assets.name, params.name))
    .returning({ name: assets.name, kind: assets.kind, contentType: assets.contentType, size: assets.size, createdAt: assets.createdAt, sha256: assets.sha256, storage: assets.storage, key: assets.key });
  if (!row) throw problems.notFound('LogoOrImage');
  await recordChange(db, tenant.id, admin, { operationId: 'deleteAsset', target: `asset:${row.name}`, before: { ...assetView(tenant.id, row), sha256: row.sha256, storage: row.storage }, after: null }, services.now());
  await services.assetStorage.delete(tenant.id, { storage: row.storage, key: row.key, bytes: null });
});
