/**
 * Deliveries as the customer and staff read them (issue 26): each delivery's steps folded into
 * its current status, the day and window it is scheduled for, what was delivered and the proof —
 * the supplier's delivery record of the same account and ticket, with its ticket PDF.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/tenant-api';
import type { Db } from '../db/database';
import { deliveries, deliverySteps, drops } from '../db/schema';
import { isInProgress } from '../../engine/deliveries/delivery-steps';
import type { StepRow } from './steps';

export type TrackedDelivery = components['schemas']['TrackedDelivery'];
type Step = components['schemas']['DeliveryStep'];

/** How long a delivery that was delivered, or could not be, stays on the customer's card. */
export const RECENT_DAYS = 14;

const stepView = (row: StepRow): Step => ({
  status: row.status,
  at: row.at.toISOString(),
  source: row.source,
  applied: row.applied,
  scheduled_date: row.scheduledDate,
  window_start: row.windowStart,
  window_end: row.windowEnd,
  gallons: row.gallons,
  ticket_number: row.ticketNumber,
  reason: row.reason,
  note: row.note,
});

/** One delivery from its steps (oldest first, at least one). */
async function fold(db: Db, steps: StepRow[], names: Map<string, { dropName: string; productName: string }>): Promise<TrackedDelivery> {
  const applied = steps.filter((s) => s.applied);
  const current = applied[applied.length - 1] ?? steps[steps.length - 1];
  // The day and window: the latest step that named them (on the truck keeps the scheduled window).
  const scheduling = [...applied].reverse().find((s) => s.scheduledDate || s.windowStart);
  const first = steps[0];
  const dropId = steps.find((s) => s.dropId)?.dropId ?? null;
  const delivered = current.status === 'delivered';
  let proof: TrackedDelivery['proof'] = null;
  if (delivered && current.ticketNumber) {
    const [record] = await db
      .select({ deliveryId: deliveries.deliveryId, documentId: deliveries.documentId })
      .from(deliveries)
      .where(and(eq(deliveries.accountId, current.accountId), eq(deliveries.ticketNumber, current.ticketNumber)))
      .limit(1);
    if (record) proof = { delivery_id: record.deliveryId, document_id: record.documentId };
  }
  return {
    delivery_ref: first.deliveryRef,
    account_id: first.accountId,
    order_id: first.orderId,
    tank_id: dropId,
    drop_name: dropId ? (names.get(dropId)?.dropName ?? null) : null,
    product_name: dropId ? (names.get(dropId)?.productName ?? null) : null,
    planned_date: first.plannedDate,
    status: current.status,
    scheduled_date: scheduling?.scheduledDate ?? first.plannedDate ?? null,
    window_start: scheduling?.windowStart ?? null,
    window_end: scheduling?.windowEnd ?? null,
    gallons: delivered ? current.gallons : null,
    ticket_number: delivered ? current.ticketNumber : null,
    delivered_at: delivered ? current.at.toISOString() : null,
    reason: current.status === 'not_delivered' ? current.reason : null,
    note: current.note,
    updated_at: current.at.toISOString(),
    proof,
    steps: steps.map(stepView),
  };
}

async function namesOf(db: Db, rows: StepRow[]) {
  const ids = [...new Set(rows.map((r) => r.dropId).filter((id): id is string => !!id))];
  const names = new Map<string, { dropName: string; productName: string }>();
  if (ids.length) for (const d of await db.select({ id: drops.dropId, dropName: drops.dropName, productName: drops.productName }).from(drops).where(inArray(drops.dropId, ids))) names.set(d.id, d);
  return names;
}

/** Folds steps of several deliveries, each delivery's oldest first. */
async function foldAll(db: Db, rows: StepRow[]): Promise<TrackedDelivery[]> {
  const byRef = new Map<string, StepRow[]>();
  for (const row of rows) byRef.set(row.deliveryRef, [...(byRef.get(row.deliveryRef) ?? []), row]);
  const names = await namesOf(db, rows);
  return Promise.all([...byRef.values()].map((steps) => fold(db, steps, names)));
}

/**
 * An account's deliveries in progress, those finished in the last RECENT_DAYS, and its latest
 * finished one however old (the last delivery and its proof stay in sight), newest change first.
 */
export async function trackedDeliveries(db: Db, accountId: string, now: Date): Promise<TrackedDelivery[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  // Deliveries whose current step (the latest applied) is in the window or still in progress. Not
  // "any step in progress": every delivery has one (its received or scheduled step), so each card
  // read folded the account's whole history, with a proof query per delivered delivery.
  const rows = await db
    .select()
    .from(deliverySteps)
    .where(
      and(
        eq(deliverySteps.accountId, accountId),
        sql`${deliverySteps.deliveryRef} in (
          select delivery_ref from (
            select distinct on (delivery_ref) delivery_ref, status, at from delivery_steps
            where account_id = ${accountId} and applied order by delivery_ref, at desc, id desc
          ) as current_steps where at >= ${since.toISOString()}::timestamptz or status in ('received', 'scheduled', 'on_truck')
          union all
          (select delivery_ref from delivery_steps where account_id = ${accountId} and applied and status in ('delivered', 'not_delivered') order by at desc, id desc limit 1))`,
      ),
    )
    .orderBy(asc(deliverySteps.at), asc(deliverySteps.id));
  const all = await foldAll(db, rows);
  const latestFinished = all.filter((d) => !isInProgress(d.status)).sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  return all
    .filter((d) => isInProgress(d.status) || Date.parse(d.updated_at) >= since.getTime() || d === latestFinished)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.delivery_ref.localeCompare(a.delivery_ref));
}

/** One delivery by its ref; undefined before its first step. */
export async function trackedDelivery(db: Db, deliveryRef: string): Promise<TrackedDelivery | undefined> {
  const rows = await db.select().from(deliverySteps).where(eq(deliverySteps.deliveryRef, deliveryRef)).orderBy(asc(deliverySteps.at), asc(deliverySteps.id));
  if (!rows.length) return undefined;
  const [one] = await foldAll(db, rows);
  return one;
}
