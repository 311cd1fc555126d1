import type { components, operations } from '../../../../openapi/generated/tenant-api';
import { accountDocuments } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { pageOfAccount } from '../../accounts/account';
import { pageRequestOf, type SortKey } from './keyset';
import { recordList } from './record-list';

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
    amount_due: d.amountDue,
    document_balance: d.documentBalance,
    is_credit: d.isCredit,
  };
}

export const documentList = recordList({
  table: accountDocuments,
  accountColumn: accountDocuments.accountId,
  idColumn: accountDocuments.documentId,
  sortKeys: documentSortKeys,
  idOf: (r) => r.documentId,
  view: documentView,
});

export const listAccountDocuments = tenantHandler<'listAccountDocuments'>(({ db, params, query }) =>
  pageOfAccount(db, params.account_id, () => documentList.page(db, params.account_id, pageRequestOf(query, 'document_date'))),
);
