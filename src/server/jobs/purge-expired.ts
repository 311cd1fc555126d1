import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { accountClaims, apiKeyUses, rateLimits, sessions, userTokens } from '../db/schema';
import type { PeriodicJob } from './periodic-jobs';
import { purgeIdempotencyKeys } from '../http/idempotency/idempotency-store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long the audit of API key uses is kept. */
export const API_KEY_USE_RETENTION_MS = 90 * DAY;

/**
 * Ended sessions (idle or past their absolute lifetime), one-time links used or expired a day ago
 * (a day of grace so "this link was already used" can still be told apart from "unknown"), account
 * claims a day past their code's expiry, and throttling windows a day old: none of them can grant anything any more, and a table that only
 * grows slows every session check.
 */
export function purgeExpired(sessionAbsoluteMs: number): PeriodicJob[] {
  return [
    {
      name: 'purge-sessions',
      everyMs: 5 * MINUTE,
      async run(db, now) {
        const ended = await db
          .delete(sessions)
          .where(or(lt(sessions.expiresAt, now), lt(sessions.createdAt, new Date(now.getTime() - sessionAbsoluteMs))))
          .returning({ keyHash: sessions.keyHash });
        return ended.length;
      },
    },
    {
      name: 'purge-user-tokens',
      everyMs: 60 * MINUTE,
      async run(db, now) {
        const dayAgo = new Date(now.getTime() - DAY);
        const gone = await db
          .delete(userTokens)
          .where(or(lt(userTokens.expiresAt, dayAgo), and(isNotNull(userTokens.usedAt), lt(userTokens.usedAt, dayAgo))))
          .returning({ tokenHash: userTokens.tokenHash });
        return gone.length;
      },
    },
    purgeOlderThan('purge-rate-limits', rateLimits, rateLimits.windowStart, DAY),
    // A key's uses are audited for 90 days: long enough to answer "who called, when", short enough not to grow without end.
    purgeOlderThan('purge-api-key-uses', apiKeyUses, apiKeyUses.at, API_KEY_USE_RETENTION_MS),
    // A claim holds a password hash and the typed address: gone a day after its code stopped working.
    purgeOlderThan('purge-account-claims', accountClaims, accountClaims.expiresAt, DAY),
    {
      // Answers kept for replay a day: long past any client's retry.
      name: 'purge-idempotency-keys',
      everyMs: 60 * MINUTE,
      run: (db, now) => purgeIdempotencyKeys(db, now),
    },
  ];
}

/** An hourly job deleting the rows of `table` whose `column` (a timestamp) is more than `ageMs` old. */
function purgeOlderThan(name: string, table: PgTable, column: PgColumn, ageMs: number): PeriodicJob {
  return {
    name,
    everyMs: 60 * MINUTE,
    async run(db, now) {
      const gone = await db.delete(table).where(lt(column, new Date(now.getTime() - ageMs))).returning({ at: column });
      return gone.length;
    },
  };
}
