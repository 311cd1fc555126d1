import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { consumeToken } from '../../auth/tokens';
import { users } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { identityMessages, identityProblems, linkKeyOf } from '../../auth/identity-messages';

/**
 * Sets a new password with the key of a reset link (user-key header). The key is used up, every
 * session of the user ends, and the address counts as verified: the user just read our mail.
 */
export const resetPassword = tenantHandler<'resetPassword'>(async ({ body, db, request, services }) => {
  const key = linkKeyOf(request.headers);
  const userId = key ? await consumeToken(db, key, 'reset', services.now()) : undefined;
  if (userId === undefined) throw identityProblems.invalidResetKey();
  const passwordHash = await hashPassword(body.new_password);
  const [user] = await db.update(users).set({ passwordHash, confirmed: true }).where(eq(users.id, userId)).returning({ id: users.id });
  // The user was deleted after the link was mailed.
  if (!user) throw identityProblems.invalidResetKey();
  await revokeUserSessions(db, userId);
  return { message: identityMessages.passwordUpdated };
});
