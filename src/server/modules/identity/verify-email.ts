import { eq } from 'drizzle-orm';
import { consumeToken } from '../../auth/tokens';
import { users } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { identityMessages, identityProblems, linkKeyOf } from '../../auth/identity-messages';

/** Confirms the address with the key of a verification link (user-key header); the key works once. */
export const verifyEmail = tenantHandler<'verifyEmail'>(async ({ db, tenant, request, services }) => {
  const key = linkKeyOf(request.headers);
  const userId = key ? await consumeToken(db, key, 'verify', services.now()) : undefined;
  if (userId === undefined) throw identityProblems.invalidVerifyKey();
  const [user] = await db.update(users).set({ confirmed: true }).where(eq(users.id, userId)).returning({ firstName: users.firstName });
  if (!user) throw identityProblems.invalidVerifyKey();
  const site = tenant.config.settings.site_name;
  const welcome = user.firstName ? `Welcome to ${site}, ${user.firstName}! Your email address is verified.` : `Welcome to ${site}! Your email address is verified.`;
  return { data: { welcome_message: welcome, button_label: identityMessages.logInButton } };
});
