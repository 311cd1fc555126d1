import type { Db } from '../../db/database';
import { formatMoney } from '../../../engine/format';
import { brandedMail } from '../../mail/layout';
import type { Services } from '../../services';
import type { LoadedTenant } from '../../tenants/load-tenants';
import type { PaymentRow } from '../record-payment';
import { receiptFilename } from './receipt-pdf';
import { fillMailNotice, mailNoticeMessages } from '../../../engine/messages/mail-notices';
import { activeLanguage } from '../../../engine/i18n/active-language';

/**
 * Queues the receipt mail when the tenant sends receipts (settings.payments.customer_receipt, on
 * by default). The PDF is named, not stored: the mail worker draws it from the payment when it sends.
 */
export async function queueReceipt(db: Db, tenant: LoadedTenant, services: Services, payment: PaymentRow): Promise<void> {
  if (tenant.config.settings.payments?.customer_receipt === false || !payment.receiptEmail) return;
  const site = tenant.config.settings.site_name ?? tenant.config.name;
  const message = brandedMail(tenant, services.publicBaseUrl(tenant), {
    to: payment.receiptEmail,
    subject: fillMailNotice('receiptSubject', { number: payment.paymentNumber, site }),
    paragraphs: [
      fillMailNotice('receiptThanks', { amount: formatMoney(payment.amount), account: payment.accountId }),
      fillMailNotice('receiptPaidWith', { source: payment.sourceLabel, fee: formatMoney(payment.fee), total: formatMoney(payment.total), number: payment.paymentNumber }),
      mailNoticeMessages.receiptPending,
    ],
  });
  await services.mailer.queue(db, tenant, { ...message, attachments: [{ kind: 'payment-receipt', ref: payment.id, filename: receiptFilename(payment), language: activeLanguage() }] });
}
