import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** When a new session starts and how long it may stay idle. */
export interface SessionClock {
  now: Date;
  idleMs: number;
}

/**
 * A new session: 256 random bits as the user_key, only its hash stored. It starts at the request's
 * clock (not the database's), so its absolute lifetime runs on the same clock as its idle expiry.
 */
export async function createSession(
  db: Db,
  tenantId: string,
  userId: number,
  { now, idleMs }: SessionClock,
  impersonator: { userId: number; keyHash: string } | null = null,
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tenantId,
    keyHash: hashKey(key),
    userId,
    impersonatorId: impersonator?.userId ?? null,
    impersonatorKeyHash: impersonator?.keyHash ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + idleMs),
  });
  return key;
}

export async function revokeSession(db: Db, keyHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.keyHash, keyHash));
}

/**
 * Ends every session of a user and every login-as session they opened (a password change or a
 * role change must not leave a customer session working on their behalf), except, optionally, the
 * caller's own. Answers how many ended.
 */
export async function revokeUserSessions(db: Db, userId: number, exceptKeyHash?: string): Promise<number> {
  const theirs = or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId));
  const ended = await db
    .delete(sessions)
    .where(exceptKeyHash ? and(theirs, ne(sessions.keyHash, exceptKeyHash)) : theirs)
    .returning({ keyHash: sessions.keyHash });
  return ended.length;
}
