import { eq } from 'drizzle-orm';
import { messages } from '../../../engine/messages/catalogue';
import type { Db } from '../../db/database';
import { accounts, users } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { assertEmailFree, assertMayManageRole, normalisedEmail } from '../../users/user-rules';
import { recordChange } from '../../audit/record-change';
import { requireCaller, type Caller } from '../../auth/caller';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { problemMessages } from '../../../engine/messages/problems';

type AccountRow = typeof accounts.$inferSelect;

/**
 * The new account email; with update_user the owner's login email too (409 when another user
 * of the tenant has it). An account without an owner has no login to change: only its email does.
 * A login email is whoever holds it, so changing it is managing that user: as Edit User, only an
 * Admin changes an Admin's, and no one a role above their own.
 */
async function changeEmail(db: Db, tenant: LoadedTenant, staff: Caller, account: AccountRow, rawEmail: string, updateUser: boolean): Promise<void> {
  const email = normalisedEmail(rawEmail);
  if (updateUser && account.ownerUserId !== null) {
    const [owner] = await db.select({ role: users.role }).from(users).where(eq(users.id, account.ownerUserId));
    if (owner) assertMayManageRole(tenant, staff, owner.role);
    await assertEmailFree(db, email, account.ownerUserId);
    await db.update(users).set({ email }).where(eq(users.id, account.ownerUserId));
  }
  await db.update(accounts).set({ email }).where(eq(accounts.accountId, account.accountId));
}

/**
 * POST /accounts/{account_id}: staff with accounts:update change the status (comment optional;
 * left out it keeps the old one) and/or the email. Both in one body are applied together and
 * answered with both messages; a comment or update_user alone changes nothing and is refused.
 */
export const updateAccount = tenantHandler<'updateAccount'>(async ({ db, tenant, caller, params, body, services }) => {
  const [account] = await db.select().from(accounts).where(eq(accounts.accountId, params.account_id));
  if (!account) throw problems.notFound('Account');
  if (body.account_status === undefined && body.email === undefined) {
    throw new HttpProblem(400, 'NOTHING_TO_UPDATE', problemMessages.nothingToUpdate);
  }
  const said: string[] = [];
  if (body.account_status !== undefined) {
    await db
      .update(accounts)
      .set({ accountStatus: body.account_status, comment: body.comment ?? account.comment })
      .where(eq(accounts.accountId, account.accountId));
    said.push(messages.accountStatusUpdated);
  }
  if (body.email !== undefined) {
    await changeEmail(db, tenant, requireCaller(caller), account, body.email, body.update_user === true);
    said.push(messages.accountEmailUpdated);
  }
  const before = { account_status: account.accountStatus, comment: account.comment, email: account.email };
  const after = {
    account_status: body.account_status ?? account.accountStatus,
    comment: body.account_status !== undefined ? (body.comment ?? account.comment) : account.comment,
    email: body.email !== undefined ? normalisedEmail(body.email) : account.email,
    ...(body.email !== undefined && body.update_user === true && account.ownerUserId !== null ? { owner_login_email_changed: true } : {}),
  };
  await recordChange(db, tenant.id, requireCaller(caller), { operationId: 'updateAccount', target: `account:${account.accountId}`, before, after }, services.now());
  return { message: said.join(' ') };
});
