import { and, count, eq, type SQL } from 'drizzle-orm';
import type { components, operations } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { transactions } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler } from '../../openapi/operation-types';
import { pageOfAccount } from './account';
import { nextCursorOf, orderByOf, pageRequestOf, planPage, type PageRequest, type SortKey, type SortOrder } from './keyset';

type TransactionRow = typeof transactions.$inferSelect;
export type TransactionSort = NonNullable<NonNullable<operations['listAccountTransactions']['parameters']['query']>['sort']>;

export const transactionSortKeys: Record<TransactionSort, SortKey<TransactionRow>> = {
  transaction_date: { column: transactions.transactionDate, kind: 'date', valueOf: (r) => r.transactionDate },
  transaction_type: { column: transactions.transactionType, kind: 'text', valueOf: (r) => r.transactionType },
  description: { column: transactions.description, kind: 'text', valueOf: (r) => r.description },
  amount: { column: transactions.amount, kind: 'number', valueOf: (r) => r.amount },
  // Only deliveries have a quantity: the other lines come last, whichever the order.
  quantity: { column: transactions.quantity, kind: 'number', nullable: true, valueOf: (r) => r.quantity },
};

const ofAccount = (accountId: string, extra?: SQL) => and(eq(transactions.accountId, accountId), extra);

/**
 * The two queries of one page, not yet run (`.toSQL()` gives the exact SQL, which the benchmark
 * runs bare): the page's rows and the account's total.
 */
export function transactionPageQueries(db: Db, accountId: string, request: PageRequest<TransactionSort>) {
  const plan = planPage(transactionSortKeys[request.sort], transactions.transactionId, request);
  return {
    rows: db.select().from(transactions).where(ofAccount(accountId, plan.after)).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset),
    total: db.select({ total: count() }).from(transactions).where(ofAccount(accountId)),
  };
}

/** Every transaction of the account in the requested order (exports). */
export function allTransactions(db: Db, accountId: string, sort: TransactionSort, order: SortOrder) {
  return db.select().from(transactions).where(ofAccount(accountId)).orderBy(...orderByOf(transactionSortKeys[sort], transactions.transactionId, order));
}

export function transactionView(t: TransactionRow): components['schemas']['Transaction'] {
  return {
    transaction_id: t.transactionId,
    account_id: t.accountId,
    transaction_date: t.transactionDate,
    transaction_type: t.transactionType,
    description: t.description,
    reference: t.reference,
    document_id: t.documentId,
    location_number: t.locationNumber,
    product_name: t.productName,
    quantity: t.quantity,
    unit_price: t.unitPrice,
    amount: t.amount,
    is_credit: t.isCredit,
    balance: t.balance,
  };
}

/** One page of the account's transactions with its totals and the next page's cursor. */
export async function transactionPage(db: Db, accountId: string, request: PageRequest<TransactionSort>) {
  const queries = transactionPageQueries(db, accountId, request);
  // One after the other: a transaction is one connection.
  const rows = await queries.rows;
  const [{ total }] = await queries.total;
  const next_cursor = nextCursorOf(rows, total, transactionSortKeys[request.sort], (r) => r.transactionId, request);
  return { ...pageOf(rows.map(transactionView), total, request.page, request.size), next_cursor };
}

export const listAccountTransactions = tenantHandler<'listAccountTransactions'>(async ({ db, params, query }) => {
  return pageOfAccount(db, params.account_id, () => transactionPage(db, params.account_id, pageRequestOf(query, 'transaction_date')));
});
