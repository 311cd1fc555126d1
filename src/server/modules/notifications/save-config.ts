import { messages } from '../../../engine/messages/catalogue';
import type { NotificationsConfig } from '../../../engine/notifications';
import { recordChange } from '../../audit/record-change';
import { requireCaller } from '../../auth/caller';
import { audit, insertVersion, latestVersion, lockDocument } from '../../config/config-store';
import { configName } from '../../config/document-names';
import { isPlainObject, mergeData } from '../../../engine/config/merge-data';
import { documentHash, resolveDocument, shippedDocument } from '../../config/resolve-document';
import { tenantHandler } from '../../openapi/operation-types';
import { invalidDocument } from '../../config/invalid-document';
import { recipientProblems } from './config-problems';

const NAME = 'notifications';

/**
 * POST /notifications-config: the body merged over the published override (each event's list
 * replaced), checked as the `notifications` document and against the tenant's roles and users,
 * then published as its next version — config audit, change log and cache, as every publish.
 * Anything wrong is a 422 with its path, and nothing is written.
 */
export const saveNotificationsConfig = tenantHandler<'saveNotificationsConfig'>(async (ctx) => {
  const admin = requireCaller(ctx.caller);
  const body: unknown = ctx.body;
  if (!isPlainObject(body)) throw invalidDocument([{ path: '/', message: 'must be an object' }]);
  const doc = configName(NAME)!;
  await lockDocument(ctx.db, ctx.tenant.id, NAME);
  const published = await latestVersion(ctx.db, NAME);
  const override = mergeData(isPlainObject(published?.override) ? published.override : {}, body);
  const resolved = resolveDocument(ctx.tenant, doc, override, ctx.catalog);
  if (!resolved.ok) throw invalidDocument(resolved.problems);
  const problems = await recipientProblems(ctx.db, ctx.tenant, body);
  if (problems.length) throw invalidDocument(problems);
  const now = ctx.services.now();
  const baseHash = documentHash(shippedDocument(ctx.tenant, doc));
  const version = await insertVersion(ctx.db, ctx.tenant.id, { name: NAME, override, document: resolved.document, baseHash, origin: 'publish', createdBy: admin.userId });
  await audit(ctx.db, ctx.tenant.id, { name: NAME, action: 'publish', actorUserId: admin.userId, at: now, version, before: published?.override, after: override });
  await recordChange(ctx.db, ctx.tenant.id, admin, { operationId: 'saveNotificationsConfig', target: NAME, before: ctx.tenant.data[NAME], after: resolved.document }, now);
  ctx.configs.invalidate(ctx.tenant.id);
  return { message: messages.notificationsUpdated, version, config: resolved.document as NotificationsConfig };
});
