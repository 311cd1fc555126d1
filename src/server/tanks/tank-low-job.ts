import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TenantConfigs } from '../config/tenant-configs';
import type { Database, Db } from '../db/database';
import { accounts, drops, tankLowAlerts, users } from '../db/schema';
import { emitEvent, type PortalEvent } from '../events/emit-event';
import type { OutsideJob } from '../jobs/periodic-jobs';
import { tankLowMail, tankLowText, type TankLowNotice } from '../mail/templates/tank-notices';
import { alertChoice } from '../notifications/alert-options';
import { notify, type NotifyContext } from '../notifications/notify';
import type { CustomerContact } from '../notifications/recipients';
import type { Services } from '../services';
import type { TenantRegistry } from '../tenants/load-tenants';
import { accountTanks } from './account-tanks';

/** A day of chart is all the watch needs: it reads levels and forecasts, not charts. */
const CHART_DAYS = 1;

/**
 * Who hears of a low tank as the customer: the account's owner by the channels they chose for
 * delivery reminders on their profile (else the supplier's record of that alert, by email), at
 * their address; the account's address on file when it has no owner. Nobody when neither is wanted.
 */
export async function customerOf(db: Db, accountId: string): Promise<CustomerContact> {
  const [account] = await db.select({ email: accounts.email, alerts: accounts.alerts, ownerUserId: accounts.ownerUserId }).from(accounts).where(eq(accounts.accountId, accountId));
  if (!account) return {};
  const [owner] = account.ownerUserId === null ? [] : await db.select().from(users).where(eq(users.id, account.ownerUserId));
  const wanted = alertChoice(owner?.notificationChoices.delivery_reminders, account.alerts.delivery_reminders);
  return { email: wanted.email ? (owner?.email ?? account.email) || undefined : undefined, phone: wanted.text ? owner?.cellPhone || undefined : undefined, locale: owner?.locale };
}

/**
 * tank.low for one account (issue 26): each tank whose likely level is at or under the tenant's
 * reorder level now is claimed once per fill (tank_low_alerts' key), and its notices go out
 * through the notification configuration in the same transaction, then the event tank.low. Answers
 * how many tanks alerted.
 */
export async function alertLowTanks(ctx: NotifyContext, accountId: string, now: Date): Promise<number> {
  const { answer, tanks } = await accountTanks(ctx.db, ctx.tenant, accountId, now, CHART_DAYS);
  const alerts: PortalEvent[] = [];
  for (const { view, lastFill } of tanks) {
    if (!view.level || !view.reorder?.reached) continue;
    const [claimed] = await ctx.db
      .insert(tankLowAlerts)
      .values({ tenantId: ctx.tenant.id, dropId: view.tank_id, cycle: lastFill ?? '', accountId, percent: Math.round(view.level.percent.likely * 100) / 100, reorderPercent: answer.reorder_percent, alertedAt: now })
      .onConflictDoNothing()
      .returning({ dropId: tankLowAlerts.dropId });
    if (!claimed) continue;
    const notice: TankLowNotice = { accountId, tank: view, reorderPercent: answer.reorder_percent };
    const baseUrl = ctx.services.publicBaseUrl(ctx.tenant);
    await notify(ctx, { keys: ['tank.low'], event: 'tank.low', customer: await customerOf(ctx.db, accountId), mail: (to) => tankLowMail(ctx.tenant, baseUrl, to, notice), text: () => tankLowText(ctx.tenant, notice) });
    alerts.push({
      type: 'tank.low',
      accountId,
      at: now,
      data: { account_id: accountId, tank_id: view.tank_id, drop_name: view.drop_name, product_name: view.product_name, tank_size: view.tank_size, level: view.level, reorder: view.reorder, empty: view.empty, last_fill: lastFill, alerted_at: now.toISOString() },
    });
  }
  // Out to the supplier's system too (webhooks, GET /events), so its dispatch can schedule the fill:
  // after every tank's claim and notices, last in the transaction as emitEvent's lock wants.
  for (const event of alerts) await emitEvent(ctx.db, ctx.tenant.id, event);
  return alerts.length;
}

/**
 * The watch behind tank.low: every six hours, each account with a tank of known size has its
 * forecasts worked out, one transaction per account. Levels fall by the day, so a few runs a day
 * find a tank on the day it crosses; the claim makes a second process's run, or the next run, send
 * nothing twice.
 */
export function tankLowJob(database: Database, services: Services, tenants: TenantRegistry, configs: TenantConfigs): OutsideJob {
  return {
    name: 'tank-low',
    everyMs: 6 * 60 * 60_000,
    async outside(tenantId, now) {
      const known = tenants.get(tenantId);
      if (!known) return 0;
      const watched = await database.withTenant(tenantId, (db) =>
        db
          .selectDistinct({ accountId: drops.accountId })
          .from(drops)
          .innerJoin(accounts, and(eq(accounts.tenantId, drops.tenantId), eq(accounts.accountId, drops.accountId)))
          .where(and(isNotNull(drops.tankSize), sql`${drops.tankSize} > 0`, eq(accounts.isCancelled, false))),
      );
      // As it runs: a tenant admin's published settings (reorder level, fill limits) and notifications apply.
      const tenant = await database.withTenant(tenantId, (db) => configs.tenantFor(db, known));
      let alerted = 0;
      for (const { accountId } of watched) alerted += await database.withTenant(tenantId, (db) => alertLowTanks({ db, tenant, services }, accountId, now));
      return alerted;
    },
  };
}
