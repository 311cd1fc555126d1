/** An invoice: the delivery line(s) billed on it (product, gallons, price per gallon, amount) and its total. */
import { formatDate, formatMoney, formatQuantity, formatUnitPrice } from '../../../../engine/format';
import type { LoadedTenant } from '../../../tenants/load-tenants';
import type { AccountRow, DeliveryRow, DocumentRow, TransactionRow } from './data';
import { documentHeading } from './heading';
import { letterhead, renderPdf } from '../../../pdf/layout';
import { drawTable, type TableColumn } from './table';
import { recordPdfMessages } from '../../../../engine/messages/record-pdfs';

/** The table's columns, headed in the request's language (a function: read when drawn). */
const columns = (): TableColumn[] => [
  { header: recordPdfMessages.date, width: 11 },
  { header: recordPdfMessages.ticket, width: 13 },
  { header: recordPdfMessages.tank, width: 22 },
  { header: recordPdfMessages.product, width: 18 },
  { header: recordPdfMessages.gallons, width: 14, align: 'right' },
  { header: recordPdfMessages.pricePerGallon, width: 14, align: 'right' },
  { header: recordPdfMessages.amount, width: 14, align: 'right' },
];

/** One row per delivery; an invoice without a delivery (a service charge) shows its ledger lines instead. */
export function invoiceRows(deliveries: DeliveryRow[], charges: TransactionRow[]): string[][] {
  if (deliveries.length) {
    return deliveries.map((d) => [formatDate(d.deliveryDate), d.ticketNumber, d.dropName, d.productName, formatQuantity(d.quantity), formatUnitPrice(d.unitPrice), formatMoney(d.amount)]);
  }
  return charges.map((t) => [formatDate(t.transactionDate), t.reference, '', t.productName ?? t.description, formatQuantity(t.quantity), t.unitPrice === null ? '' : formatUnitPrice(t.unitPrice), formatMoney(t.amount)]);
}

export function renderInvoice(tenant: LoadedTenant, document: DocumentRow, account: AccountRow, lines: { deliveries: DeliveryRow[]; charges: TransactionRow[] }): Promise<Buffer> {
  return renderPdf({ layout: 'portrait', title: document.title, author: tenant.config.name }, async (doc) => {
    letterhead(doc, tenant);
    documentHeading(doc, document, account, [[recordPdfMessages.invoiceTotal, document.amount]]);
    await drawTable(doc, {
      columns: columns(),
      rows: invoiceRows(lines.deliveries, lines.charges),
      totals: ['', '', '', recordPdfMessages.total, '', '', formatMoney(document.amount)],
    });
  });
}
