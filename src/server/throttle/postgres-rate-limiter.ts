import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';
import type { RateLimiter } from './rate-limiter';

/**
 * Counters in the tenant's rate_limits rows, each hit in its own short transaction so a refused
 * request (which rolls its own transaction back) still counts.
 */
export function createPostgresRateLimiter(database: Database): RateLimiter {
  const limiter: RateLimiter = {
    async hit(tenantId, key, limit, windowMs, now) {
      const windowOpen = new Date(now.getTime() - windowMs);
      const [row] = await database.withTenant(tenantId, (db) =>
        db
          .insert(rateLimits)
          .values({ tenantId, key, windowStart: now, hits: 1 })
          .onConflictDoUpdate({
            target: [rateLimits.tenantId, rateLimits.key],
            set: {
              hits: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then 1 else ${rateLimits.hits} + 1 end`,
              windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then ${now} else ${rateLimits.windowStart} end`,
            },
          })
          .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart }),
      );
      const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000));
      return { allowed: row.hits <= limit, retryAfterSeconds, hits: row.hits };
    },
    async gate(tenantId, key, intervalMs, now) {
      // A window here starts at the first hit after the last one closed: one hit allowed per window is
      // one pass per interval, timed from the last pass, whatever interval the previous call asked for.
      const { allowed, retryAfterSeconds } = await limiter.hit(tenantId, key, 1, intervalMs, now);
      return { allowed, retryAfterSeconds };
    },
    async forgive(tenantId, key, windowMs, now) {
      const windowOpen = new Date(now.getTime() - windowMs);
      await database.withTenant(tenantId, (db) =>
        db
          .update(rateLimits)
          .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
          .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, windowOpen))),
      );
    },
  };
  return limiter;
}
