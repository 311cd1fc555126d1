import { messageSet } from './message-set';

/**
 * (not in the spec) A toast's heading, by its kind, above the message the screen gives. Apart from
 * the frame's words: only the toast host, loaded with the first toast, carries them.
 */
export const toastMessages = messageSet({
  /** A toast's heading, by its kind. */
  success: 'Success',
  error: 'Error',
  info: 'Info',
}, (language) => import(`./locales/${language}/toasts.ts`));
