import type { components, operations } from '../../../../openapi/generated/tenant-api';
import { sql, type SQL } from 'drizzle-orm';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { transactions } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { pageOfAccount } from '../../accounts/account';
import { pageRequestOf, type SortKey } from './keyset';
import { recordList, type RecordFilter } from './record-list';
import { assertListed } from '../../reference-lists/lists';

/** What a transaction's answer carries (transactionView): the columns a page and an export read. */
const sentColumns = {
  transactionId: transactions.transactionId,
  accountId: transactions.accountId,
  transactionDate: transactions.transactionDate,
  transactionType: transactions.transactionType,
  description: transactions.description,
  reference: transactions.reference,
  documentId: transactions.documentId,
  locationNumber: transactions.locationNumber,
  productName: transactions.productName,
  quantity: transactions.quantity,
  unitPrice: transactions.unitPrice,
  amount: transactions.amount,
  isCredit: transactions.isCredit,
  balance: transactions.balance,
};
type TransactionRow = Pick<typeof transactions.$inferSelect, keyof typeof sentColumns>;
export type TransactionSort = NonNullable<NonNullable<operations['listAccountTransactions']['parameters']['query']>['sort']>;

export const transactionSortKeys: Record<TransactionSort, SortKey<TransactionRow>> = {
  transaction_date: { column: transactions.transactionDate, kind: 'date', valueOf: (r) => r.transactionDate },
  transaction_type: { column: transactions.transactionType, kind: 'text', valueOf: (r) => r.transactionType },
  description: { column: transactions.description, kind: 'text', valueOf: (r) => r.description },
  amount: { column: transactions.amount, kind: 'number', valueOf: (r) => r.amount },
  // Only deliveries have a quantity: the other lines come last, whichever the order.
  quantity: { column: transactions.quantity, kind: 'number', nullable: true, valueOf: (r) => r.quantity },
};

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

export const transactionList = recordList({
  table: transactions,
  columns: sentColumns,
  accountColumn: transactions.accountId,
  idColumn: transactions.transactionId,
  sortKeys: transactionSortKeys,
  idOf: (r) => r.transactionId,
  view: transactionView,
});

/** A transaction type's condition, on its value or on a prepared statement's placeholder. */
const ofTransactionType = (type: unknown): SQL => sql`${transactions.transactionType}::text = ${type}`;

/**
 * The rows of one of the tenant's transaction types (GET /config/transaction_types), or all when
 * none is asked for; an unlisted type is refused (422). The tenant's list names types, the column
 * holds the ledger's: a listed id the ledger lacks matches no line.
 */
export function transactionTypeFilter(tenant: LoadedTenant, type: string | undefined): RecordFilter | undefined {
  if (type === undefined) return undefined;
  assertListed(tenant, 'transaction_types', type, 'query/transaction_type', 'UNKNOWN_TRANSACTION_TYPE');
  return { name: 'transaction_type', value: type, where: ofTransactionType };
}

/** GET …/transactions: one keyset page, optionally of one transaction type. */
export const listAccountTransactions = tenantHandler<'listAccountTransactions'>(({ db, tenant, params, query }) => {
  const filter = transactionTypeFilter(tenant, query.transaction_type);
  return pageOfAccount(db, params.account_id, () => transactionList.page(db, params.account_id, pageRequestOf(query, 'transaction_date'), filter));
});
