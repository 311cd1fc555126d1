/** GET /accounts/{account_id}/transactions|deliveries/{format}: every row of the account as csv, xlsx or pdf. */
import type { LoadedTenant } from '../../../tenants/load-tenants';
import type { FileReply } from '../../../openapi/operation-types';
import { tenantHandler } from '../../../openapi/operation-types';
import { accountOf } from '../../../accounts/account';
import { deliveryList, deliveryView } from '../list-deliveries';
import { transactionList, transactionTypeFilter, transactionView } from '../list-transactions';
import type { ExportColumn } from '../../../exports/export-column';
import { deliveryColumns, transactionColumns } from './columns';
import { toCsv } from '../../../exports/csv';
import { toPdf } from './pdf';
import { toXlsx } from './xlsx';
import { recordPdfMessages } from '../../../../engine/messages/record-pdfs';

type Format = 'csv' | 'xlsx' | 'pdf';

const CONTENT_TYPE: Record<Format, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

interface ExportInput<Row> {
  tenant: LoadedTenant;
  format: Format;
  what: 'transactions' | 'deliveries';
  title: string;
  account: { accountId: string; displayName: string };
  day: string;
  columns: ExportColumn<Row>[];
  rows: Row[];
}

/** The file of one export, built from rows already read once the request's transaction has ended. */
function exportFile<Row>(input: ExportInput<Row>): FileReply {
  const { tenant, format, account, day, columns, rows } = input;
  const file = async () =>
    format === 'csv'
      ? toCsv(columns, rows)
      : format === 'xlsx'
        ? await toXlsx(input.title, columns, rows, tenant.config.name)
        : await toPdf(tenant, { title: input.title, accountId: account.accountId, accountName: account.displayName, day }, columns, rows);
  return { file, contentType: CONTENT_TYPE[format], filename: `${input.what}-${account.accountId}-${day}.${format}`, disposition: 'attachment' };
}

const today = (now: Date) => now.toISOString().slice(0, 10);

export const exportAccountTransactions = tenantHandler<'exportAccountTransactions'>(async ({ db, params, query, tenant, services }) => {
  const filter = transactionTypeFilter(tenant, query.transaction_type);
  const account = await accountOf(db, params.account_id);
  const rows = await transactionList.all(db, account.accountId, query.sort ?? 'transaction_date', query.order ?? 'desc', filter);
  return exportFile({ tenant, format: params.format, what: 'transactions', title: recordPdfMessages.transactions, account, day: today(services.now()), columns: transactionColumns(), rows: rows.map(transactionView) });
});

export const exportAccountDeliveries = tenantHandler<'exportAccountDeliveries'>(async ({ db, params, query, tenant, services }) => {
  const account = await accountOf(db, params.account_id);
  const rows = await deliveryList.all(db, account.accountId, query.sort ?? 'delivery_date', query.order ?? 'desc');
  return exportFile({ tenant, format: params.format, what: 'deliveries', title: recordPdfMessages.deliveries, account, day: today(services.now()), columns: deliveryColumns(), rows: rows.map(deliveryView) });
});
