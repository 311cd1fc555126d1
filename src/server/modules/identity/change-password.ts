import { eq } from 'drizzle-orm';
import { requireCaller } from '../../auth/caller';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { users } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { identityMessages, identityProblems } from '../../auth/identity-messages';

/**
 * The caller's own password, after they prove they know the current one: a session key alone
 * (stolen from a shared computer or a log) cannot take the account. Every other session of the
 * user ends, and every login-as session they opened; the caller's own key keeps working. Staff
 * logged in as a customer may not set the customer's password: they would then know it.
 */
export const changePassword = tenantHandler<'changePassword'>(async ({ body, db, caller }) => {
  const me = requireCaller(caller);
  if (me.impersonatorId !== null) throw identityProblems.passwordChangeWhileImpersonating();
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, me.userId));
  if (!(await verifyPassword(user?.passwordHash, body.current_password))) throw identityProblems.wrongCurrentPassword();
  const passwordHash = await hashPassword(body.new_password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, me.userId));
  await revokeUserSessions(db, me.userId, me.keyHash);
  return { message: identityMessages.passwordUpdated };
});
