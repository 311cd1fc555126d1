import { HttpProblem } from '../http/problem';
import type { LoadedTenant } from '../tenants/load-tenants';
import type { NotifyMethod } from '../../../schemas/generated/enums';
import { problemMessages } from '../../engine/messages/problems';
import { messages } from '../../engine/messages/catalogue';
import { fillIdentityAnswer, identityAnswerMessages } from '../../engine/messages/identity-answers';

/**
 * What the identity operations tell the user, worded once (spec 2 §8 where the spec has the
 * words). Getters: each is read when answered, in the request's language.
 */
export const identityMessages = {
  get passwordUpdated() {
    return messages.passwordUpdated;
  },
  get resetInstructionsSent() {
    return identityAnswerMessages.resetInstructionsSent;
  },
  get accessRequestSent() {
    return identityAnswerMessages.accessRequestSent;
  },
  get logInButton() {
    return identityAnswerMessages.logInButton;
  },
};

/** Spec 2 §8: self-registration tells the user to check email, spam included, and to call if it does not arrive. */
export function registeredMessage(tenant: LoadedTenant): string {
  const phone = tenant.config.settings.customer_support_phone_number;
  return [identityAnswerMessages.registered, phone ? fillIdentityAnswer('callIfMissing', { phone }) : identityAnswerMessages.callSupportIfMissing].join(' ');
}

/**
 * The one answer of the first step of claiming an account, whatever the account number and ZIP
 * code named: it says where a code went if they matched, and confirms nothing.
 */
export function claimStartedMessage(tenant: LoadedTenant, method: NotifyMethod): string {
  const phone = tenant.config.settings.customer_support_phone_number;
  return [
    method === 'text' ? identityAnswerMessages.claimCodeByText : identityAnswerMessages.claimCodeByEmail,
    identityAnswerMessages.claimEnterCode,
    phone ? fillIdentityAnswer('claimCallIfOutdated', { phone }) : identityAnswerMessages.claimCallSupportIfOutdated,
  ].join(' ');
}

/** The second step's answer once the login exists and is confirmed (the code went to the address it logs in with). */
export const claimLinkedConfirmedMessage = (): string => identityAnswerMessages.claimLinkedConfirmed;

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
