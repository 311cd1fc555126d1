/**
 * The columns of the transaction and delivery exports, written once for the three formats: csv
 * takes the raw value, xlsx the raw value typed by `kind`, the PDF the display text of the
 * engine's rules. `pdfWidth` (a share of the row) leaves a column out of the PDF when absent.
 * Functions, not constants: the headers are read per export, in the request's language.
 */
import type { components } from '../../../../../openapi/generated/tenant-api';
import type { ExportColumn } from '../../../exports/export-column';
import { formatDate, formatMoney, formatQuantity, formatStatus, formatUnitPrice } from '../../../../engine/format';
import { recordPdfMessages } from '../../../../engine/messages/record-pdfs';

export function displayOf<Row>(column: ExportColumn<Row>, row: Row): string {
  if (column.display) return column.display(row);
  const value = column.value(row);
  switch (column.kind) {
    case 'date':
      return formatDate(value as string | null);
    case 'money':
      return value === null ? '' : formatMoney(value);
    case 'price':
      return value === null ? '' : formatUnitPrice(value);
    case 'quantity':
      return formatQuantity(value as number | null);
    default:
      return value === null ? '' : String(value);
  }
}

export type Transaction = components['schemas']['Transaction'];
export type Delivery = components['schemas']['Delivery'];

export function transactionColumns(): ExportColumn<Transaction>[] {
  return [
    { header: recordPdfMessages.date, kind: 'date', value: (t) => t.transaction_date, pdfWidth: 9, xlsxWidth: 12 },
    { header: recordPdfMessages.type, kind: 'text', value: (t) => t.transaction_type, display: (t) => formatStatus(t.transaction_type), pdfWidth: 11, xlsxWidth: 16 },
    { header: recordPdfMessages.description, kind: 'text', value: (t) => t.description, pdfWidth: 24, xlsxWidth: 36 },
    { header: recordPdfMessages.reference, kind: 'text', value: (t) => t.reference, pdfWidth: 11, xlsxWidth: 16 },
    { header: recordPdfMessages.location, kind: 'integer', value: (t) => t.location_number, xlsxWidth: 10 },
    { header: recordPdfMessages.product, kind: 'text', value: (t) => t.product_name, pdfWidth: 14, xlsxWidth: 24 },
    { header: recordPdfMessages.quantity, kind: 'quantity', value: (t) => t.quantity, pdfWidth: 11, total: true, xlsxWidth: 12 },
    { header: recordPdfMessages.pricePerGallon, kind: 'price', value: (t) => t.unit_price, xlsxWidth: 16 },
    { header: recordPdfMessages.amount, kind: 'money', value: (t) => t.amount, pdfWidth: 10, total: true, xlsxWidth: 14 },
    { header: recordPdfMessages.balance, kind: 'money', value: (t) => t.balance, pdfWidth: 10, xlsxWidth: 14 },
    { header: recordPdfMessages.document, kind: 'text', value: (t) => t.document_id, xlsxWidth: 16 },
    { header: recordPdfMessages.transactionId, kind: 'text', value: (t) => t.transaction_id, xlsxWidth: 18 },
  ];
}

export function deliveryColumns(): ExportColumn<Delivery>[] {
  return [
    { header: recordPdfMessages.date, kind: 'date', value: (d) => d.delivery_date, pdfWidth: 9, xlsxWidth: 12 },
    { header: recordPdfMessages.ticket, kind: 'text', value: (d) => d.ticket_number, pdfWidth: 10, xlsxWidth: 14 },
    { header: recordPdfMessages.location, kind: 'integer', value: (d) => d.location_number, pdfWidth: 6, xlsxWidth: 10 },
    { header: recordPdfMessages.tank, kind: 'text', value: (d) => d.drop_name, pdfWidth: 22, xlsxWidth: 22 },
    { header: recordPdfMessages.product, kind: 'text', value: (d) => d.product_name, pdfWidth: 17, xlsxWidth: 24 },
    { header: recordPdfMessages.productType, kind: 'text', value: (d) => d.product_type, xlsxWidth: 14 },
    { header: recordPdfMessages.quantity, kind: 'quantity', value: (d) => d.quantity, pdfWidth: 13, total: true, xlsxWidth: 12 },
    { header: recordPdfMessages.pricePerGallon, kind: 'price', value: (d) => d.unit_price, pdfWidth: 12, xlsxWidth: 16 },
    { header: recordPdfMessages.amount, kind: 'money', value: (d) => d.amount, pdfWidth: 11, total: true, xlsxWidth: 14 },
    { header: recordPdfMessages.invoice, kind: 'text', value: (d) => d.document_id, xlsxWidth: 16 },
    { header: recordPdfMessages.deliveryId, kind: 'text', value: (d) => d.delivery_id, xlsxWidth: 18 },
  ];
}
