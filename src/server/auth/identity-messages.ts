import { HttpProblem } from '../http/problem';
import type { LoadedTenant } from '../tenants/load-tenants';
import type { NotifyMethod } from '../../../schemas/generated/enums';
import { problemMessages } from '../../engine/messages/problems';
import { messages } from '../../engine/messages/catalogue';

/** What the identity operations tell the user, worded once (spec 2 §8 where the spec has the words). */
export const identityMessages = {
  passwordUpdated: 'Password updated successfully!',
  resetInstructionsSent:
    'If an account exists for that address, we sent instructions to reset your password. Please check your spam folder if it does not arrive.',
  accessRequestSent: 'Your request was sent. We will contact you as soon as possible.',
  logInButton: 'Log In',
} as const;

/** Spec 2 §8: self-registration tells the user to check email, spam included, and to call if it does not arrive. */
export function registeredMessage(tenant: LoadedTenant): string {
  const phone = tenant.config.settings.customer_support_phone_number;
  return [
    'User registered successfully.',
    'Please check your email, including the spam folder, and use the link we sent to verify your email address.',
    phone ? `If it does not arrive, please call us at ${phone}.` : 'If it does not arrive, please call customer support.',
  ].join(' ');
}

/**
 * The one answer of the first step of claiming an account, whatever the account number and ZIP
 * code named: it says where a code went if they matched, and confirms nothing.
 */
export function claimStartedMessage(tenant: LoadedTenant, method: NotifyMethod): string {
  const phone = tenant.config.settings.customer_support_phone_number;
  const where =
    method === 'text'
      ? 'by text message to the mobile phone number on file for that account (or to its email address on file if it has no mobile number)'
      : 'to the email address on file for that account';
  return [
    `If the account number and ZIP code match an account, we sent a 6-digit code ${where}.`,
    'Enter the code to finish registering; it expires in 15 minutes.',
    phone ? `If the contact details on file are out of date, please call us at ${phone}.` : 'If the contact details on file are out of date, please call customer support.',
  ].join(' ');
}

/** The second step's answer once the login exists and is confirmed (the code went to the address it logs in with). */
export const claimLinkedConfirmedMessage = 'User registered successfully. Your account is linked to your new login: you can log in now.';

export const identityProblems = {
  /** A reset link that is unknown, used or expired. */
  invalidResetKey: () =>
    new HttpProblem(401, 'INVALID_RESET_KEY', problemMessages.invalidResetKey),
  /** The verification page shows "(401) Unauthorized" (spec 2 §8). */
  invalidVerifyKey: () => new HttpProblem(401, 'INVALID_VERIFY_KEY', messages.unauthorized),
  /** One answer for a wrong, expired or used code and an unknown or decoy claim. */
  invalidClaimCode: () =>
    new HttpProblem(422, 'INVALID_CLAIM_CODE', problemMessages.invalidClaimCode),
  accountAlreadyRegistered: () =>
    new HttpProblem(409, 'ACCOUNT_ALREADY_REGISTERED', problemMessages.accountAlreadyRegistered),
  emailInUse: () =>
    new HttpProblem(409, 'EMAIL_IN_USE', problemMessages.emailInUse),
  /** 400 rather than 401: the session is fine, only the form's answer is wrong (a 401 would end the session in the browser). */
  wrongCurrentPassword: () => new HttpProblem(400, 'WRONG_CURRENT_PASSWORD', problemMessages.wrongCurrentPassword),
  passwordChangeWhileImpersonating: () =>
    new HttpProblem(403, 'IMPERSONATING', problemMessages.passwordChangeWhileImpersonating),
};

/** The key of an emailed link, sent as the user-key header (the document's tokenHeader). */
export function linkKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const key = headers['user-key'];
  return typeof key === 'string' && key.length >= 20 && key.length <= 100 ? key : undefined;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
