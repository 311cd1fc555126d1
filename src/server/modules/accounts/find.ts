import { asc, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import { accounts } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { figuresOf, pendingTotals, shownBalanceSql } from '../../payments/pending-figures';
import { tenantHandler } from '../../openapi/operation-types';

const sortColumns = {
  account_id: accounts.accountId,
  account_name: accounts.displayName,
  account_status: accounts.accountStatus,
  email: accounts.email,
  // Sorted by the balance the rows show: stated less pending portal payments.
  account_balance: shownBalanceSql,
} as const;

function searchCondition(text: string | undefined): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(accounts.accountId, like),
    ilike(accounts.displayName, like),
    ilike(accounts.email, like),
    ilike(accounts.homePhone, like),
    ilike(accounts.cellPhone, like),
    ilike(accounts.workPhone, like),
    ilike(accounts.street1, like),
    ilike(accounts.city, like),
    ilike(accounts.zipcode, like),
  );
}

/** Staff account search, paged and sorted on the server; the account id breaks ties so pages are stable. */
export const findAccounts = tenantHandler<'findAccounts'>(async ({ db, query }) => {
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const where = searchCondition(query.searchText);
  const column = sortColumns[query.sort ?? 'account_id'];
  const direction = query.order === 'desc' ? desc : asc;
  const [{ total }] = await db.select({ total: count() }).from(accounts).where(where);
  const rows = await db
    .select()
    .from(accounts)
    .where(where)
    .orderBy(direction(column), asc(accounts.accountId))
    .limit(size)
    .offset(page * size);
  const pending = await pendingTotals(
    db,
    rows.map((a) => a.accountId),
  );
  const content: components['schemas']['AccountSearchRow'][] = rows.map((a) => ({
    account_id: a.accountId,
    account_name: a.displayName,
    account_status: a.accountStatus as components['schemas']['AccountStatus'],
    email: a.email,
    home_phone: a.homePhone,
    billing_address: { street1: a.street1, street2: a.street2, city: a.city, state: a.state, zipcode: a.zipcode, country: a.country },
    account_balance: figuresOf(a, pending.get(a.accountId) ?? 0).account_balance,
  }));
  return pageOf(content, total, page, size);
});
