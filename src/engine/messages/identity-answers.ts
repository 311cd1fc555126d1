import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * What the identity operations answer when they succeed (spec 2 §8 words self-registration's
 * answer; the rest is not in the spec): a reset asked, an access request sent, an account claimed,
 * a login registered, the verified page's button. Only the server words them; the screen shows
 * the answer's message as it came. "Password updated successfully!" is the catalogue's.
 */
export const identityAnswerMessages = messageSet({
  resetInstructionsSent: 'If an account exists for that address, we sent instructions to reset your password. Please check your spam folder if it does not arrive.',
  accessRequestSent: 'Your request was sent. We will contact you as soon as possible.',
  logInButton: 'Log In',
  /** Spec 2 §8, then the way to reach the supplier. */
  registered: 'User registered successfully. Please check your email, including the spam folder, and use the link we sent to verify your email address.',
  callIfMissing: 'If it does not arrive, please call us at {phone}.',
  callSupportIfMissing: 'If it does not arrive, please call customer support.',
  claimCodeByText: 'If the account number and ZIP code match an account, we sent a 6-digit code by text message to the mobile phone number on file for that account (or to its email address on file if it has no mobile number).',
  claimCodeByEmail: 'If the account number and ZIP code match an account, we sent a 6-digit code to the email address on file for that account.',
  claimEnterCode: 'Enter the code to finish registering; it expires in 15 minutes.',
  claimCallIfOutdated: 'If the contact details on file are out of date, please call us at {phone}.',
  claimCallSupportIfOutdated: 'If the contact details on file are out of date, please call customer support.',
  claimLinkedConfirmed: 'User registered successfully. Your account is linked to your new login: you can log in now.',
}, (language) => import(`./locales/${language}/identity-answers.ts`));

/** An identity answer with its {placeholders} filled. */
export const fillIdentityAnswer = fillerOf(identityAnswerMessages);
