import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import type { LoadedTenant } from '../tenants/load-tenants';
import { roleOf, type Caller } from './caller';

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A new session: 256 random bits as the user_key, only its hash stored. */
export async function createSession(
  db: Db,
  tenantId: string,
  userId: number,
  expiresAt: Date,
  impersonator: { userId: number; keyHash: string } | null = null,
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tenantId,
    keyHash: hashKey(key),
    userId,
    impersonatorId: impersonator?.userId ?? null,
    impersonatorKeyHash: impersonator?.keyHash ?? null,
    expiresAt,
  });
  return key;
}

/**
 * How far behind "now + TTL" a session's expiry may fall before a call writes it forward. Sliding
 * on every call made every request of a session write, and queue on, its row until COMMIT; now a
 * call within a minute of the last extension only reads. The sliding expiry is therefore exact to
 * within this interval: a session may end up to a minute before "TTL after the last call".
 */
export const SLIDE_INTERVAL_MS = 60_000;

/**
 * The caller for a user_key, sliding the expiry forward (see SLIDE_INTERVAL_MS); undefined when
 * unknown or expired. One statement reads the live session and its user together.
 */
export async function authenticate(db: Db, tenant: LoadedTenant, key: string, now: Date, ttlMs: number): Promise<Caller | undefined> {
  const keyHash = hashKey(key);
  const query = db
    .select({
      userId: users.id,
      email: users.email,
      role: users.role,
      displayName: users.displayName,
      locale: users.locale,
      impersonatorId: sessions.impersonatorId,
      impersonatorKeyHash: sessions.impersonatorKeyHash,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(and(eq(sessions.keyHash, sql.placeholder('keyHash')), gt(sessions.expiresAt, sql.placeholder('now'))));
  // Every authenticated request runs this statement: prepared by name, PostgreSQL parses and
  // plans it once per pooled connection (measured: about a tenth less database CPU per request).
  // A connection pooler in front of PostgreSQL must then support prepared statements.
  const [row] = await query.prepare('authenticate').execute({ keyHash, now });
  if (!row) return undefined;
  const expiresAt = new Date(now.getTime() + ttlMs);
  const staleBefore = new Date(expiresAt.getTime() - SLIDE_INTERVAL_MS);
  if (row.expiresAt < staleBefore) {
    // The staff user's own session stays alive while they act as the customer ("view my account"):
    // it slides with the impersonated one. Only live, stale rows are written, so concurrent calls
    // that waited on the first one's row lock find it fresh and write nothing.
    const keys = row.impersonatorKeyHash ? [keyHash, row.impersonatorKeyHash] : [keyHash];
    await db
      .update(sessions)
      .set({ expiresAt })
      .where(and(inArray(sessions.keyHash, keys), gt(sessions.expiresAt, now), lt(sessions.expiresAt, staleBefore)));
  }
  return {
    userId: row.userId,
    email: row.email,
    role: row.role,
    ...roleOf(tenant, row.role),
    displayName: row.displayName,
    locale: row.locale,
    keyHash,
    impersonatorId: row.impersonatorId,
  };
}

export async function revokeSession(db: Db, keyHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.keyHash, keyHash));
}

/** Ends every session of a user except, optionally, one (a password change keeps the caller's). */
export async function revokeUserSessions(db: Db, userId: number, exceptKeyHash?: string): Promise<void> {
  await db.delete(sessions).where(exceptKeyHash ? and(eq(sessions.userId, userId), ne(sessions.keyHash, exceptKeyHash)) : eq(sessions.userId, userId));
}
