import { and, eq } from 'drizzle-orm';
import type { components } from '../../../../../openapi/generated/tenant-api';
import { requireCaller } from '../../../auth/caller';
import type { Db } from '../../../db/database';
import { users, workflowItems } from '../../../db/schema';
import { HttpProblem, problems } from '../../../http/problem';
import { tenantHandler, type TenantContext } from '../../../openapi/operation-types';
import { mailSetPasswordLink } from '../admin/set-password-mail';
import { assertAccountsExist, assertEmailFree, linkAccounts, normalisedEmail, NO_PASSWORD } from '../../../users/user-rules';
import { accessRequestOf } from './access-request-view';
import { recordChange } from '../../../audit/record-change';
import { announceStaffLinks } from '../../../notifications/announce-staff-link';
import { CUSTOMER_ROLE } from '../../../../engine/roles/roles';
import { fillProblem } from '../../../../engine/messages/problems';

type Requester = components['schemas']['SelfRegisterRequest'];
type Context = TenantContext<'resolveAccessRequest'>;

/** Claims a new request for this resolution; a request resolved before (or meanwhile) is a conflict. */
async function claim(db: Db, id: number, status: 'approved' | 'rejected', resolvedBy: number, now: Date) {
  const [item] = await db
    .update(workflowItems)
    .set({ status, resolvedBy, updatedAt: now })
    .where(and(eq(workflowItems.id, id), eq(workflowItems.type, 'access_request'), eq(workflowItems.status, 'new')))
    .returning();
  return item;
}

/** Creates the requester as an unconfirmed customer; choosing a password through the mailed link confirms them. */
async function createCustomer({ db, tenant, services, body }: Context, requester: Requester): Promise<{ id: number; email: string }> {
  const email = normalisedEmail(requester.email);
  await assertEmailFree(db, email);
  const accountIds = body.account_ids ?? [];
  await assertAccountsExist(db, accountIds);
  const firstName = requester.first_name.trim();
  const lastName = requester.last_name.trim();
  const [user] = await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email,
      passwordHash: NO_PASSWORD,
      role: CUSTOMER_ROLE,
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      cellPhone: requester.phone ?? '',
      confirmed: false,
    })
    .returning();
  await linkAccounts(db, tenant.id, user.id, accountIds);
  await mailSetPasswordLink(db, tenant, services, user, `Your request for access to ${tenant.config.settings.site_name} has been approved.`);
  return { id: user.id, email };
}

/**
 * POST /workflow/access_request/{request_id}: staff approve a request (a customer user linked to
 * the accounts they checked, mailed a link to choose a password) or reject it. A request is
 * resolved once.
 */
export const resolveAccessRequest = tenantHandler<'resolveAccessRequest'>(async (context) => {
  const { db, caller, params, body, services } = context;
  const staff = requireCaller(caller);
  const [existing] = await db
    .select()
    .from(workflowItems)
    .where(and(eq(workflowItems.id, params.request_id), eq(workflowItems.type, 'access_request')));
  if (!existing) throw problems.notFound('AccessRequest');
  const status = body.action === 'approve' ? 'approved' : 'rejected';
  const item = await claim(db, existing.id, status, staff.userId, services.now());
  if (!item) throw new HttpProblem(409, 'ALREADY_RESOLVED', fillProblem('alreadyResolved', { status: existing.status }));
  // A rejection mails no one: the request came from an anonymous form, so its address is unproven.
  const target = `access_request:${item.id}`;
  const now = services.now();
  if (body.action === 'reject') {
    await recordChange(db, context.tenant.id, staff, { operationId: 'resolveAccessRequest', target, before: { status: existing.status }, after: { status } }, now);
    return accessRequestOf(item, staff.email);
  }
  const customer = await createCustomer(context, item.itemContents as Requester);
  const [approved] = await db.update(workflowItems).set({ userId: customer.id }).where(eq(workflowItems.id, item.id)).returning();
  const accountIds = body.account_ids ?? [];
  const after = { status, user_id: customer.id, account_ids: accountIds };
  await recordChange(db, context.tenant.id, staff, { operationId: 'resolveAccessRequest', target, before: { status: existing.status }, after }, now);
  await announceStaffLinks(db, context.tenant, services, { userId: customer.id, email: customer.email, accountIds });
  return accessRequestOf(approved, staff.email);
});
