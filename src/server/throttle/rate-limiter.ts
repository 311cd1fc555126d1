/** Fixed-window counters shared by every API process (PostgreSQL by default, Redis with REDIS_URL). */
export interface RateLimiter {
  /** Counts one hit on `key`; allowed while the window holds at most `limit` hits. `hits` is the count with this one. */
  hit(tenantId: string, key: string, limit: number, windowMs: number, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number; hits: number }>;
  /**
   * Lets one request through `key` per `intervalMs`, timed from the last one it let through (not a
   * fixed window): a backoff's next step. The interval may differ from call to call; each call's own counts.
   */
  gate(tenantId: string, key: string, intervalMs: number, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Gives one hit of the window `now` is in back (never below zero): an attempt that succeeded. */
  forgive(tenantId: string, key: string, windowMs: number, now: Date): Promise<void>;
  close?(): Promise<void>;
}

/** One x-rate-limit policy of an operation: who is counted and how many attempts a window allows. */
export interface RateLimitPolicy {
  /**
   * `ip` (the client address), `session` (the user-key header, counted by its hash: a stolen key
   * cannot guess on without limit), `api-key` (a tenant API key, Authorization: Bearer, by its hash), `body.<field>` (e.g. the username)
   * or `params.<name>` (a path parameter: the user a staff action names), the last two compared case-insensitively.
   * Parts joined by `+` count their combination (`ip+body.user_id`: one address guessing at one account).
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
  /**
   * Beyond `limit`, slow down instead of refusing until the window ends: each further attempt waits
   * 1 s, 2 s, 4 s… after the last one let through, never more than this many seconds. Only with
   * `failures`: an attacker guessing from many addresses slows the account down without locking its
   * owner out, whose right password gets in at the next step (and is not counted).
   */
  backoff?: number;
}

/** The wait before the next attempt once `failed` failures are past the limit: doubling from 1 s, capped. */
export const backoffSeconds = (failed: number, cap: number): number => Math.min(cap, 2 ** Math.max(0, failed - 1));
