import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { dropPricing, loadAccounts, type DropPricing } from './account-view';

type AccountDetail = components['schemas']['AccountDetail'];

/** The staff view of one account: the customer's Account plus what only staff see. Unknown → 404. */
export async function loadAccountDetail(db: Db, accountId: string, pricing: DropPricing): Promise<AccountDetail> {
  const [account] = await loadAccounts(db, [accountId], pricing);
  const [row] = await db
    .select({ workPhone: accounts.workPhone, cellPhone: accounts.cellPhone, status: accounts.accountStatus, comment: accounts.comment })
    .from(accounts)
    .where(eq(accounts.accountId, accountId));
  if (!account || !row) throw problems.notFound('Account');
  const owner = account.account_owner;
  return {
    ...account,
    work_phone: row.workPhone,
    cell_phone: row.cellPhone,
    account_status: row.status as AccountDetail['account_status'],
    comment: row.comment,
    owner: owner ? { user_id: owner.user_id, email: owner.email, display_name: owner.display_name || `${owner.first_name} ${owner.last_name}`.trim() } : null,
  };
}

/** GET /accounts/{account_id}: staff only (x-owner tenant); RLS keeps it to the caller's tenant. */
export const getAccount = tenantHandler<'getAccount'>(async ({ db, params, tenant, services }) => loadAccountDetail(db, params.account_id, await dropPricing(db, tenant, services.now())));
