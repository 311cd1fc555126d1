import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { assetName } from '../../../engine/assets/asset-name';
import { fillBackOffice } from '../../../engine/messages/back-office';
import { recordChange } from '../../audit/record-change';
import { requireCaller } from '../../auth/caller';
import { checkImage } from '../../assets/checks/check-image';
import { UPLOAD_FIELD } from '../../assets/multipart';
import { assets } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { tenantHandler, type TenantContext } from '../../openapi/operation-types';
import { assetView, metadataColumns } from './asset-view';
import type { AssetKind } from '../../../../schemas/generated/enums';
import { fillProblem, problemMessages } from '../../../engine/messages/problems';
import { messages } from '../../../engine/messages/catalogue';

type Context = TenantContext<'uploadLogo'> | TenantContext<'uploadImage'>;

export const duplicateAsset = (name: string) => new HttpProblem(409, 'DUPLICATE_ASSET', fillBackOffice('assetDuplicate', { name }));

/**
 * POST /assets/logos and /assets/images: the one file the multipart hook read (src/server/assets/
 * multipart.ts) is named, checked by its content, and only then stored — bytes through the storage
 * adapter, metadata as a row — with its change-log line in the same transaction. Every refusal
 * happens before anything is written.
 */
async function upload(ctx: Context, kind: AssetKind) {
  const admin = requireCaller(ctx.caller);
  const file = ctx.request.upload;
  if (!file) throw new HttpProblem(400, 'VALIDATION_FAILED', fillProblem('sendOneImage', { field: UPLOAD_FIELD }), [{ path: `body/${UPLOAD_FIELD}`, message: messages.valueMissing }]);
  const named = assetName(file.filename);
  if (!named.ok) throw new HttpProblem(400, 'INVALID_FILE_NAME', named.reason, [{ path: `body/${UPLOAD_FIELD}`, message: named.reason }]);
  if (!file.bytes.length) throw new HttpProblem(400, 'EMPTY_FILE', problemMessages.emptyFile);
  const image = await checkImage(named.family, file.bytes);

  const [taken] = await ctx.db.select({ name: assets.name }).from(assets).where(eq(assets.name, named.name));
  if (taken) throw duplicateAsset(named.name);
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  const storage = ctx.services.assetStorage;
  const stored = await storage.put(ctx.tenant.id, named.name, image.bytes);
  const now = ctx.services.now();
  const [row] = await ctx.db
    .insert(assets)
    .values({ tenantId: ctx.tenant.id, name: named.name, kind, contentType: image.contentType, size: image.bytes.length, sha256, ...stored, createdBy: admin.userId, createdAt: now })
    // Two uploads of one name at once: the second finds the first's row.
    .onConflictDoNothing()
    .returning(metadataColumns(assets));
  if (!row) {
    await storage.delete(ctx.tenant.id, stored);
    throw duplicateAsset(named.name);
  }
  const view = assetView(ctx.tenant.id, row);
  await recordChange(ctx.db, ctx.tenant.id, admin, { operationId: kind === 'logo' ? 'uploadLogo' : 'uploadImage', target: `asset:${named.name}`, before: null, after: { ...view, sha256, storage: stored.storage } }, now);
  return view;
}

export const uploadLogo = tenantHandler<'uploadLogo'>((ctx) => upload(ctx, 'logo'));
export const uploadImage = tenantHandler<'uploadImage'>((ctx) => upload(ctx, 'image'));
