import { formatMoney } from '../../../engine/format';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { oneLine } from './text';
import { fillMailNotice, mailNoticeMessages } from '../../../engine/messages/mail-notices';

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
    subject: fillMailNotice('orderCreatedSubject', { id: order.requestId, account: oneLine(order.accountId) }),
    paragraphs: [mailNoticeMessages.hello, fillMailNotice('orderCreatedBody', { id: order.requestId, account: oneLine(order.accountId), summary: oneLine(order.summary), price: oneLine(order.priceText) })],
    action: { label: mailNoticeMessages.orderCreatedAction, url: `${baseUrl}/admin/accounts/orders` },
  });
}

export const orderCreatedText = (tenant: LoadedTenant, order: OrderNotice): string =>
  cut(fillMailNotice('orderCreatedText', { site: site(tenant), id: order.requestId, account: oneLine(order.accountId), summary: oneLine(order.summary) }));

export interface PaymentNotice {
  accountId: string;
  amountCents: number;
  /** "Visa ending in 4242". */
  sourceLabel: string;
  /** The gateway's words for a decline, shown to the customer as is. */
  reason?: string;
}

const amount = (notice: PaymentNotice) => formatMoney(notice.amountCents / 100);
/** The values a payment notice names. */
const words = (p: PaymentNotice) => ({ amount: amount(p), source: oneLine(p.sourceLabel), account: oneLine(p.accountId) });

export function paymentMadeMail(tenant: LoadedTenant, baseUrl: string, to: string, p: PaymentNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailNotice('paymentMadeSubject', { amount: amount(p) }),
    paragraphs: [mailNoticeMessages.hello, fillMailNotice('paymentMadeBody', words(p))],
  });
}

export const paymentMadeText = (tenant: LoadedTenant, p: PaymentNotice): string => cut(fillMailNotice('paymentMadeText', { ...words(p), site: site(tenant) }));

export function paymentFailedMail(tenant: LoadedTenant, baseUrl: string, to: string, p: PaymentNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailNotice('paymentFailedSubject', { amount: amount(p) }),
    paragraphs: [
      mailNoticeMessages.hello,
      p.reason ? fillMailNotice('paymentFailedBodyReason', { ...words(p), reason: oneLine(p.reason) }) : fillMailNotice('paymentFailedBody', words(p)),
      mailNoticeMessages.paymentFailedAdvice,
    ],
  });
}

export const paymentFailedText = (tenant: LoadedTenant, p: PaymentNotice): string =>
  cut(fillMailNotice('paymentFailedText', { ...words(p), site: site(tenant) }));

/** A town notification an admin sends (TOWN_WIDE_EMAIL, SMS_EMERGENCY, PACKAGE_DELIVERED): their subject and message as they wrote them. */
export function townNoticeMail(tenant: LoadedTenant, baseUrl: string, to: string, notice: { subject: string; message: string }): MailMessage {
  return brandedMail(tenant, baseUrl, { to, subject: oneLine(notice.subject), paragraphs: notice.message.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean) });
}

export const townNoticeText = (tenant: LoadedTenant, notice: { subject: string; message: string }): string => cut(`${site(tenant)}: ${oneLine(notice.subject)} — ${oneLine(notice.message)}`);
