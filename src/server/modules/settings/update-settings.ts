import { messages } from '../../../engine/messages/catalogue';
import { recordChange } from '../../audit/record-change';
import { requireCaller } from '../../auth/caller';
import { audit, insertVersion, latestVersion, lockDocument } from '../../config/config-store';
import { configName } from '../../config/document-names';
import { isPlainObject, mergeData } from '../../../engine/config/merge-data';
import { documentHash, resolveDocument, shippedDocument } from '../../config/resolve-document';
import { tenantHandler } from '../../openapi/operation-types';
import { sanitizeRichFields } from '../../settings/rich-text';
import { invalidDocument } from '../../config/invalid-document';

const settingsDocument = configName('settings')!;

/**
 * POST /settings: a partial settings object merged over the tenant's published override (the
 * layer over what its folder ships), checked as a whole against the settings schema, and
 * published as the next version of the `settings` document — so the settings endpoint, the
 * config editor's history and its rollback all see it. Rich text is sanitised before anything
 * is checked or stored; `tenant` and `locale` are the server's to fill and are dropped.
 */
export const updateSettings = tenantHandler<'updateSettings'>(async (ctx) => {
  const admin = requireCaller(ctx.caller);
  const { tenant: _serverFilled, locale: _tenantJson, ...change } = sanitizeRichFields(ctx.body as Record<string, unknown>);
  // Under the lock, the override read is the one this publish follows: two saves at once both land, in order.
  await lockDocument(ctx.db, ctx.tenant.id, settingsDocument.name);
  const previous = await latestVersion(ctx.db, settingsDocument.name);
  const previousOverride = isPlainObject(previous?.override) ? previous.override : {};
  const override = mergeData(previousOverride, change);
  const resolved = resolveDocument(ctx.tenant, settingsDocument, override, ctx.catalog);
  if (!resolved.ok) throw invalidDocument(resolved.problems);

  const now = ctx.services.now();
  const baseHash = documentHash(shippedDocument(ctx.tenant, settingsDocument));
  const row = { name: settingsDocument.name, override, document: resolved.document, baseHash, origin: 'publish' as const, createdBy: admin.userId };
  const version = await insertVersion(ctx.db, ctx.tenant.id, row);
  await audit(ctx.db, ctx.tenant.id, { name: settingsDocument.name, action: 'publish', actorUserId: admin.userId, at: now, version, before: previous?.override, after: override });
  await recordChange(ctx.db, ctx.tenant.id, admin, { operationId: 'updateSettings', target: 'settings', before: previous?.document ?? null, after: resolved.document }, now);
  ctx.configs.invalidate(ctx.tenant.id);
  return { message: messages.appSettingsUpdated };
});
