/**
 * When a failed delivery is tried again: after attempt n fails, wait RETRY_DELAYS_MS[n-1] plus up to
 * a fifth more (jitter, so receivers coming back are not hit by every sender at once). The waits add
 * up to about three days; after the last one fails the delivery is `failed` (an Admin can re-send it).
 */
export const RETRY_DELAYS_MS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600, 20 * 3600, 20 * 3600].map((s) => s * 1000);

/** Attempts a delivery gets: the first and one per retry delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** An endpoint whose every attempt failed for this long is disabled (and its tenant's Admins told). */
export const DISABLE_AFTER_MS = 3 * 24 * 3600 * 1000;

/** The wait after attempt `attempt` failed, or null when it was the last. `random` is in [0, 1). */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempt - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 + random() / 5));
}
