import { audit, deleteDraft, draftOf, lockDocument, saveDraft } from '../../config/config-store';
import { resolveDocument } from '../../config/resolve-document';
import { storableOverride } from '../../config/storable-override';
import { requireCaller } from '../../auth/caller';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { documentOf } from './document-of';
import { recordChange } from '../../audit/record-change';
import { invalidDocument } from '../../config/invalid-document';


export const getConfigDraft = tenantHandler<'getConfigDraft'>(async ({ db, params }) => {
  const doc = documentOf(params.name);
  const draft = await draftOf(db, doc.name);
  // No draft is the usual state, not a missing resource: answered as null so no page load logs a 404.
  if (!draft) return null;
  return { name: doc.name, document: draft.override as Record<string, unknown>, updated_at: draft.updatedAt.toISOString(), updated_by: draft.updatedBy };
});

/** PUT …/draft: checked as its kind of document before anything is stored; the write is audited. */
export const saveConfigDraft = tenantHandler<'saveConfigDraft'>(async ({ db, tenant, caller, params, body, services, catalog }) => {
  const admin = requireCaller(caller);
  const doc = documentOf(params.name);
  const document = storableOverride(doc, body.document) as typeof body.document;
  const resolved = resolveDocument(tenant, doc, document, catalog);
  if (!resolved.ok) throw invalidDocument(resolved.problems);
  await lockDocument(db, tenant.id, doc.name);
  const before = await draftOf(db, doc.name);
  const now = services.now();
  await saveDraft(db, tenant.id, doc.name, document, admin.userId, now);
  await audit(db, tenant.id, { name: doc.name, action: 'draft', actorUserId: admin.userId, at: now, before: before?.override, after: document });
  await recordChange(db, tenant.id, admin, { operationId: 'saveConfigDraft', target: `config:${doc.name}`, before: before?.override ?? null, after: document }, now);
  return { name: doc.name, document: document, updated_at: now.toISOString(), updated_by: admin.email };
});

export const discardConfigDraft = tenantHandler<'discardConfigDraft'>(async ({ db, tenant, caller, params, services }) => {
  const admin = requireCaller(caller);
  const doc = documentOf(params.name);
  await lockDocument(db, tenant.id, doc.name);
  const before = await draftOf(db, doc.name);
  if (!before) throw problems.notFound('Draft');
  await deleteDraft(db, doc.name);
  const now = services.now();
  await audit(db, tenant.id, { name: doc.name, action: 'discard', actorUserId: admin.userId, at: now, before: before.override, after: null });
  await recordChange(db, tenant.id, admin, { operationId: 'discardConfigDraft', target: `config:${doc.name}`, before: before.override, after: null }, now);
});
