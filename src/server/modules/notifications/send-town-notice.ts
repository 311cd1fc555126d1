import { and, asc, eq, sql } from 'drizzle-orm';
import { fillBackOffice } from '../../../engine/messages/back-office';
import { recipientsFor, type NotifyMethod } from '../../../engine/notifications';
import { toE164 } from '../../../engine/notifications/sms-number';
import { recordChange } from '../../audit/record-change';
import { requireCaller } from '../../auth/caller';
import { users } from '../../db/schema';
import { townNoticeMail, townNoticeText } from '../../mail/templates/account-notices';
import { notificationsConfigOf } from '../../notifications/notify';
import { tenantCountryOf } from '../../notifications/tenant-country';
import { tenantHandler } from '../../openapi/operation-types';
import { notifyMethodsOf } from '../../notifications/alert-options';
import { checkedTownNotice } from './town-notice-checks';
import { CUSTOMER_ROLE } from '../../../engine/roles/roles';

/** Customers are the users of this role (tenant.json); staff subscribe to nothing. */

/**
 * POST /notifications/town: the notice to every confirmed customer whose profile subscribes to
 * the code, by the methods the config gives `customer` for `town.<code>` (those the tenant
 * offers), each address once, in this transaction through the outboxes — a failure half-way
 * sends nothing. Logged in the change log with what was sent and how many were queued. With no
 * method configured for the code nothing is queued, and the answer says so.
 */
export const sendTownNotification = tenantHandler<'sendTownNotification'>(async (ctx) => {
  const admin = requireCaller(ctx.caller);
  const notice = checkedTownNotice(ctx.body);
  const offered = notifyMethodsOf(ctx.tenant);
  const rules = recipientsFor(notificationsConfigOf(ctx.tenant), [`town.${notice.code}`]).filter((r) => r.to === 'customer');
  const methods = [...new Set(rules.flatMap((r) => r.methods))].filter((m): m is NotifyMethod => offered.includes(m));
  const subscribers = !methods.length ? [] : await ctx.db
    .select({ email: users.email, cellPhone: users.cellPhone })
    .from(users)
    .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.role, CUSTOMER_ROLE), eq(users.confirmed, true), sql`${users.townNotifications} @> ${JSON.stringify([notice.code])}::jsonb`))
    .orderBy(asc(users.id));
  const baseUrl = ctx.services.publicBaseUrl(ctx.tenant);
  const country = tenantCountryOf(ctx.tenant);
  const text = townNoticeText(ctx.tenant, notice);
  const seen = new Set<string>();
  let queued = 0;
  for (const subscriber of subscribers) {
    for (const method of methods) {
      const to = method === 'email' ? subscriber.email.trim().toLowerCase() : toE164(subscriber.cellPhone, country);
      if (!to || seen.has(`${method}:${to}`)) continue;
      seen.add(`${method}:${to}`);
      if (method === 'email') await ctx.services.mailer.queue(ctx.db, ctx.tenant, townNoticeMail(ctx.tenant, baseUrl, to, notice));
      else await ctx.services.sms.queue(ctx.db, ctx.tenant.id, { to, body: text, event: `town.${notice.code}` });
      queued += 1;
    }
  }
  const now = ctx.services.now();
  await recordChange(ctx.db, ctx.tenant.id, admin, { operationId: 'sendTownNotification', target: `town.${notice.code}`, before: null, after: { ...notice, methods, subscribers: subscribers.length, queued } }, now);
  // No method configured is no error (the admin may send before choosing one), but the answer says why nothing went.
  const message = methods.length ? fillBackOffice('townNotificationSent', { queued, subscribers: subscribers.length }) : fillBackOffice('townNotificationNoMethod', { code: notice.code });
  return { message, subscribers: subscribers.length, queued };
});
