import { count, desc, eq } from 'drizzle-orm';
import { autopayRuns, payments } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler } from '../../openapi/operation-types';
import { accountOf } from '../../accounts/account';

/** GET /accounts/{account_id}/autopay-runs: the account's autopay attempts, newest first, failures with their reason. */
export const listAutopayRuns = tenantHandler<'listAutopayRuns'>(async ({ db, params, query }) => {
  await accountOf(db, params.account_id);
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const where = eq(autopayRuns.accountId, params.account_id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ run: autopayRuns, paymentNumber: payments.paymentNumber, amount: payments.amount })
      .from(autopayRuns)
      .leftJoin(payments, eq(payments.id, autopayRuns.paymentId))
      .where(where)
      .orderBy(desc(autopayRuns.attemptedAt), desc(autopayRuns.statementDocumentId))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(autopayRuns).where(where),
  ]);
  const content = rows.map(({ run, paymentNumber, amount }) => ({
    account_id: run.accountId,
    statement_document_id: run.statementDocumentId,
    status: run.status,
    payment_id: run.paymentId,
    payment_number: paymentNumber,
    amount,
    error_code: run.errorCode,
    message: run.message,
    attempted_at: run.attemptedAt.toISOString(),
  }));
  return pageOf(content, total, page, size);
});
