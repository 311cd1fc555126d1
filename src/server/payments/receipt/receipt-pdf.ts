import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema';
import { formatDateTime, formatMoney } from '../../../engine/format';
import { BOLD, FONT, MARGIN, fieldBlock, letterhead, renderPdf } from '../../pdf/layout';
import type { LoadedTenant } from '../../tenants/load-tenants';
import type { PaymentRow } from '../record-payment';
import { fillPdfText, pdfTextMessages } from '../../../engine/messages/pdf-texts';

export interface ReceiptData {
  payment: PaymentRow;
  accountName: string;
}

export async function receiptData(db: Db, payment: PaymentRow): Promise<ReceiptData> {
  // A guest's receipt goes to an address nobody verified: it names the account number the guest typed, not its holder.
  if (payment.channel === 'guest') return { payment, accountName: '' };
  const [account] = await db.select({ name: accounts.displayName }).from(accounts).where(eq(accounts.accountId, payment.accountId));
  return { payment, accountName: account?.name ?? '' };
}

export const receiptFilename = (payment: PaymentRow) => `receipt-${payment.paymentNumber}.pdf`;

/** Each status's message key, read when a receipt is drawn (the request's language). */
const STATUS_TEXT = {
  pending: 'statusPending',
  settled: 'statusSettled',
  returned: 'statusReturned',
  refunded: 'statusRefunded',
} as const satisfies Record<PaymentRow['status'], keyof typeof pdfTextMessages>;

/** The payment receipt: the supplier's letterhead, then what was paid, from what, and when. No card data but the last 4. */
export function renderReceipt(tenant: LoadedTenant, { payment, accountName }: ReceiptData): Promise<Buffer> {
  return renderPdf({ layout: 'portrait', title: fillPdfText('receiptTitle', { number: payment.paymentNumber }), author: tenant.config.name }, (doc) => {
    letterhead(doc, tenant);
    doc.font(BOLD).fontSize(16).fillColor('black').text(pdfTextMessages.receiptHeading, MARGIN, doc.y);
    doc.moveDown(0.6);
    // Through the engine's dates, in UTC as the receipt says: the spec's MM/DD/YYYY hh:mm AM in
    // English, the language's own order and clock in Spanish and French (issue 24).
    const when = formatDateTime(payment.createdAt, 'UTC');
    const bottom = fieldBlock(doc, MARGIN, doc.y, doc.page.width - 2 * MARGIN, [
      [pdfTextMessages.receiptNumber, payment.paymentNumber],
      [pdfTextMessages.date, `${when} UTC`],
      [pdfTextMessages.account, `${payment.accountId}${accountName ? ` - ${accountName}` : ''}`],
      [pdfTextMessages.paidWith, payment.sourceLabel],
      [pdfTextMessages.amount, formatMoney(payment.amount)],
      [pdfTextMessages.fee, formatMoney(payment.fee)],
      [pdfTextMessages.totalCharged, formatMoney(payment.total)],
      [pdfTextMessages.status, pdfTextMessages[STATUS_TEXT[payment.status]]],
    ]);
    doc.y = bottom + 16;
    doc.font(FONT).fontSize(9).fillColor('#444444')
      .text(pdfTextMessages.receiptFooter, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
  });
}
