import { loginWords, messageSet } from './message-set';

/**
 * (not in the spec) The page frame's own words for keyboard and screen-reader users (issue 24):
 * the skip link, and the document title each screen gives the browser tab, so a screen reader
 * announces where a navigation landed and a tab list tells pages apart.
 */
export const shellMessages = messageSet({
  skipToMain: 'Skip to main content',
  /** The browser tab's title on a screen: the screen's title, then the portal's name. */
  documentTitle: '{screen} · {site}',
  // Its words come in the login route's one chunk (locales/<language>/login-words.ts, generated from locales/<language>/shell.ts).
}, loginWords, 'shell');
