/**
 * Success flags (spec 1 §4, spec 2 §9): "payment made" or "order created" for an account stays
 * true until the end of the day it was set, so the screen keeps saying so across reloads and
 * navigation but not into tomorrow.
 */

/** Every 5 minutes the app drops flags whose day is over (spec 2 §9). */
export const SUCCESS_FLAG_CLEANUP_MS = 5 * 60 * 1000;

/** The part of the Web Storage API the store needs; sessionStorage and localStorage fit as they are. */
export interface FlagStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SuccessFlags {
  /** Raises the flag until 23:59:59.999 local time of today; answers that moment (ms). */
  set(key: string): number;
  has(key: string): boolean;
  remove(key: string): void;
  /** Removes expired and unreadable flags; answers how many went. */
  cleanExpired(): number;
}

/** Our entries share storage with others' (session user info, tenant): only these are ours to clean. */
const PREFIX = 'successFlag:';

export const makePaymentFlag = (accountId: string): string => `make-payment:${accountId}`;
export const fuelOrderFlag = (accountId: string): string => `fuel-order:${accountId}`;

/** The last millisecond of the local day that `time` falls in. */
export function endOfLocalDay(time: number): number {
  const day = new Date(time);
  day.setHours(23, 59, 59, 999);
  return day.getTime();
}

/** The stored expiry, or null when the entry is missing or not ours to read (hand-edited, older format). */
function expiryOf(raw: string | null): number | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const expiresAt = (parsed as { expires_at?: unknown } | null)?.expires_at;
    return typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? expiresAt : null;
  } catch {
    return null;
  }
}

/** `now` is injected so the day boundary is tested without waiting for midnight. */
export function createSuccessFlags(storage: FlagStorage, now: () => number = Date.now): SuccessFlags {
  const isLive = (raw: string | null) => {
    const expiresAt = expiryOf(raw);
    return expiresAt !== null && now() <= expiresAt;
  };
  return {
    set(key) {
      const expiresAt = endOfLocalDay(now());
      storage.setItem(PREFIX + key, JSON.stringify({ expires_at: expiresAt }));
      return expiresAt;
    },
    has: (key) => isLive(storage.getItem(PREFIX + key)),
    remove: (key) => storage.removeItem(PREFIX + key),
    cleanExpired() {
      const ours: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(PREFIX)) ours.push(key);
      }
      // Collected first: removing while walking by index would skip the entry after each removal.
      const dead = ours.filter((key) => !isLive(storage.getItem(key)));
      dead.forEach((key) => storage.removeItem(key));
      return dead.length;
    },
  };
}
