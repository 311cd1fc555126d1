import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userTokens } from '../db/schema';
import { hashKey } from './sessions';

export type TokenPurpose = 'reset' | 'verify';

/** How long a mailed key works: a reset link one hour, a verification link seven days. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { reset: 60 * 60 * 1000, verify: 7 * 24 * 60 * 60 * 1000 };

/** A new single-use key for a mailed link; only its hash is stored. Earlier unused keys of the same purpose stop working. */
export async function issueToken(db: Db, tenantId: string, userId: number, purpose: TokenPurpose, now: Date): Promise<string> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({ tenantId, tokenHash: hashKey(token), userId, purpose, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]) });
  return token;
}

/** Uses up a key: the user it was issued to, or undefined when unknown, used, expired or for another purpose. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.tokenHash, hashKey(token)), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning({ userId: userTokens.userId });
  return row?.userId;
}
