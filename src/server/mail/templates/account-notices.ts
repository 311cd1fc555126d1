import { formatMoney } from '../../../engine/format';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { oneLine } from './text';

/**
 * Notices about an account (notification events order.created for staff, payment.made,
 * payment.failed), as a mail and as a text. The customer's own order confirmation is
 * fuel-order-confirmation.ts; these are the short ones. Every value is escaped by brandedMail.
 */
const site = (tenant: LoadedTenant) => oneLine(tenant.config.settings.site_name);
const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);

export interface OrderNotice {
  requestId: number;
  accountId: string;
  summary: string;
  priceText: string;
}

/** To staff (a role or a named user): a customer placed an order. */
export function orderCreatedMail(tenant: LoadedTenant, baseUrl: string, to: string, order: OrderNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: `New fuel order #${order.requestId} on account ${oneLine(order.accountId)}`,
    paragraphs: ['Hello,', `A fuel order (request #${order.requestId}) was placed on account ${oneLine(order.accountId)}: ${oneLine(order.summary)}, ${oneLine(order.priceText)}.`],
    action: { label: 'Open the orders queue', url: `${baseUrl}/admin/accounts/orders` },
  });
}

export const orderCreatedText = (tenant: LoadedTenant, order: OrderNotice): string =>
  cut(`${site(tenant)}: fuel order #${order.requestId} on account ${oneLine(order.accountId)} received (${oneLine(order.summary)}).`);

export interface PaymentNotice {
  accountId: string;
  amountCents: number;
  /** "Visa ending in 4242". */
  sourceLabel: string;
  /** The gateway's words for a decline, shown to the customer as is. */
  reason?: string;
}

const amount = (notice: PaymentNotice) => formatMoney(notice.amountCents / 100);

export function paymentMadeMail(tenant: LoadedTenant, baseUrl: string, to: string, p: PaymentNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: `Payment of ${amount(p)} received`,
    paragraphs: ['Hello,', `A payment of ${amount(p)} from ${oneLine(p.sourceLabel)} was received on account ${oneLine(p.accountId)}. Thank you.`],
  });
}

export const paymentMadeText = (tenant: LoadedTenant, p: PaymentNotice): string => cut(`${site(tenant)}: payment of ${amount(p)} received on account ${oneLine(p.accountId)}. Thank you.`);

export function paymentFailedMail(tenant: LoadedTenant, baseUrl: string, to: string, p: PaymentNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: `Payment of ${amount(p)} was not accepted`,
    paragraphs: [
      'Hello,',
      `A payment of ${amount(p)} from ${oneLine(p.sourceLabel)} on account ${oneLine(p.accountId)} was not accepted${p.reason ? `: ${oneLine(p.reason)}` : '.'}`,
      'No money was taken. Please try again with another payment method or contact us.',
    ],
  });
}

export const paymentFailedText = (tenant: LoadedTenant, p: PaymentNotice): string =>
  cut(`${site(tenant)}: payment of ${amount(p)} on account ${oneLine(p.accountId)} was not accepted. No money was taken.`);

/** A town notification an admin sends (TOWN_WIDE_EMAIL, SMS_EMERGENCY, PACKAGE_DELIVERED): their subject and message as they wrote them. */
export function townNoticeMail(tenant: LoadedTenant, baseUrl: string, to: string, notice: { subject: string; message: string }): MailMessage {
  return brandedMail(tenant, baseUrl, { to, subject: oneLine(notice.subject), paragraphs: notice.message.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean) });
}

export const townNoticeText = (tenant: LoadedTenant, notice: { subject: string; message: string }): string => cut(`${site(tenant)}: ${oneLine(notice.subject)} — ${oneLine(notice.message)}`);
