/** Session time-out (spec 2 §9): 60 minutes after the last successful call. */
export const SESSION_TIMEOUT_MS = 60 * 60 * 1000;

/** Browser storage keys (spec 1 §3). */
export const storageKeys = {
  userInfo: 'userInfo',
  adminInfo: 'adminInfo',
  tenant: 'tenant',
  lastRoute: 'lastRoute',
  /** (not in the spec) The language a visitor picked in the header (issue 24); a signed-in user's lives in their profile. */
  language: 'language',
} as const;
