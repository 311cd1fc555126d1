import { newApiKeySecret } from '../../auth/api-keys';
import { requireCaller } from '../../auth/caller';
import { recordChange } from '../../audit/record-change';
import { apiKeys } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { viewOf } from './api-key-view';
import { problemMessages } from '../../../engine/messages/problems';

/** The latest expiry a key may have: what both JavaScript and PostgreSQL hold. */
const LATEST = Date.UTC(9999, 11, 31);

function expiryOf(value: string | null | undefined, now: Date): Date | null {
  if (value === undefined || value === null) return null;
  const at = new Date(value);
  // The date-time format admits what no clock holds (a leap second, the year 0): 400, never a 500.
  if (Number.isNaN(at.getTime()) || at.getTime() > LATEST) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', `body/expires_at ${problemMessages.notBefore9999}`, [{ path: 'body/expires_at', message: problemMessages.notBefore9999 }]);
  }
  if (at <= now) throw new HttpProblem(400, 'VALIDATION_FAILED', `body/expires_at ${problemMessages.mustBeInFuture}`, [{ path: 'body/expires_at', message: problemMessages.mustBeInFuture }]);
  return at;
}

/**
 * POST /integrations/api-keys: a new key, its secret in this answer only. The row keeps the
 * secret's SHA-256 and a display prefix; the change log keeps the key as listed (no secret).
 */
export const createApiKey = tenantHandler<'createApiKey'>(async ({ db, tenant, caller, body, services }) => {
  const admin = requireCaller(caller);
  const now = services.now();
  const expiresAt = expiryOf(body.expires_at, now);
  const { secret, hash, prefix } = newApiKeySecret();
  const [row] = await db
    .insert(apiKeys)
    .values({ tenantId: tenant.id, name: body.name.trim(), keyHash: hash, prefix, scopes: [...new Set(body.scopes)], createdBy: admin.userId, createdAt: now, expiresAt })
    .returning();
  const key = viewOf(row, admin.email);
  await recordChange(db, tenant.id, admin, { operationId: 'createApiKey', target: `api-key:${row.id}`, before: null, after: key }, now);
  return { key, secret };
});
