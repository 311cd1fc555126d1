import type { FormDocument } from '../../../engine/forms';
import { formatMoney } from '../../../engine/format';
import { messages } from '../../../engine/messages/catalogue';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { extraAnswerLines } from './extra-answers';
import { oneLine } from './text';

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
    subject: `Fuel order #${order.requestId} received`,
    paragraphs: [
      `We received your fuel order #${order.requestId} for account ${oneLine(order.accountId)}.`,
      `Tank: ${oneLine(order.dropName)} (${oneLine(order.productName)}) at ${oneLine(order.address)}`,
      `Order: ${order.fill ? 'Fill the tank' : `${order.gallons} gallons`}`,
      ...(order.extras.length ? [`Extras: ${order.extras.map(oneLine).join(', ')}`] : []),
      order.totalPrice === null ? messages.priceOnDelivery : `Total price: ${formatMoney(order.totalPrice)}`,
      `Payment: ${oneLine(order.paymentLabel)}`,
      ...(order.specialInstructions ? [`Special instructions: ${order.specialInstructions}`] : []),
      ...extraAnswerLines(order.extra, form),
    ],
    action: { label: 'View your account', url: `${baseUrl}/accounts/${encodeURIComponent(order.accountId)}` },
  });
}
