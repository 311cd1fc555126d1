import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter';

/** Counters in Redis (REDIS_URL): INCR and PEXPIRE on one key per window, shared by every API process. */
export function createRedisRateLimiter(redis: Redis, prefix = 'portal:rl'): RateLimiter {
  return {
    async hit(tenantId, key, limit, windowMs, now) {
      const window = Math.floor(now.getTime() / windowMs);
      const redisKey = `${prefix}:${tenantId}:${key}:${window}`;
      const [[, hits]] = (await redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec()) as [[Error | null, number]];
      const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * windowMs - now.getTime()) / 1000));
      return { allowed: hits <= limit, retryAfterSeconds, hits };
    },
    async gate(tenantId, key, intervalMs, now) {
      // The last pass's time, checked against this call's interval (as PostgreSQL does). It is kept
      // twice the interval: a backoff's next interval is at most double this one.
      const redisKey = `${prefix}:${tenantId}:${key}:gate`;
      const left = (await redis.eval(
        "local last = tonumber(redis.call('GET', KEYS[1]) or '') local now = tonumber(ARGV[1]) local interval = tonumber(ARGV[2]) " +
          "if last and now - last < interval then return interval - (now - last) end redis.call('SET', KEYS[1], ARGV[1], 'PX', 2 * interval) return 0",
        1,
        redisKey,
        now.getTime(),
        intervalMs,
      )) as number;
      return { allowed: left === 0, retryAfterSeconds: left === 0 ? 0 : Math.max(1, Math.ceil(left / 1000)) };
    },
    async forgive(tenantId, key, windowMs, now) {
      const redisKey = `${prefix}:${tenantId}:${key}:${Math.floor(now.getTime() / windowMs)}`;
      // Only a live counter above zero goes down: a key that expired is not brought back.
      await redis.eval("local n = tonumber(redis.call('GET', KEYS[1]) or '0') if n > 0 then redis.call('DECR', KEYS[1]) end", 1, redisKey);
    },
    close: async () => {
      await redis.quit();
    },
  };
}

export async function redisRateLimiterFromUrl(url: string): Promise<RateLimiter> {
  const { Redis } = await import('ioredis');
  return createRedisRateLimiter(new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false }));
}
