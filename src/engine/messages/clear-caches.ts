import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec, which names the admin's "clear caches" action) The button's words and what
 * follows "Caches cleared…" (back-office.ts). Only the button, loaded in the staff menu, carries them.
 */
export const clearCachesMessages = messageSet({
  clearCaches: 'Clear caches',
  /** After "Caches cleared…": how many entries went. */
  cachesClearedCounts: '({server} on the server, {browser} in this browser)',
}, (language) => import(`./locales/${language}/clear-caches.ts`));

/** A clear-caches message with its {placeholders} filled. */
export const fillClearCaches = fillerOf(clearCachesMessages);
