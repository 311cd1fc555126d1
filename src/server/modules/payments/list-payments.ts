import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler } from '../../openapi/operation-types';
import { accountOf } from '../../accounts/account';
import { paymentView } from '../../payments/payment-view';

/**
 * GET /accounts/{account_id}/payments: the portal's payments on the account, newest first
 * (?confirmed=false: Pending Payments, every payment the supplier has not taken in yet).
 */
export const listAccountPayments = tenantHandler<'listAccountPayments'>(async ({ db, params, query }) => {
  await accountOf(db, params.account_id);
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const confirmed = query.confirmed === undefined ? undefined : query.confirmed ? isNotNull(payments.confirmedAt) : isNull(payments.confirmedAt);
  const where: SQL | undefined = and(eq(payments.accountId, params.account_id), query.status ? eq(payments.status, query.status) : undefined, confirmed);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(size).offset(page * size),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return pageOf(rows.map(paymentView), total, page, size);
});
