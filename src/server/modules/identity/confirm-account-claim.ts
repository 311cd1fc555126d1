import { activeLanguage } from '../../../engine/i18n/active-language';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import { issueToken } from '../../auth/tokens';
import { accountClaims, accounts, userAccounts, users } from '../../db/schema';
import { emitEvent } from '../../events/emit-event';
import { claimLinkedMail, claimLinkedText } from '../../mail/templates/account-claim';
import { registrationAttemptMail } from '../../mail/templates/registration-attempt';
import { verifyEmailMail } from '../../mail/templates/verify-email';
import { tenantHandler } from '../../openapi/operation-types';
import { claimCodeHash, typedClaimCode } from './claims/claim-code';
import { ownerChannel, tellOwner } from '../../notifications/owner-contact';
import { claimLinkedConfirmedMessage, identityProblems, registeredMessage } from '../../auth/identity-messages';
import { CUSTOMER_ROLE } from '../../../engine/roles/roles';

/**
 * Step 2 of claiming an account: the code the contact on file received. Using the claim is one
 * conditional UPDATE — right code, live, unused, with an account — so two requests racing with the
 * right code create one login. Then, in the same transaction, the user is created, the account
 * linked only if nobody owns it yet (a registration racing for the account loses and rolls back),
 * the owner on file told and `account.claimed` written last. The login is confirmed only when the
 * code went by email to the very address it logs in with; otherwise that address gets today's
 * verification link. Tries per claim are counted by the operation's rate limit (the request of a
 * wrong code rolls back), so a sixth try is refused before it is checked.
 */
export const confirmAccountClaim = tenantHandler<'confirmAccountClaim'>(async ({ body, db, tenant, services }) => {
  const now = services.now();
  const claimId = body.claim_id.trim().toLowerCase();
  const code = typedClaimCode(body.code);
  if (!/^[0-9a-f]{32}$/.test(claimId) || !code) throw identityProblems.invalidClaimCode();
  const [claim] = await db
    .update(accountClaims)
    .set({ consumedAt: now })
    .where(
      and(
        eq(accountClaims.id, claimId),
        eq(accountClaims.codeHash, claimCodeHash(claimId, code)),
        isNull(accountClaims.consumedAt),
        gt(accountClaims.expiresAt, now),
        isNotNull(accountClaims.accountId),
      ),
    )
    .returning();
  if (!claim?.accountId) throw identityProblems.invalidClaimCode();

  const [account] = await db
    .select({ accountId: accounts.accountId, email: accounts.email, cellPhone: accounts.cellPhone })
    .from(accounts)
    .where(and(eq(accounts.accountId, claim.accountId), eq(accounts.isDeleted, false)));
  if (!account) throw identityProblems.invalidClaimCode();
  const [link] = await db.select({ userId: userAccounts.userId }).from(userAccounts).where(eq(userAccounts.accountId, account.accountId)).limit(1);
  if (link) throw identityProblems.accountAlreadyRegistered();

  const confirmed = claim.method === 'email' && account.email.trim().toLowerCase() === claim.email;
  // ON CONFLICT: two registrations racing for one address end in a 409, not a unique-index 500.
  const [user] = await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email: claim.email,
      passwordHash: claim.passwordHash,
      role: CUSTOMER_ROLE,
      firstName: claim.firstName,
      lastName: claim.lastName,
      displayName: `${claim.firstName} ${claim.lastName}`,
      // The language the visitor registered in: what the portal speaks to them once signed in.
      locale: activeLanguage(),
      confirmed,
    })
    .onConflictDoNothing({ target: [users.tenantId, users.email] })
    .returning({ id: users.id });
  if (!user) {
    // The code went to that very address: its reader owns the login and may be told so.
    if (confirmed) throw identityProblems.emailInUse();
    // Anyone else reads what a new address reads (which addresses have logins is nobody's to learn
    // here); the address's owner hears of the attempt, and nothing is created or linked.
    await services.mailer.queue(db, tenant, registrationAttemptMail(tenant, services.publicBaseUrl(tenant), claim.email, 'register'));
    return { message: registeredMessage(tenant) };
  }

  // Only an account nobody owns yet: a concurrent claim of the same account loses here and rolls back.
  const [claimed] = await db
    .update(accounts)
    .set({ ownerUserId: user.id })
    .where(and(eq(accounts.accountId, account.accountId), isNull(accounts.ownerUserId)))
    .returning({ accountId: accounts.accountId });
  if (!claimed) throw identityProblems.accountAlreadyRegistered();
  await db.insert(userAccounts).values({ tenantId: tenant.id, userId: user.id, accountId: account.accountId });

  const baseUrl = services.publicBaseUrl(tenant);
  if (!confirmed) {
    const token = await issueToken(db, tenant.id, user.id, 'verify', now);
    await services.mailer.queue(db, tenant, verifyEmailMail(tenant, baseUrl, { email: claim.email, firstName: claim.firstName }, token));
  }
  const notice = { accountId: account.accountId, requesterEmail: claim.email };
  const channel = ownerChannel(tenant, account, claim.method === 'text' ? 'text' : 'email');
  if (channel) await tellOwner(db, tenant, services, channel, { mail: (to) => claimLinkedMail(tenant, baseUrl, to, notice), text: claimLinkedText(tenant, notice), event: 'account.claimed' });
  const data: components['schemas']['AccountClaimedData'] = { account_id: account.accountId, user_id: user.id, email: claim.email, method: claim.method === 'text' ? 'text' : 'email', via: 'self' };
  await emitEvent(db, tenant.id, { type: 'account.claimed', accountId: account.accountId, data, at: now });
  return { message: confirmed ? claimLinkedConfirmedMessage() : registeredMessage(tenant) };
});
