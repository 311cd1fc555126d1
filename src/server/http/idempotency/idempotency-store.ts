import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';

/** What a request holding an Idempotency-Key is to do. */
export type Claim =
  /** First use: the row is ours, leased; prepare the work. */
  | { kind: 'new' }
  /** A request that died mid-way left its plan: ours now, finish it. */
  | { kind: 'resume'; plan: unknown }
  /** Finished before: answer what it answered. */
  | { kind: 'replay'; status: number; body: unknown }
  /** Another request is working on it right now. */
  | { kind: 'busy' }
  /** The key was used with another request. */
  | { kind: 'mismatch' };

export interface KeyRef {
  tenantId: string;
  scope: string;
  key: string;
}

/**
 * Fields that never reach the hash whole: an unkeyed hash of a card number can be reversed by
 * trying the few billion numbers of a brand, so a number counts by its last 4 and a CVV not at all.
 * A retry with another card of the same last 4 and the same everything else replays the first
 * answer, which is what the client's reuse of its key asked for.
 */
const LAST4_ONLY = new Set(['cc_number', 'account_number', 'confirm_account_number']);
const LEFT_OUT = new Set(['cc_cvv']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .filter((k) => !LEFT_OUT.has(k))
      .sort()
      .map((k) => [k, LAST4_ONLY.has(k) && typeof record[k] === 'string' ? (record[k] as string).replace(/\D/g, '').slice(-4) : canonical(record[k])]),
  );
}

/** The same operation with the same input, whatever the order of its object keys (secrets masked, above). */
export function requestHash(operationId: string, input: unknown): string {
  return createHash('sha256').update(JSON.stringify([operationId, canonical(input)])).digest('hex');
}

const where = (ref: KeyRef) => and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));

/**
 * Takes the key for this request, in the request's transaction. The insert decides races: of
 * concurrent first uses exactly one inserts; the others find its row and wait their turn (409)
 * or replay. An expired lease is taken over with a conditional update, so again only one wins.
 */
export async function claimKey(db: Db, ref: KeyRef, operationId: string, hash: string, now: Date, leaseMs: number): Promise<Claim> {
  const lockedUntil = new Date(now.getTime() + leaseMs);
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ ...ref, operationId, requestHash: hash, state: 'external', lockedUntil, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted) return { kind: 'new' };
  const [row] = await db.select().from(idempotencyKeys).where(where(ref));
  if (!row || row.requestHash !== hash) return { kind: 'mismatch' };
  if (row.state === 'completed') return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody };
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ lockedUntil })
    .where(and(where(ref), eq(idempotencyKeys.state, 'external'), lt(idempotencyKeys.lockedUntil, now)))
    .returning({ plan: idempotencyKeys.plan });
  // Taken over before the first request got as far as a plan: nothing was sent outside, start afresh.
  if (taken) return taken.plan === null ? { kind: 'new' } : { kind: 'resume', plan: taken.plan };
  return { kind: 'busy' };
}

export async function savePlan(db: Db, ref: KeyRef, plan: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ plan }).where(where(ref));
}

/** The answer every later use of the key replays. */
export async function saveAnswer(db: Db, ref: KeyRef, status: number, body: unknown, now: Date): Promise<void> {
  await db.update(idempotencyKeys).set({ state: 'completed', responseStatus: status, responseBody: body, completedAt: now }).where(where(ref));
}

/** The outside call failed before we learnt its outcome: let a retry take over at once. */
export async function releaseLease(db: Db, ref: KeyRef, now: Date): Promise<void> {
  await db.update(idempotencyKeys).set({ lockedUntil: now }).where(and(where(ref), eq(idempotencyKeys.state, 'external')));
}

/** Keys are kept a day, as payment APIs keep theirs: long enough for any client retry. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
  const gone = await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.state, 'completed'), lt(idempotencyKeys.createdAt, cutoff)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
