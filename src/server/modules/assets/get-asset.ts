import { and, eq } from 'drizzle-orm';
import { assets } from '../../db/schema';
import { problems } from '../../http/problem';
import { tenantHandler, type FileReply, type TenantContext } from '../../openapi/operation-types';
import type { AssetKind } from '../../../../schemas/generated/enums';

/** Nothing in an asset may run, even an SVG opened on its own tab: no script, no outside fetch. */
const ASSET_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

async function serve(ctx: TenantContext<'getLogo'> | TenantContext<'getImage'>, kind: AssetKind): Promise<FileReply> {
  const [row] = await ctx.db
    .select({ name: assets.name, contentType: assets.contentType, sha256: assets.sha256, storage: assets.storage, key: assets.key, bytes: assets.bytes })
    .from(assets)
    .where(and(eq(assets.name, ctx.params.name), eq(assets.kind, kind)));
  if (!row) throw problems.notFound(kind === 'logo' ? 'Logo' : 'Image');
  const storage = ctx.services.assetStorage;
  const tenantId = ctx.tenant.id;
  // The database adapter already read the bytes; a file adapter reads them after the transaction ends.
  const bytes = row.bytes ?? (await storage.get(tenantId, row));
  if (!bytes) throw problems.notFound(kind === 'logo' ? 'Logo' : 'Image');
  ctx.reply.header('content-security-policy', ASSET_CSP);
  return { file: bytes, contentType: row.contentType, filename: row.name, disposition: 'inline', cache: { etag: `"${row.sha256}"` } };
}

/** GET /assets/logos/{name} and /assets/images/{name}: public (the header, the login page and the overview show them), revalidated by ETag. */
export const getLogo = tenantHandler<'getLogo'>((ctx) => serve(ctx, 'logo'));
export const getImage = tenantHandler<'getImage'>((ctx) => serve(ctx, 'image'));
