import { recipientsFor, type NotificationsConfig } from '../../engine/notifications';
import type { Db } from '../db/database';
import type { MailMessage } from '../mail/mailer';
import { notifyMethodsOf } from './alert-options';
import type { Services } from '../services';
import type { LoadedTenant } from '../tenants/load-tenants';
import { defaultNotificationsConfig } from './default-config';
import { tenantCountryOf } from './tenant-country';
import { deliveriesFor, type CustomerContact } from './recipients';
import { inLanguage } from '../http/request-language';

export interface NotifyContext {
  db: Db;
  tenant: LoadedTenant;
  services: Services;
}

/** One event to tell people about, in the words of each method. */
export interface Notice {
  /** The configuration keys the event matches (engine: workflowEventKeys, or e.g. ['order.created']). */
  keys: readonly string[];
  /** The key the text outbox records (the most specific). */
  event: string;
  customer: CustomerContact;
  /** The mail to `to`; undefined when that address already has its own mail about the event (an autopay failure mail). */
  mail(to: string): MailMessage | undefined;
  /** The text message, worded when asked: in each recipient's language. */
  text(): string;
}

/** The tenant's notification configuration as it runs (data document `notifications`); the built-in one for a tenant read without its data documents. */
export const notificationsConfigOf = (tenant: LoadedTenant): NotificationsConfig => (tenant.data?.notifications ?? defaultNotificationsConfig()) as NotificationsConfig;

/**
 * Sends a notice to whoever the tenant's configuration selects, through the mail and text
 * outboxes in the caller's transaction: nothing leaves for a transaction that rolls back.
 * Answers how many messages were queued.
 */
export async function notify(ctx: NotifyContext, notice: Notice): Promise<number> {
  const recipients = recipientsFor(notificationsConfigOf(ctx.tenant), notice.keys);
  if (!recipients.length) return 0;
  const deliveries = await deliveriesFor(ctx.db, recipients, notice.customer, notifyMethodsOf(ctx.tenant), tenantCountryOf(ctx.tenant));
  let queued = 0;
  for (const delivery of deliveries) {
    // Each recipient reads it in their own language (issue 24): a staff member's profile, the customer's.
    const inTheirs = <T>(word: () => T): T => (delivery.language ? inLanguage(delivery.language, word) : word());
    if (delivery.method === 'email') {
      const mail = inTheirs(() => notice.mail(delivery.to));
      if (!mail) continue;
      await ctx.services.mailer.queue(ctx.db, ctx.tenant, mail);
    } else await ctx.services.sms.queue(ctx.db, ctx.tenant.id, { to: delivery.to, body: inTheirs(notice.text), event: notice.event });
    queued += 1;
  }
  return queued;
}
