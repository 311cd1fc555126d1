import type { Db } from '../../db/database';
import { formatMoney } from '../../../engine/format';
import { brandedMail } from '../../mail/layout';
import type { Services } from '../../services';
import type { LoadedTenant } from '../../tenants/load-tenants';
import type { PaymentRow } from '../record-payment';
import { receiptFilename } from './receipt-pdf';

/**
 * Queues the receipt mail when the tenant sends receipts (settings.payments.customer_receipt, on
 * by default). The PDF is named, not stored: the mail worker draws it from the payment when it sends.
 */
export async function queueReceipt(db: Db, tenant: LoadedTenant, services: Services, payment: PaymentRow): Promise<void> {
  if (tenant.config.settings.payments?.customer_receipt === false || !payment.receiptEmail) return;
  const site = tenant.config.settings.site_name ?? tenant.config.name;
  const message = brandedMail(tenant, services.publicBaseUrl(tenant), {
    to: payment.receiptEmail,
    subject: `Payment receipt ${payment.paymentNumber} - ${site}`,
    paragraphs: [
      `Thank you. We received your payment of ${formatMoney(payment.amount)} on account ${payment.accountId}.`,
      `Paid with ${payment.sourceLabel}; fee ${formatMoney(payment.fee)}; total charged ${formatMoney(payment.total)}. Receipt number ${payment.paymentNumber}.`,
      'The payment shows as pending until it settles. Your receipt is attached as a PDF.',
    ],
  });
  await services.mailer.queue(db, tenant, { ...message, attachments: [{ kind: 'payment-receipt', ref: payment.id, filename: receiptFilename(payment) }] });
}
