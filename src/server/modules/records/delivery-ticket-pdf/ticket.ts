/**
 * A delivery ticket: the supplier's letterhead, then the ticket's facts (number, date, account,
 * where the fuel went) and one line with product, gallons, price per gallon and amount, as the
 * driver's ticket reads.
 */
import { formatDate, formatMoney, formatQuantity, formatUnitPrice } from '../../../../engine/format';
import type { LoadedTenant } from '../../../tenants/load-tenants';
import { billingAddress } from '../document-pdf/heading';
import { BOLD, fieldBlock, letterhead, MARGIN, renderPdf } from '../../../pdf/layout';
import { drawTable, type TableColumn } from '../document-pdf/table';
import type { LocationRow, TicketData } from './data';
import { fillRecordPdf, recordPdfMessages } from '../../../../engine/messages/record-pdfs';

/** The table's columns, headed in the request's language (a function: read when drawn). */
const columns = (): TableColumn[] => [
  { header: recordPdfMessages.product, width: 30 },
  { header: recordPdfMessages.gallons, width: 20, align: 'right' },
  { header: recordPdfMessages.pricePerGallon, width: 22, align: 'right' },
  { header: recordPdfMessages.amount, width: 20, align: 'right' },
];

function deliveryAddress(location: LocationRow): string {
  return [location.street1, location.street2, `${location.city}, ${location.state} ${location.zipcode}`].filter(Boolean).join('\n');
}

/** The ticket's rows of label and value: the left block (account, where) and the right (ticket, date). */
export function ticketFields({ delivery, account, location }: TicketData): { left: [string, string][]; right: [string, string][] } {
  return {
    left: [
      [recordPdfMessages.accountNumber, account.accountId],
      [recordPdfMessages.name, account.displayName],
      [recordPdfMessages.deliveredTo, location ? deliveryAddress(location) : billingAddress(account)],
      [recordPdfMessages.tank, delivery.dropName],
    ],
    right: [
      [recordPdfMessages.ticketNumber, delivery.ticketNumber],
      [recordPdfMessages.deliveryDate, formatDate(delivery.deliveryDate)],
      [recordPdfMessages.locationNumber, String(delivery.locationNumber)],
      ...(delivery.documentId ? [[recordPdfMessages.invoice, delivery.documentId] as [string, string]] : []),
    ],
  };
}

export function renderDeliveryTicket(tenant: LoadedTenant, data: TicketData): Promise<Buffer> {
  const { delivery } = data;
  const title = fillRecordPdf('ticketTitle', { ticket: delivery.ticketNumber });
  return renderPdf({ layout: 'portrait', title, author: tenant.config.name }, async (doc) => {
    letterhead(doc, tenant);
    doc.font(BOLD).fontSize(16).fillColor('black').text(title, MARGIN, doc.y);
    doc.moveDown(0.6);
    const top = doc.y;
    const half = (doc.page.width - 2 * MARGIN) / 2;
    const { left, right } = ticketFields(data);
    const bottom = Math.max(fieldBlock(doc, MARGIN, top, half - 10, left), fieldBlock(doc, MARGIN + half + 10, top, half - 10, right));
    doc.y = bottom + 14;
    doc.x = MARGIN;
    await drawTable(doc, {
      columns: columns(),
      rows: [[delivery.productName, formatQuantity(delivery.quantity), formatUnitPrice(delivery.unitPrice), formatMoney(delivery.amount)]],
      totals: [recordPdfMessages.total, '', '', formatMoney(delivery.amount)],
    });
  });
}
