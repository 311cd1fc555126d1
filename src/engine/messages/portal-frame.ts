import { loginWords, messageSet } from './message-set';

/**
 * (not in the spec, except "Logout", which it names) The words of the portal's frame, in the first
 * download of every route: the menus, the footer, the spinner, the unknown-tenant page, the access
 * checks while a route opens. Only the shell's own modules import it, so it travels inside the
 * shell's chunk: words a screen loaded on use needs live in that screen's set (login-page,
 * not-found-page, toasts, clear-caches, form-screen-loading), or the set would become a chunk of
 * its own, sent uncompressed.
 */
export const portalFrameMessages = messageSet({
  mainMenu: 'Main menu',
  menu: 'Menu',
  logout: 'Logout',
  loading: 'Loading',
  termsOfUse: 'Terms of use',
  retry: 'Retry',
  noPortalHere: 'No customer portal here',
  noPortalFor: "No fuel supplier's portal is configured for {host}.",
  checkAddress: 'Please check the address you were given by your supplier.',
  unknownScreenKind: 'This page cannot be shown: no renderer handles screens of kind {kind}.',
  switchingUser: 'Switching user',
  checkingAccess: 'Checking access',
  // Its words come in the login route's one chunk (locales/<language>/login-words.ts, generated from locales/<language>/portal-frame.ts).
}, loginWords, 'portalFrame');
