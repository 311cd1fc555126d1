/**
 * The one writer of a delivery's steps (issue 26), shared by the supplier's import and the staff
 * action: each step is judged against the delivery's current one (engine/deliveries/delivery-steps)
 * under a per-delivery lock, so two steps of one delivery written at once are judged one after
 * the other.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deliverySteps } from '../db/schema';
import { judgeStep, type StepFacts, type StepVerdict } from '../../engine/deliveries/delivery-steps';
import type { DeliveryStepSource } from '../../../schemas/generated/enums';

export type StepRow = typeof deliverySteps.$inferSelect;

/** Advisory lock class of a delivery's steps (its second key is the tenant and delivery). */
const STEP_LOCK = 7302;

/** The delivery a step is of: a fuel order, or a tank's automatic delivery of a planned day. */
export type DeliveryOf = { orderId: number; dropId: string | null } | { orderId: null; dropId: string; plannedDate: string };

export const deliveryRefOf = (of: DeliveryOf): string => (of.orderId !== null ? `order:${of.orderId}` : `tank:${of.dropId}:${of.plannedDate}`);

export interface NewStep extends StepFacts {
  accountId: string;
  of: DeliveryOf;
  source: DeliveryStepSource;
  actorUserId: number | null;
  externalId: string | null;
}

/** A stored step as the rules read it. */
export const factsOf = (row: StepRow): StepFacts => ({
  status: row.status,
  at: row.at.toISOString(),
  scheduled_date: row.scheduledDate,
  window_start: row.windowStart,
  window_end: row.windowEnd,
  gallons: row.gallons,
  ticket_number: row.ticketNumber,
  reason: row.reason,
  note: row.note,
});

/** The delivery's current step: its latest applied one. */
export async function currentStep(db: Db, deliveryRef: string): Promise<StepRow | undefined> {
  const [row] = await db
    .select()
    .from(deliverySteps)
    .where(and(eq(deliverySteps.deliveryRef, deliveryRef), eq(deliverySteps.applied, true)))
    .orderBy(desc(deliverySteps.at), desc(deliverySteps.id))
    .limit(1);
  return row;
}

const columnsOf = (step: NewStep) => ({
  status: step.status,
  at: new Date(step.at),
  scheduledDate: step.scheduled_date ?? null,
  windowStart: step.window_start ?? null,
  windowEnd: step.window_end ?? null,
  gallons: step.gallons ?? null,
  ticketNumber: step.ticket_number ?? null,
  reason: step.reason ?? null,
  note: step.note ?? null,
});

export interface Recorded {
  verdict: StepVerdict;
  /** The step stored (apply or late); none for same and finished. */
  row?: StepRow;
  /** The delivery's step before it (apply). */
  previous?: StepRow;
}

/**
 * Judges and stores one step. apply: stored as the delivery's status, its notices and event still
 * to go (announced_at null), the steps dated after it no longer applied (a delivered that came
 * late); late: stored, not applied, never told; same and finished: nothing stored.
 */
export async function recordStep(db: Db, tenantId: string, step: NewStep, now: Date): Promise<Recorded> {
  const deliveryRef = deliveryRefOf(step.of);
  await db.execute(sql`select pg_advisory_xact_lock(${STEP_LOCK}, hashtext(${`${tenantId}|${deliveryRef}`}))`);
  const previous = await currentStep(db, deliveryRef);
  const verdict = judgeStep(previous ? factsOf(previous) : null, step);
  if (verdict === 'same' || verdict === 'finished') return { verdict };
  const [row] = await db
    .insert(deliverySteps)
    .values({
      tenantId,
      deliveryRef,
      accountId: step.accountId,
      orderId: step.of.orderId,
      dropId: step.of.dropId,
      plannedDate: step.of.orderId === null ? step.of.plannedDate : null,
      ...columnsOf(step),
      applied: verdict === 'apply',
      source: step.source,
      actorUserId: step.actorUserId,
      externalId: step.externalId,
      storedAt: now,
    })
    .returning();
  // A delivered step dated before the current one (judgeStep): the steps dated after it followed
  // delivered, which nothing does, so they are the late ones — the delivery's status is delivered.
  if (verdict === 'apply' && previous && row.at < previous.at) {
    await db.update(deliverySteps).set({ applied: false }).where(and(eq(deliverySteps.deliveryRef, deliveryRef), eq(deliverySteps.applied, true), gt(deliverySteps.at, row.at)));
  }
  return { verdict, row, previous };
}

/** A supplier's record sent again changed: its step is corrected in place (told once already, not again). */
export async function correctStep(db: Db, externalId: string, step: NewStep): Promise<boolean> {
  const changed = await db.update(deliverySteps).set(columnsOf(step)).where(eq(deliverySteps.externalId, externalId)).returning({ id: deliverySteps.id });
  return changed.length > 0;
}

/**
 * An order placed in the portal starts its timeline as received, when it was placed. Told already
 * (order.created is its notice and its event): stored as announced.
 */
export async function recordOrderReceived(db: Db, tenantId: string, order: { orderId: number; dropId: string | null; accountId: string; at: Date }): Promise<void> {
  await db.insert(deliverySteps).values({
    tenantId,
    deliveryRef: deliveryRefOf({ orderId: order.orderId, dropId: order.dropId }),
    accountId: order.accountId,
    orderId: order.orderId,
    dropId: order.dropId,
    status: 'received',
    at: order.at,
    applied: true,
    source: 'portal',
    actorUserId: null,
    externalId: null,
    storedAt: order.at,
    announcedAt: order.at,
  });
}
