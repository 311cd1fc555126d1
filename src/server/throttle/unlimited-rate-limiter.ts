import type { RateLimiter } from './rate-limiter';

/** A limiter that never refuses: for tests and benchmarks that measure something other than throttling. */
export const unlimitedRateLimiter: RateLimiter = {
  hit: async () => ({ allowed: true, retryAfterSeconds: 0, hits: 0 }),
  gate: async () => ({ allowed: true, retryAfterSeconds: 0 }),
  forgive: async () => undefined,
};
