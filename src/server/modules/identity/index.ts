import type { OperationHandlers } from '../../openapi/operation-types';
import { changePassword } from './change-password';
import { confirmAccountClaim } from './confirm-account-claim';
import { listOutbox } from './list-outbox';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { requestSelfRegister } from './request-self-register';
import { resetPassword } from './reset-password';
import { verifyEmail } from './verify-email';

/** Password flows, self-registration, email verification and the outbox. */
export const identityHandlers = {
  requestPasswordReset,
  resetPassword,
  changePassword,
  registerUser,
  confirmAccountClaim,
  verifyEmail,
  requestSelfRegister,
  listOutbox,
} satisfies Pick<
  OperationHandlers,
  'requestPasswordReset' | 'resetPassword' | 'changePassword' | 'registerUser' | 'confirmAccountClaim' | 'verifyEmail' | 'requestSelfRegister' | 'listOutbox'
>;
