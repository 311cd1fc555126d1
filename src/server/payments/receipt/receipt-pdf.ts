import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema';
import { formatMoney } from '../../../engine/format';
import { BOLD, FONT, MARGIN, fieldBlock, letterhead, renderPdf } from '../../pdf/layout';
import type { LoadedTenant } from '../../tenants/load-tenants';
import type { PaymentRow } from '../record-payment';

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

const STATUS_TEXT: Record<PaymentRow['status'], string> = {
  pending: 'Received - pending settlement',
  settled: 'Settled',
  returned: 'Returned by the bank',
  refunded: 'Refunded',
};

/** The payment receipt: the supplier's letterhead, then what was paid, from what, and when. No card data but the last 4. */
export function renderReceipt(tenant: LoadedTenant, { payment, accountName }: ReceiptData): Promise<Buffer> {
  return renderPdf({ layout: 'portrait', title: `Payment receipt ${payment.paymentNumber}`, author: tenant.config.name }, (doc) => {
    letterhead(doc, tenant);
    doc.font(BOLD).fontSize(16).fillColor('black').text('Payment Receipt', MARGIN, doc.y);
    doc.moveDown(0.6);
    const when = payment.createdAt.toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });
    const bottom = fieldBlock(doc, MARGIN, doc.y, doc.page.width - 2 * MARGIN, [
      ['Receipt number', payment.paymentNumber],
      ['Date', `${when} UTC`],
      ['Account', `${payment.accountId}${accountName ? ` - ${accountName}` : ''}`],
      ['Paid with', payment.sourceLabel],
      ['Amount', formatMoney(payment.amount)],
      ['Fee', formatMoney(payment.fee)],
      ['Total charged', formatMoney(payment.total)],
      ['Status', STATUS_TEXT[payment.status]],
    ]);
    doc.y = bottom + 16;
    doc.font(FONT).fontSize(9).fillColor('#444444')
      .text('Thank you for your payment. Bank payments take a few business days to settle; a payment the bank returns is charged back to the account.', MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
  });
}
