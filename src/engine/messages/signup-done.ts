import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec) After a signup: what happens next (spec 2: tell them to check email, the spam
 * folder, and to call). Apart from the catalogue so that the login page, which loads the
 * catalogue, does not carry them: only the signup screen's done panel imports this module.
 */
export const signupDoneMessages = messageSet({
  signupDoneTitle: 'Check your email',
  signupDoneVerify: 'We sent a link to {email}. Open it to verify your email address, then log in to your new account.',
  signupDoneNoMail: 'Not in your inbox? Look in your spam folder, or contact us if it does not arrive.',
  signupDoneNoMailCall: 'Not in your inbox? Look in your spam folder, or call us at {phone} if it does not arrive.',
  signupDoneOrder: 'Your first order has gone to our team with your application: we will confirm it and schedule the delivery once your account is set up.',
  signupDoneNoOrder: 'Once your account is set up, you can order fuel and pay your bills here.',
  signupDoneLogin: 'Go to Log In',
}, (language) => import(`./locales/${language}/signup-done.ts`));

/** A done-panel message with its {placeholders} filled. */
export const fillSignupDone = fillerOf(signupDoneMessages);
