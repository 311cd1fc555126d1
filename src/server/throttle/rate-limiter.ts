/** Fixed-window counters shared by every API process (PostgreSQL by default, Redis with REDIS_URL). */
export interface RateLimiter {
  /** Counts one hit on `key`; allowed while the window holds at most `limit` hits. */
  hit(tenantId: string, key: string, limit: number, windowMs: number, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Gives one hit of the window `now` is in back (never below zero): an attempt that succeeded. */
  forgive(tenantId: string, key: string, windowMs: number, now: Date): Promise<void>;
  close?(): Promise<void>;
}

/** One x-rate-limit policy of an operation: who is counted and how many attempts a window allows. */
export interface RateLimitPolicy {
  /**
   * `ip` (the client address), `session` (the user-key header, counted by its hash: a stolen key
   * cannot guess on without limit), `api-key` (a tenant API key, Authorization: Bearer, by its hash), `body.<field>` (e.g. the username), compared case-insensitively, or `ip+body.<field>` (the address and the field together, hashed).
   */
  key: string;
  limit: number;
  /** Window length in seconds. */
  window: number;
  /**
   * Operations naming the same bucket share its counter (a guest's look-up and payment both try
   * an account's ZIP code: 10 tries an hour in all, not 10 each). Without one, each operation counts alone.
   */
  bucket?: string;
  /**
   * Only failed attempts count: a request that succeeds gives its hit back, so a person's own
   * logins never lock them out, while guesses at their password still do.
   */
  failures?: boolean;
}
