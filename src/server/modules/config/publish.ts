import { requireCaller } from '../../auth/caller';
import { audit, deleteDraft, draftOf, insertVersion, latestVersion, lockDocument, versionOf } from '../../config/config-store';
import { documentHash, resolveDocument, shippedDocument } from '../../config/resolve-document';
import { storableOverride } from '../../config/storable-override';
import { problems } from '../../http/problem';
import { tenantHandler, type TenantContext } from '../../openapi/operation-types';
import { documentOf } from './document-of';
import { invalidDocument } from '../../config/invalid-document';
import { recordChange } from '../../audit/record-change';

type Context = TenantContext<'publishConfigDocument'> | TenantContext<'rollbackConfigDocument'>;

/**
 * Publishes `override` as the next version, checked again against what the tenant folder ships
 * now (it may have changed since the draft was saved): only a valid document goes live. The
 * write is audited and this process reads the tenant's documents afresh on its next request.
 */
async function publish(ctx: Context, name: string, given: unknown, origin: 'publish' | 'rollback') {
  const admin = requireCaller(ctx.caller);
  const doc = documentOf(name);
  const override = storableOverride(doc, given);
  const resolved = resolveDocument(ctx.tenant, doc, override, ctx.catalog);
  if (!resolved.ok) throw invalidDocument(resolved.problems);
  const before = await latestVersion(ctx.db, doc.name);
  const baseHash = documentHash(shippedDocument(ctx.tenant, doc));
  const version = await insertVersion(ctx.db, ctx.tenant.id, { name: doc.name, override, document: resolved.document, baseHash, origin, createdBy: admin.userId });
  const at = ctx.services.now();
  await audit(ctx.db, ctx.tenant.id, { name: doc.name, action: origin, actorUserId: admin.userId, at, version, before: before?.override, after: override });
  // The back-office trail too (config_audit stays the editor's per-document history).
  const operationId = origin === 'publish' ? 'publishConfigDocument' : 'rollbackConfigDocument';
  await recordChange(ctx.db, ctx.tenant.id, admin, { operationId, target: `config:${doc.name}`, before: before?.override ?? null, after: { version, override } }, at);
  ctx.configs.invalidate(ctx.tenant.id);
  return { name: doc.name, version };
}

export const publishConfigDocument = tenantHandler<'publishConfigDocument'>(async (ctx) => {
  const doc = documentOf(ctx.params.name);
  await lockDocument(ctx.db, ctx.tenant.id, doc.name);
  const draft = await draftOf(ctx.db, doc.name);
  if (!draft) throw problems.notFound('Draft');
  const published = await publish(ctx, doc.name, draft.override, 'publish');
  await deleteDraft(ctx.db, doc.name);
  return published;
});

/** POST …/rollback { version }: version n's override (none, for a shipped version) published again as a new version. */
export const rollbackConfigDocument = tenantHandler<'rollbackConfigDocument'>(async (ctx) => {
  const doc = documentOf(ctx.params.name);
  await lockDocument(ctx.db, ctx.tenant.id, doc.name);
  const target = await versionOf(ctx.db, doc.name, ctx.body.version);
  if (!target) throw problems.notFound('Version');
  return publish(ctx, doc.name, target.override ?? null, 'rollback');
});
