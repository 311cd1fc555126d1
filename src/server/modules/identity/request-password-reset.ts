import { eq } from 'drizzle-orm';
import { mailResetLink } from '../../auth/reset-link';
import { users } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { identityMessages, normalizeEmail } from '../../auth/identity-messages';

/**
 * Mails a single-use reset link when the address belongs to a user — confirmed or not: an
 * unconfirmed user who lost the verification mail recovers this way, and completing the reset
 * proves the mailbox, so it also confirms the address. The answer never says which it was.
 */
export const requestPasswordReset = tenantHandler<'requestPasswordReset'>(async ({ body, db, tenant, services }) => {
  const [user] = await db.select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.email, normalizeEmail(body.email)));
  if (user) await mailResetLink(db, tenant, services, user);
  return { message: identityMessages.resetInstructionsSent };
});
