import { messageSet } from './message-set';

/**
 * (not in the spec) The generic form screen's own words: the way back after its answer where the
 * layout names no screen to go back to, and the words a layout may name for its way back. Apart from the catalogue so that the login page, which
 * loads the catalogue, does not carry them: only the form screen imports this module.
 */
export const formScreenMessages = messageSet({
  backToAccounts: 'Back to my accounts',
  backToPortal: 'Back to the portal',
  /** A form's way back that leaves without saving (Create User, Edit User: the layout's messages.back). */
  cancel: 'Cancel',
  /** Back from a second form to the first, as it was filled in (register's code step; the layout's messages.startOver may word it). */
  startOver: 'Start over',
}, (language) => import(`./locales/${language}/form-screen.ts`));
