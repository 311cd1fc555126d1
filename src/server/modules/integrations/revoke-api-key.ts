import { and, eq, isNull } from 'drizzle-orm';
import { requireCaller } from '../../auth/caller';
import { recordChange } from '../../audit/record-change';
import { apiKeys } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { keyById } from './api-key-view';

/**
 * DELETE /integrations/api-keys/{key_id}: the key stops working with this commit (every request
 * looks the key up afresh, nothing caches it). It stays listed, revoked; revoking it again changes nothing.
 */
export const revokeApiKey = tenantHandler<'revokeApiKey'>(async ({ db, tenant, caller, params, services }) => {
  const admin = requireCaller(caller);
  const before = await keyById(db, params.key_id);
  if (before.revoked_at) return before;
  const now = services.now();
  await db.update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.id, params.key_id), isNull(apiKeys.revokedAt)));
  const after = await keyById(db, params.key_id);
  await recordChange(db, tenant.id, admin, { operationId: 'revokeApiKey', target: `api-key:${params.key_id}`, before, after }, now);
  return after;
});
