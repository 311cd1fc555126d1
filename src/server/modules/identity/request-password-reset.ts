import { eq } from 'drizzle-orm';
import { issueToken } from '../../auth/tokens';
import { users } from '../../db/schema';
import { resetPasswordMail } from '../../mail/templates/reset-password';
import { tenantHandler } from '../../openapi/operation-types';
import { identityMessages, normalizeEmail } from '../../auth/identity-messages';

/**
 * Mails a single-use reset link when the address belongs to a user — confirmed or not: an
 * unconfirmed user who lost the verification mail recovers this way, and completing the reset
 * proves the mailbox, so it also confirms the address. The answer never says which it was.
 */
export const requestPasswordReset = tenantHandler<'requestPasswordReset'>(async ({ body, db, tenant, services }) => {
  const [user] = await db.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.email, normalizeEmail(body.email)));
  if (user) {
    const token = await issueToken(db, tenant.id, user.id, 'reset', services.now());
    await services.mailer.queue(db, tenant, resetPasswordMail(tenant, services.publicBaseUrl(tenant), { email: user.email, firstName: user.firstName }, token));
  }
  return { message: identityMessages.resetInstructionsSent };
});
