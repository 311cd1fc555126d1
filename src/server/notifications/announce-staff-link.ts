import { inArray } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/tenant-api';
import type { Db } from '../db/database';
import { accounts } from '../db/schema';
import { emitEvent } from '../events/emit-event';
import { claimLinkedMail, claimLinkedText } from '../mail/templates/account-claim';
import type { Services } from '../services';
import type { LoadedTenant } from '../tenants/load-tenants';
import { ownerChannel, tellOwner } from './owner-contact';

/**
 * Staff linked a login to accounts (approving an access request): each account's contact on file
 * is told, as when a customer claims an account with a code, and `account.claimed` leaves with
 * `via: staff`. Call it last in the transaction: the events take the tenant's event lock.
 */
export async function announceStaffLinks(
  db: Db,
  tenant: LoadedTenant,
  services: Services,
  link: { userId: number; email: string; accountIds: readonly string[] },
): Promise<void> {
  if (!link.accountIds.length) return;
  const now = services.now();
  const baseUrl = services.publicBaseUrl(tenant);
  const linked = await db
    .select({ accountId: accounts.accountId, email: accounts.email, cellPhone: accounts.cellPhone })
    .from(accounts)
    .where(inArray(accounts.accountId, [...link.accountIds]))
    .orderBy(accounts.accountId);
  for (const account of linked) {
    const notice = { accountId: account.accountId, requesterEmail: link.email };
    const channel = ownerChannel(tenant, account);
    if (channel) await tellOwner(db, tenant, services, channel, { mail: (to) => claimLinkedMail(tenant, baseUrl, to, notice), text: claimLinkedText(tenant, notice), event: 'account.claimed' });
  }
  for (const account of linked) {
    const data: components['schemas']['AccountClaimedData'] = { account_id: account.accountId, user_id: link.userId, email: link.email, method: null, via: 'staff' };
    await emitEvent(db, tenant.id, { type: 'account.claimed', accountId: account.accountId, data, at: now });
  }
}
