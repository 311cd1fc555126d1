import { requireCaller } from '../../../auth/caller';
import { mailResetLink } from '../../../auth/reset-link';
import { tenantHandler } from '../../../openapi/operation-types';
import { managedUserOf } from '../../../users/user-rules';
import { recordChange } from '../../../audit/record-change';
import { messages } from '../../../../engine/messages/catalogue';

/**
 * POST /users/{id}/password-reset (the id is the email, as Delete's): staff send the user the very
 * mail Forgot Password sends — a new single-use link (earlier ones stop working), valid one hour.
 * Unlike Forgot Password the answer may say the user exists: only staff who manage users call it.
 * Sending one to oneself is allowed (it is what Forgot Password would do); the user's password and
 * sessions stay as they are until the link is used.
 */
export const sendPasswordReset = tenantHandler<'sendPasswordReset'>(async ({ db, tenant, caller, params, services }) => {
  const staff = requireCaller(caller);
  const target = await managedUserOf(db, tenant, staff, params.id);
  await mailResetLink(db, tenant, services, target);
  // The trail says a link went to whom, never the link.
  await recordChange(db, tenant.id, staff, { operationId: 'sendPasswordReset', target: `user:${target.id}`, before: null, after: { reset_link_mailed_to: target.email } }, services.now());
  return { message: messages.emailSent };
});
