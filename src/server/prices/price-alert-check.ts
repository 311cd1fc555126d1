/**
 * Price alerts (issue 26): after an import brings posted prices (the import worker calls this once
 * a job has finished) and every hour (a price posted for a later day starts to hold without any
 * import), each alert is stepped by the engine's crossing rule against its product's price today:
 * an armed alert the price meets fires once and is disarmed, a disarmed one the price is back above
 * is armed again. Each write is conditional on the state it was read in, so two processes checking
 * at once fire nothing twice; the customer's notices and the event price.alert_triggered go in the
 * transaction that disarms it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { priceAlertStep } from '../../engine/orders/price-alert';
import type { TenantConfigs } from '../config/tenant-configs';
import type { Database, Db } from '../db/database';
import { priceAlerts, users } from '../db/schema';
import { emitEvent, type PortalEvent } from '../events/emit-event';
import type { OutsideJob } from '../jobs/periodic-jobs';
import { priceAlertMail, priceAlertText, type PriceAlertNotice } from '../mail/templates/price-notices';
import { notify, type NotifyContext } from '../notifications/notify';
import type { CustomerContact } from '../notifications/recipients';
import type { Services } from '../services';
import type { LoadedTenant, TenantRegistry } from '../tenants/load-tenants';
import { postedPricesOnDay, postedPricesShown, priceDay } from './todays-prices';

/**
 * Who is told: the user who set the alert, at their own address and number, by the channels their
 * profile chose for delivery reminders; by email when they chose none (setting the alert was asking to be told).
 */
async function customerOf(db: Db, userId: number): Promise<CustomerContact> {
  const [user] = await db.select({ email: users.email, cellPhone: users.cellPhone, locale: users.locale, choices: users.notificationChoices }).from(users).where(eq(users.id, userId));
  if (!user) return {};
  const chosen = user.choices.delivery_reminders;
  const wanted = chosen && (chosen.email || chosen.text) ? chosen : { email: true, text: false };
  return { email: wanted.email ? user.email || undefined : undefined, phone: wanted.text ? user.cellPhone || undefined : undefined, locale: user.locale };
}

/** Steps every alert of the tenant against today's prices, in the caller's transaction. Answers how many fired. */
export async function checkPriceAlerts(ctx: NotifyContext, now: Date): Promise<number> {
  if (!postedPricesShown(ctx.tenant)) return 0;
  const alerts = await ctx.db.select().from(priceAlerts);
  if (!alerts.length) return 0;
  const prices = await postedPricesOnDay(ctx.db, priceDay(now), [...new Set(alerts.map((a) => a.productCode))]);
  const rearm: number[] = [];
  const events: PortalEvent[] = [];
  for (const alert of alerts) {
    const price = prices.get(alert.productCode);
    const step = priceAlertStep({ threshold: alert.threshold, armed: alert.armed }, price?.price);
    if (!price) continue;
    if (step.armed && !alert.armed) rearm.push(alert.id);
    if (!step.fire) continue;
    // The claim: only the check that finds it still armed disarms it and tells the customer.
    const [claimed] = await ctx.db
      .update(priceAlerts)
      .set({ armed: false, lastTriggeredAt: now, lastTriggeredPrice: price.price })
      .where(and(eq(priceAlerts.id, alert.id), eq(priceAlerts.armed, true)))
      .returning({ id: priceAlerts.id });
    if (!claimed) continue;
    const notice: PriceAlertNotice = { productName: price.product_name, threshold: alert.threshold, price: price.price, effectiveDate: price.effective_date };
    const baseUrl = ctx.services.publicBaseUrl(ctx.tenant);
    await notify(ctx, {
      keys: ['price.alert_triggered'],
      event: 'price.alert_triggered',
      customer: await customerOf(ctx.db, alert.userId),
      mail: (to) => priceAlertMail(ctx.tenant, baseUrl, to, notice),
      text: () => priceAlertText(ctx.tenant, notice),
    });
    events.push({
      type: 'price.alert_triggered',
      at: now,
      data: {
        alert_id: alert.id,
        user_id: alert.userId,
        product_code: alert.productCode,
        product_name: price.product_name,
        threshold: alert.threshold,
        price: price.price,
        effective_date: price.effective_date,
        triggered_at: now.toISOString(),
      },
    });
  }
  if (rearm.length) await ctx.db.update(priceAlerts).set({ armed: true }).where(and(inArray(priceAlerts.id, rearm), eq(priceAlerts.armed, false)));
  // Last in the transaction, as emitEvent's per-tenant lock wants.
  for (const event of events) await emitEvent(ctx.db, ctx.tenant.id, event);
  return events.length;
}

/** Checks a tenant's alerts in a transaction of its own, with its published settings and notifications. */
export async function checkTenantPriceAlerts(database: Database, services: Services, tenants: TenantRegistry, configs: TenantConfigs, tenantId: string, now: Date): Promise<number> {
  const known = tenants.get(tenantId);
  if (!known) return 0;
  return database.withTenant(tenantId, async (db) => {
    const tenant: LoadedTenant = await configs.tenantFor(db, known);
    return checkPriceAlerts({ db, tenant, services }, now);
  });
}

/** The hourly check: a price posted ahead for a later day holds from that day, with no import to tell. */
export function priceAlertJob(database: Database, services: Services, tenants: TenantRegistry, configs: TenantConfigs): OutsideJob {
  return {
    name: 'price-alerts',
    everyMs: 60 * 60_000,
    outside: (tenantId, now) => checkTenantPriceAlerts(database, services, tenants, configs, tenantId, now),
  };
}
