import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outbox, userTokens } from '../db/schema';

/**
 * Whether the outbox row's one-time key still works: its user_tokens row exists, is unused and
 * unexpired (a key replaced by a newer one is marked used, and purged keys are gone).
 */
export function secretIsLive(db: Db, now: Date): SQL<boolean> {
  const live = db
    .select({ one: sql`1` })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, outbox.secretHash), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)));
  return sql<boolean>`exists (${live})`;
}
