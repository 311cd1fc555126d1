import { eq } from 'drizzle-orm';
import { recordChange } from '../../audit/record-change';
import { requireCaller } from '../../auth/caller';
import { assets } from '../../db/schema';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { assetView } from './asset-view';

/**
 * DELETE /assets/{name}: a logo or an image (names are unique across both). The row and its
 * change-log line go in the request's transaction; a file adapter's bytes go last, once nothing
 * else can fail in the handler.
 */
export const deleteAsset = tenantHandler<'deleteAsset'>(async ({ db, tenant, caller, params, services }) => {
  const admin = requireCaller(caller);
  const [row] = await db
    .delete(assets)
    .where(eq(assets.name, params.name))
    .returning({ name: assets.name, kind: assets.kind, contentType: assets.contentType, size: assets.size, createdAt: assets.createdAt, sha256: assets.sha256, storage: assets.storage, key: assets.key });
  if (!row) throw problems.notFound('Logo or image');
  await recordChange(db, tenant.id, admin, { operationId: 'deleteAsset', target: `asset:${row.name}`, before: { ...assetView(tenant.id, row), sha256: row.sha256, storage: row.storage }, after: null }, services.now());
  await services.assetStorage.delete(tenant.id, { storage: row.storage, key: row.key, bytes: null });
});
