import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
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

/** The caller for a user_key, sliding the expiry forward; undefined when unknown or expired. */
export async function authenticate(db: Db, tenant: LoadedTenant, key: string, now: Date, ttlMs: number): Promise<Caller | undefined> {
  const keyHash = hashKey(key);
  const expiresAt = new Date(now.getTime() + ttlMs);
  const [row] = await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.keyHash, keyHash), gt(sessions.expiresAt, now)))
    .returning({ userId: sessions.userId, impersonatorId: sessions.impersonatorId, impersonatorKeyHash: sessions.impersonatorKeyHash });
  if (!row) return undefined;
  // The staff user's own session stays alive while they act as the customer ("view my account").
  if (row.impersonatorKeyHash) {
    await db.update(sessions).set({ expiresAt }).where(and(eq(sessions.keyHash, row.impersonatorKeyHash), gt(sessions.expiresAt, now)));
  }
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user) return undefined;
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    ...roleOf(tenant, user.role),
    displayName: user.displayName,
    locale: user.locale,
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
