import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { orderCreatedMail, orderCreatedText, paymentFailedMail, paymentFailedText, paymentMadeMail, paymentMadeText, type OrderNotice, type PaymentNotice } from '../mail/templates/account-notices';
import { notify, type NotifyContext } from './notify';
import type { CustomerContact } from './recipients';

/**
 * The account events other modules report (orders, payments): each builds its notice and hands it
 * to notify() in the caller's transaction, so a rolled-back order or payment tells nobody.
 */

/** A portal user's email and cell phone; a guest (no user) is reached at the email they gave. */
export async function contactOfUser(db: Db, userId: number | null, email: string | null): Promise<CustomerContact> {
  if (userId === null) return { email: email ?? undefined };
  const [user] = await db.select({ email: users.email, cellPhone: users.cellPhone, locale: users.locale }).from(users).where(eq(users.id, userId));
  return user ? { email: email ?? user.email, phone: user.cellPhone || undefined, locale: user.locale } : { email: email ?? undefined };
}

const same = (a: string, b: string | undefined) => a.trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * order.created: the customer's mail is their full order confirmation (so the matrix's "customer,
 * email" cell is that confirmation, never a second mail); staff get a short notice.
 */
export async function notifyOrderCreated(ctx: NotifyContext, customer: CustomerContact, order: OrderNotice, confirmation: (to: string) => MailMessage): Promise<number> {
  const baseUrl = ctx.services.publicBaseUrl(ctx.tenant);
  return notify(ctx, {
    keys: ['order.created'],
    event: 'order.created',
    customer,
    mail: (to) => (same(to, customer.email) ? confirmation(to) : orderCreatedMail(ctx.tenant, baseUrl, to, order)),
    text: () => orderCreatedText(ctx.tenant, order),
  });
}

/**
 * payment.made or payment.failed, to whoever the configuration selects; `alreadyMailed` (an address that has its own mail about it) gets no second one.
 * `reasonNotFor`: an address nobody verified (a guest's) that must not read why a payment failed, only that it did.
 */
export async function notifyPayment(ctx: NotifyContext, event: 'payment.made' | 'payment.failed', customer: CustomerContact, payment: PaymentNotice, alreadyMailed?: string, reasonNotFor?: string): Promise<number> {
  const baseUrl = ctx.services.publicBaseUrl(ctx.tenant);
  const made = event === 'payment.made';
  const noticeFor = (to: string): PaymentNotice => (reasonNotFor !== undefined && same(to, reasonNotFor) ? { ...payment, reason: undefined } : payment);
  return notify(ctx, {
    keys: [event],
    event,
    customer,
    mail: (to) => (alreadyMailed !== undefined && same(to, alreadyMailed) ? undefined : (made ? paymentMadeMail : paymentFailedMail)(ctx.tenant, baseUrl, to, noticeFor(to))),
    text: () => (made ? paymentMadeText : paymentFailedText)(ctx.tenant, payment),
  });
}
