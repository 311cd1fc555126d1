import type { FormDocument } from '../../../engine/forms';
import { formatMoney } from '../../../engine/format';
import { messages } from '../../../engine/messages/catalogue';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { extraAnswerLines } from './extra-answers';
import { oneLine } from './text';
import { fillMailNotice, mailNoticeMessages } from '../../../engine/messages/mail-notices';

/** What the confirmation says about an order: the workflow item's contents, as stored. */
export interface ConfirmedOrder {
  requestId: number;
  accountId: string;
  dropName: string;
  productName: string;
  address: string;
  fill: boolean;
  gallons: number | null;
  extras: string[];
  totalPrice: number | null;
  paymentLabel: string;
  specialInstructions: string;
  extra: Readonly<Record<string, unknown>>;
}

/** Tells the customer their order was received, with what staff will deliver and the server's price. */
export function fuelOrderConfirmationMail(tenant: LoadedTenant, baseUrl: string, to: string, order: ConfirmedOrder, form?: FormDocument): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailNotice('orderConfirmationSubject', { id: order.requestId }),
    paragraphs: [
      fillMailNotice('orderConfirmationBody', { id: order.requestId, account: oneLine(order.accountId) }),
      fillMailNotice('orderTank', { tank: oneLine(order.dropName), product: oneLine(order.productName), address: oneLine(order.address) }),
      order.fill ? mailNoticeMessages.orderFill : fillMailNotice('orderGallons', { gallons: String(order.gallons) }),
      ...(order.extras.length ? [fillMailNotice('orderExtras', { extras: order.extras.map(oneLine).join(', ') })] : []),
      order.totalPrice === null ? messages.priceOnDelivery : fillMailNotice('orderTotal', { total: formatMoney(order.totalPrice) }),
      fillMailNotice('orderPayment', { payment: oneLine(order.paymentLabel) }),
      ...(order.specialInstructions ? [fillMailNotice('orderInstructions', { text: order.specialInstructions })] : []),
      ...extraAnswerLines(order.extra, form),
    ],
    action: { label: mailNoticeMessages.viewAccount, url: `${baseUrl}/accounts/${encodeURIComponent(order.accountId)}` },
  });
}
