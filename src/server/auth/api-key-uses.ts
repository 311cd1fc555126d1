/**
 * The audit of every request made with an API key: one row per request, written once its answer
 * is known (the route's onSend, in a short transaction of its own, committed before the answer
 * leaves), so a refused request (401 revoked, 403 scope, 429) is kept with its status as well.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { apiKeys, apiKeyUses } from '../db/schema';
import { apiKeyHashOf } from './api-keys';

/** What a request made with a key leaves for its audit row. */
interface PendingUse {
  tenantId: string;
  presented: string;
  operationId: string;
  /** Set once the pipeline accepted the key: only then is it "last used". */
  acceptedKeyId?: number;
}

const pending = new WeakMap<FastifyRequest, PendingUse>();

/** Marks the request as made with a key (before any decision, so a refusal is audited too). */
export function noteKeyUse(request: FastifyRequest, use: PendingUse): void {
  pending.set(request, use);
}

export function noteKeyAccepted(request: FastifyRequest, keyId: number): void {
  const use = pending.get(request);
  if (use) use.acceptedKeyId = keyId;
}

/** A stored path is bounded and never carries the query string (nothing a caller put there is kept). */
const MAX_PATH = 500;
const pathOf = (url: string) => url.split('?')[0].slice(0, MAX_PATH);

/**
 * Writes the request's use row, if it was made with a key this tenant knows (a malformed or unknown
 * key has no row to name: nothing is written). Runs as the route's onSend, with the final status.
 */
export async function recordKeyUse(database: Database, request: FastifyRequest, reply: FastifyReply, now: Date): Promise<void> {
  const use = pending.get(request);
  if (!use) return;
  pending.delete(request);
  const hash = apiKeyHashOf(use.presented);
  if (!hash) return;
  try {
    await database.withTenant(use.tenantId, async (db) => {
      const [key] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.keyHash, hash));
      if (!key) return;
      await db.insert(apiKeyUses).values({
        tenantId: use.tenantId,
        keyId: key.id,
        at: now,
        operationId: use.operationId,
        method: request.method,
        path: pathOf(request.url),
        status: reply.statusCode,
        clientAddress: request.ip,
      });
      if (use.acceptedKeyId === key.id) await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
    });
  } catch (error) {
    // The answer stands; a lost audit row is logged rather than turning it into a 500.
    request.log.error({ err: error, operationId: use.operationId }, 'could not record an API key use');
  }
}
