import { and, count, eq, type SQL } from 'drizzle-orm';
import type { components, operations } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { accountDocuments } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler } from '../../openapi/operation-types';
import { pageOfAccount } from './account';
import { nextCursorOf, pageRequestOf, planPage, type PageRequest, type SortKey } from './keyset';

type DocumentRow = typeof accountDocuments.$inferSelect;
export type DocumentSort = NonNullable<NonNullable<operations['listAccountDocuments']['parameters']['query']>['sort']>;

export const documentSortKeys: Record<DocumentSort, SortKey<DocumentRow>> = {
  document_date: { column: accountDocuments.documentDate, kind: 'date', valueOf: (r) => r.documentDate },
  document_type: { column: accountDocuments.documentType, kind: 'text', valueOf: (r) => r.documentType },
  title: { column: accountDocuments.title, kind: 'text', valueOf: (r) => r.title },
  amount: { column: accountDocuments.amount, kind: 'number', valueOf: (r) => r.amount },
  document_balance: { column: accountDocuments.documentBalance, kind: 'number', valueOf: (r) => r.documentBalance },
  // Statements may have no due date: those come last, whichever the order.
  due_date: { column: accountDocuments.dueDate, kind: 'date', nullable: true, valueOf: (r) => r.dueDate },
};

const ofAccount = (accountId: string, extra?: SQL) => and(eq(accountDocuments.accountId, accountId), extra);

/** The two queries of one page, not yet run (`.toSQL()` gives the exact SQL): rows and total. */
export function documentPageQueries(db: Db, accountId: string, request: PageRequest<DocumentSort>) {
  const plan = planPage(documentSortKeys[request.sort], accountDocuments.documentId, request);
  return {
    rows: db.select().from(accountDocuments).where(ofAccount(accountId, plan.after)).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset),
    total: db.select({ total: count() }).from(accountDocuments).where(ofAccount(accountId)),
  };
}

export function documentView(d: DocumentRow): components['schemas']['AccountDocument'] {
  return {
    document_id: d.documentId,
    account_id: d.accountId,
    document_type: d.documentType,
    document_date: d.documentDate,
    title: d.title,
    period_start: d.periodStart,
    period_end: d.periodEnd,
    due_date: d.dueDate,
    amount: d.amount,
    document_balance: d.documentBalance,
    is_credit: d.isCredit,
  };
}

/** One page of the account's statements and invoices with its totals and the next page's cursor. */
export async function documentPage(db: Db, accountId: string, request: PageRequest<DocumentSort>) {
  const queries = documentPageQueries(db, accountId, request);
  const rows = await queries.rows;
  const [{ total }] = await queries.total;
  const next_cursor = nextCursorOf(rows, total, documentSortKeys[request.sort], (r) => r.documentId, request);
  return { ...pageOf(rows.map(documentView), total, request.page, request.size), next_cursor };
}

export const listAccountDocuments = tenantHandler<'listAccountDocuments'>(async ({ db, params, query }) => {
  return pageOfAccount(db, params.account_id, () => documentPage(db, params.account_id, pageRequestOf(query, 'document_date')));
});
