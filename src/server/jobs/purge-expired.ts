import { and, isNotNull, lt, or } from 'drizzle-orm';
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
    {
      name: 'purge-rate-limits',
      everyMs: 60 * MINUTE,
      async run(db, now) {
        const gone = await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - DAY))).returning({ key: rateLimits.key });
        return gone.length;
      },
    },
    {
      // A key's uses are audited for 90 days: long enough to answer "who called, when", short enough not to grow without end.
      name: 'purge-api-key-uses',
      everyMs: 60 * MINUTE,
      async run(db, now) {
        const gone = await db.delete(apiKeyUses).where(lt(apiKeyUses.at, new Date(now.getTime() - API_KEY_USE_RETENTION_MS))).returning({ id: apiKeyUses.id });
        return gone.length;
      },
    },
    {
      // A claim holds a password hash and the typed address: gone a day after its code stopped working.
      name: 'purge-account-claims',
      everyMs: 60 * MINUTE,
      async run(db, now) {
        const gone = await db.delete(accountClaims).where(lt(accountClaims.expiresAt, new Date(now.getTime() - DAY))).returning({ id: accountClaims.id });
        return gone.length;
      },
    },
    {
      // Answers kept for replay a day: long past any client's retry.
      name: 'purge-idempotency-keys',
      everyMs: 60 * MINUTE,
      run: (db, now) => purgeIdempotencyKeys(db, now),
    },
  ];
}
