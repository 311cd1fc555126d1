import { eq } from 'drizzle-orm';
import { requireCaller } from '../../../auth/caller';
import { issueToken } from '../../../auth/tokens';
import { users } from '../../../db/schema';
import { problems } from '../../../http/problem';
import { resetPasswordMail } from '../../../mail/templates/reset-password';
import { tenantHandler } from '../../../openapi/operation-types';
import { assertMayManageRole, normalisedEmail } from '../../../users/user-rules';
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
  const [target] = await db.select().from(users).where(eq(users.email, normalisedEmail(params.id)));
  if (!target) throw problems.notFound('User');
  assertMayManageRole(tenant, staff, target.role);
  const token = await issueToken(db, tenant.id, target.id, 'reset', services.now());
  await services.mailer.queue(db, tenant, resetPasswordMail(tenant, services.publicBaseUrl(tenant), { email: target.email, firstName: target.firstName }, token));
  // The trail says a link went to whom, never the link.
  await recordChange(db, tenant.id, staff, { operationId: 'sendPasswordReset', target: `user:${target.id}`, before: null, after: { reset_link_mailed_to: target.email } }, services.now());
  return { message: messages.emailSent };
});
