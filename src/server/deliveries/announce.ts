/**
 * Telling a delivery's new step (issue 26): the customer by the channels the tenant's notification
 * configuration routes `delivery.<status>` to (the account's owner by the channels of their delivery
 * reminders, in their language), then the event delivery.status_changed, in the transaction that
 * claims the step (announced_at), so a step is told once however often it is sent or looked at.
 */
import { and, asc, isNull, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { deliverySteps } from '../db/schema';
import { emitEvent } from '../events/emit-event';
import type { OutsideJob } from '../jobs/periodic-jobs';
import { deliveryStepMail, deliveryStepText } from '../mail/templates/delivery-notices';
import { notify, type NotifyContext } from '../notifications/notify';
import type { Services } from '../services';
import type { TenantConfigs } from '../config/tenant-configs';
import type { TenantRegistry } from '../tenants/load-tenants';
import { customerOf } from '../tanks/tank-low-job';
import { currentStep, type StepRow } from './steps';
import { trackedDelivery } from './tracked';

/**
 * Claims one applied step and tells it: the notices (as the delivery stands with it; not when
 * `notices` is false), then the event. Nothing when another transaction claimed it first. Call it
 * last in the transaction (the event's lock). Answers whether it told.
 */
export async function announceStep(ctx: NotifyContext, candidate: StepRow, previousStatus: StepRow['status'] | null, now: Date, notices = true): Promise<boolean> {
  // The step as it stands when claimed (the job read it before; an import may have corrected it since).
  const [step] = await ctx.db
    .update(deliverySteps)
    .set({ announcedAt: now })
    .where(and(eq(deliverySteps.id, candidate.id), eq(deliverySteps.applied, true), isNull(deliverySteps.announcedAt)))
    .returning();
  if (!step) return false;
  const delivery = await trackedDelivery(ctx.db, step.deliveryRef);
  if (!delivery) return false;
  // The delivery as it stands once this step is in: a late-told step of an order that moved on tells its own news.
  const told = { ...delivery, status: step.status, reason: step.reason, note: step.note, gallons: step.gallons ?? delivery.gallons, ticket_number: step.ticketNumber ?? delivery.ticket_number, delivered_at: step.status === 'delivered' ? step.at.toISOString() : delivery.delivered_at };
  const baseUrl = ctx.services.publicBaseUrl(ctx.tenant);
  if (notices) await notify(ctx, {
    keys: [`delivery.${step.status}`],
    event: `delivery.${step.status}`,
    customer: await customerOf(ctx.db, step.accountId),
    mail: (to) => deliveryStepMail(ctx.tenant, baseUrl, to, told),
    text: () => deliveryStepText(ctx.tenant, told),
  });
  await emitEvent(ctx.db, ctx.tenant.id, {
    type: 'delivery.status_changed',
    accountId: step.accountId,
    at: now,
    data: {
      delivery_ref: step.deliveryRef,
      account_id: step.accountId,
      order_id: step.orderId,
      tank_id: step.dropId ?? delivery.tank_id,
      planned_date: step.plannedDate,
      status: step.status,
      previous_status: previousStatus,
      at: step.at.toISOString(),
      source: step.source,
      scheduled_date: step.scheduledDate,
      window_start: step.windowStart,
      window_end: step.windowEnd,
      gallons: step.gallons,
      ticket_number: step.ticketNumber,
      reason: step.reason,
      note: step.note,
    },
  });
  return true;
}

/** The status a step followed: the applied step before it. */
async function statusBefore(ctx: NotifyContext, step: StepRow): Promise<StepRow['status'] | null> {
  const [before] = await ctx.db
    .select({ status: deliverySteps.status })
    .from(deliverySteps)
    .where(and(eq(deliverySteps.deliveryRef, step.deliveryRef), eq(deliverySteps.applied, true), sql`(${deliverySteps.at}, ${deliverySteps.id}) < (${step.at.toISOString()}::timestamptz, ${step.id})`))
    .orderBy(sql`${deliverySteps.at} desc, ${deliverySteps.id} desc`)
    .limit(1);
  return before?.status ?? null;
}

/** Steps the import stored that wait to be told, oldest first, at most this many a run. */
const BATCH = 200;
/** A step older than this when the job finds it (history loaded by an import) is news to nobody: claimed untold. */
const STALE_MS = 2 * 86_400_000;

/**
 * The delivery-notices job: every minute, each applied step not yet told (an imported one) is
 * told in a transaction of its own. The claim makes a second process's run, or the next run,
 * tell nothing twice. A step a later one already overtook (a batch carrying a delivery's whole
 * day) leaves as its event only: the customer hears the latest news once, not a morning's worth.
 * A step more than two days old is history: claimed, not told.
 */
export function deliveryNoticesJob(database: Database, services: Services, tenants: TenantRegistry, configs: TenantConfigs): OutsideJob {
  return {
    name: 'delivery-notices',
    everyMs: 60_000,
    async outside(tenantId, now) {
      const known = tenants.get(tenantId);
      if (!known) return 0;
      const waiting = await database.withTenant(tenantId, (db) =>
        db.select().from(deliverySteps).where(and(eq(deliverySteps.applied, true), isNull(deliverySteps.announcedAt))).orderBy(asc(deliverySteps.at), asc(deliverySteps.id)).limit(BATCH),
      );
      if (!waiting.length) return 0;
      const tenant = await database.withTenant(tenantId, (db) => configs.tenantFor(db, known));
      let told = 0;
      for (const step of waiting) {
        const sent = await database.withTenant(tenantId, async (db) => {
          const ctx = { db, tenant, services };
          if (now.getTime() - step.at.getTime() > STALE_MS) {
            await db.update(deliverySteps).set({ announcedAt: now }).where(and(eq(deliverySteps.id, step.id), isNull(deliverySteps.announcedAt)));
            return false;
          }
          const current = await currentStep(db, step.deliveryRef);
          return announceStep(ctx, step, await statusBefore(ctx, step), now, current?.id === step.id);
        });
        if (sent) told += 1;
      }
      return told;
    },
  };
}
