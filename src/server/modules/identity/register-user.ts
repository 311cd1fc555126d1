import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/database';
import { accountClaims, accounts, userAccounts } from '../../db/schema';
import { claimCodeMail, claimCodeText, claimRefusedMail, claimRefusedText } from '../../mail/templates/account-claim';
import { tenantHandler } from '../../openapi/operation-types';
import { zip5Of as zip5 } from '../../../engine/validation/zipcode';
import { notifyMethodsOf } from '../../notifications/alert-options';
import { CLAIM_TTL_MS, claimCodeHash, newClaimCode, newClaimId } from './claims/claim-code';
import { ownerChannel, tellOwner } from '../../notifications/owner-contact';
import { claimStartedMessage, normalizeEmail } from '../../auth/identity-messages';

async function hasPortalAccess(db: Db, accountId: string, ownerUserId: number | null): Promise<boolean> {
  if (ownerUserId !== null) return true;
  const [link] = await db.select({ userId: userAccounts.userId }).from(userAccounts).where(eq(userAccounts.accountId, accountId)).limit(1);
  return Boolean(link);
}

/**
 * Step 1 of claiming an existing account for a portal login. The account number and billing ZIP
 * code are only a lookup, not proof: account numbers are sequential and a ZIP code is no secret.
 * Proof is the one-time code, sent to the contact on file for the account and never to the
 * address typed here. Every outcome answers alike — unknown account, wrong ZIP code, an account
 * that already has a portal user, one with no contact on file, a match — a claim id and the same
 * message, and every outcome stores a claim (without an account unless a code went out), so the
 * second step fails the same way for a decoy. The person on file hears of every attempt that names
 * their account and its ZIP code: the code, or a notice when the account already has a login.
 */
export const registerUser = tenantHandler<'registerUser'>(async ({ body, db, tenant, services }) => {
  const now = services.now();
  const method = body.code_delivery === 'text' && notifyMethodsOf(tenant).includes('text') ? 'text' : 'email';
  const email = normalizeEmail(body.email);
  // Hashed whatever the outcome, so a match does not take visibly longer than a miss.
  const passwordHash = await hashPassword(body.password);
  const claimId = newClaimId();
  const code = newClaimCode();

  const [account] = await db
    .select({ accountId: accounts.accountId, zipcode: accounts.zipcode, ownerUserId: accounts.ownerUserId, email: accounts.email, cellPhone: accounts.cellPhone })
    .from(accounts)
    .where(and(eq(accounts.accountId, body.account_id.trim()), eq(accounts.isDeleted, false)));
  const zip = zip5(body.zipcode);
  let claimedAccount: string | null = null;
  let sentBy = method;
  if (account && zip && zip === zip5(account.zipcode)) {
    const channel = ownerChannel(tenant, account, method);
    const notice = { accountId: account.accountId, requesterEmail: email };
    const baseUrl = services.publicBaseUrl(tenant);
    if (await hasPortalAccess(db, account.accountId, account.ownerUserId)) {
      if (channel) await tellOwner(db, tenant, services, channel, { mail: (to) => claimRefusedMail(tenant, baseUrl, to, notice), text: claimRefusedText(tenant, notice), event: 'account.claim_refused' });
    } else if (channel) {
      await tellOwner(db, tenant, services, channel, { mail: (to) => claimCodeMail(tenant, baseUrl, to, notice, code), text: claimCodeText(tenant, notice, code), event: 'account.claim_code' });
      claimedAccount = account.accountId;
      sentBy = channel.method;
    }
  }

  await db.insert(accountClaims).values({
    tenantId: tenant.id,
    id: claimId,
    accountId: claimedAccount,
    codeHash: claimCodeHash(claimId, code),
    method: sentBy,
    email,
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    passwordHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CLAIM_TTL_MS),
  });
  return { claim_id: claimId, message: claimStartedMessage(tenant, method) };
});
