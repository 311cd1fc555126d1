import { fillerOf } from './catalogue';

/**
 * (not in the spec, except "Logout" and "Forgot Password", which it names) The words of the
 * portal's frame, on every route from the first download: the menus and their buttons, the
 * footer, the not-found and unknown-tenant pages, the access checks while a route opens, the
 * password's show/hide switch and the login page's links. Kept small: the login route carries it.
 */
export const portalFrameMessages = {
  mainMenu: 'Main menu',
  menu: 'Menu',
  logout: 'Logout',
  /** The user's name in the menu, titled with the profile screen it opens: "Ann Lee: My Profile". */
  userProfile: '{name}: {screen}',
  clearCaches: 'Clear caches',
  /** After "Caches cleared…": how many entries went. */
  cachesClearedCounts: '({server} on the server, {browser} in this browser)',
  loading: 'Loading',
  /** A toast's heading, by its kind. */
  toastSuccess: 'Success',
  toastError: 'Error',
  toastInfo: 'Info',
  back: 'Back',
  termsOfUse: 'Terms of use',
  retry: 'Retry',
  pageMoved: 'The page you asked for does not exist or has moved.',
  goHome: 'Go to the home page',
  noPortalHere: 'No customer portal here',
  noPortalFor: "No fuel supplier's portal is configured for {host}.",
  checkAddress: 'Please check the address you were given by your supplier.',
  unknownScreenKind: 'This page cannot be shown: no renderer handles screens of kind {kind}.',
  switchingUser: 'Switching user',
  checkingAccess: 'Checking access',
  /** A screen loading its record: "Loading My Profile", else "Loading the form" / "Loading the answer". */
  loadingScreen: 'Loading {screen}',
  theForm: 'the form',
  theAnswer: 'the answer',
  showPassword: 'Show Password',
  hidePassword: 'Hide Password',
  forgotPassword: 'Forgot Password',
  registerPrompt: 'Already a customer without portal access?',
  register: 'Register',
} as const;

/** A frame message with its {placeholders} filled. */
export const fillPortalFrame = fillerOf(portalFrameMessages);
