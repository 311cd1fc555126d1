import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { issueToken } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { accounts, userAccounts, users } from '../../db/schema';
import { verifyEmailMail } from '../../mail/templates/verify-email';
import { tenantHandler } from '../../openapi/operation-types';
import { zip5Of as zip5 } from '../../../engine/validation/zipcode';
import { identityProblems, normalizeEmail, registeredMessage } from './messages';

async function hasPortalAccess(db: Db, accountId: string, ownerUserId: number | null): Promise<boolean> {
  if (ownerUserId !== null) return true;
  const [link] = await db.select({ userId: userAccounts.userId }).from(userAccounts).where(eq(userAccounts.accountId, accountId)).limit(1);
  return Boolean(link);
}

/**
 * An existing customer gets portal access by proving the account: its number and the billing
 * ZIP code. An unknown account and a wrong ZIP code answer alike, so the answer does not confirm
 * account numbers. The account is checked before the email, so probing which addresses have
 * users takes a real account number and its ZIP code. The user starts unconfirmed and gets a
 * verification link by mail.
 */
export const registerUser = tenantHandler<'registerUser'>(async ({ body, db, tenant, services }) => {
  const accountId = body.account_id.trim();
  const [account] = await db
    .select({ accountId: accounts.accountId, zipcode: accounts.zipcode, ownerUserId: accounts.ownerUserId })
    .from(accounts)
    .where(and(eq(accounts.accountId, accountId), eq(accounts.isDeleted, false)));
  const zip = zip5(body.zipcode);
  if (!account || !zip || zip !== zip5(account.zipcode)) throw identityProblems.accountNotFound();
  if (await hasPortalAccess(db, account.accountId, account.ownerUserId)) throw identityProblems.accountAlreadyRegistered();

  const email = normalizeEmail(body.email);
  const firstName = body.first_name.trim();
  const lastName = body.last_name.trim();
  // ON CONFLICT: two registrations racing for one address end in a 409, not a unique-index 500.
  const [user] = await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email,
      passwordHash: await hashPassword(body.password),
      role: 'User',
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      confirmed: false,
    })
    .onConflictDoNothing({ target: [users.tenantId, users.email] })
    .returning({ id: users.id });
  if (!user) throw identityProblems.emailInUse();

  // Only an account nobody owns yet: a concurrent registration of the same account loses here and rolls back.
  const [claimed] = await db
    .update(accounts)
    .set({ ownerUserId: user.id })
    .where(and(eq(accounts.accountId, account.accountId), isNull(accounts.ownerUserId)))
    .returning({ accountId: accounts.accountId });
  if (!claimed) throw identityProblems.accountAlreadyRegistered();
  await db.insert(userAccounts).values({ tenantId: tenant.id, userId: user.id, accountId: account.accountId });

  const token = await issueToken(db, tenant.id, user.id, 'verify', services.now());
  await services.mailer.queue(db, tenant, verifyEmailMail(tenant, services.publicBaseUrl(tenant), { email, firstName }, token));
  return { message: registeredMessage(tenant) };
});
