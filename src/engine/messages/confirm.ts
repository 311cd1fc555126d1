import { messageSet } from './message-set';

/**
 * (not in the spec) The words of the dialog that asks before something is removed or replaced for
 * good. Apart from the catalogue, like the back office's messages, so that the login page, which
 * loads the catalogue, does not carry them: only screens that confirm import this module.
 */
export const confirmMessages = messageSet({
  title: 'Please confirm',
  cancel: 'Cancel',
  delete: 'Delete',
  remove: 'Remove',
  revoke: 'Revoke',
  rollBack: 'Roll back',
}, (language) => import(`./locales/${language}/confirm.ts`));

/** The headers of the confirm dialogs that say more than "Please confirm" (and of the dialogs beside them). */
export const dialogTitles = messageSet({
  deleteImage: 'Delete Image',
  removePaymentMethod: 'Remove payment method',
  renamePaymentMethod: 'Rename payment method',
}, (language) => import(`./locales/${language}/confirm.ts`), 'dialogTitles');

/** What the accept button of a confirm dialog does (its word in confirmMessages). */
export type ConfirmAction = Exclude<keyof typeof confirmMessages, 'title' | 'cancel'>;
