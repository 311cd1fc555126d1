import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler } from '../../openapi/operation-types';
import { accountOf } from '../records/account';
import { paymentView } from './payment-view';

/** GET /accounts/{account_id}/payments: the portal's payments on the account, newest first (?status=pending: Pending Payments). */
export const listAccountPayments = tenantHandler<'listAccountPayments'>(async ({ db, params, query }) => {
  await accountOf(db, params.account_id);
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const where: SQL | undefined = and(eq(payments.accountId, params.account_id), query.status ? eq(payments.status, query.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(size).offset(page * size),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return pageOf(rows.map(paymentView), total, page, size);
});
