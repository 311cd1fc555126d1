/**
 * Imported steps of deliveries (kind `delivery_status`, issue 26): each judged and stored by the
 * one writer staff use too (deliveries/steps.ts), found again by the supplier's id. A record sent
 * again as it was changes nothing; sent again changed, its step is corrected in place and not told
 * again. The steps that became a delivery's status are told by the delivery-notices job.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deliverySteps } from '../db/schema';
import { saysTheSame } from '../../engine/deliveries/delivery-steps';
import { correctStep, factsOf, recordStep, type NewStep, type StepRow } from '../deliveries/steps';
import type { ImportRecords } from './kinds';

type StatusRecord = ImportRecords['delivery_status'];

export const stepOfRecord = (r: StatusRecord): NewStep => ({
  accountId: r.account_id,
  of: r.order_id !== undefined ? { orderId: r.order_id, dropId: null } : { orderId: null, dropId: r.tank_id!, plannedDate: r.planned_date! },
  source: 'import',
  actorUserId: null,
  externalId: r.external_id,
  status: r.status,
  at: new Date(r.at).toISOString(),
  scheduled_date: r.scheduled_date ?? null,
  window_start: r.window_start ?? null,
  window_end: r.window_end ?? null,
  gallons: r.gallons ?? null,
  ticket_number: r.ticket_number ?? null,
  reason: r.reason ?? null,
  note: r.note ?? null,
});

/** Upsert records, oldest step first (a batch may carry a delivery's whole day). Answers the ids that changed something. */
export async function upsertDeliveryStatuses(db: Db, tenantId: string, records: StatusRecord[], now: Date): Promise<Set<string>> {
  const ids = records.map((r) => r.external_id);
  const known = new Map<string, StepRow>();
  for (const row of await db.select().from(deliverySteps).where(sql`${deliverySteps.externalId} = any(${sql.param(ids)}::text[])`)) known.set(row.externalId!, row);
  const changed = new Set<string>();
  const steps = records.map(stepOfRecord).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const step of steps) {
    const id = step.externalId!;
    const before = known.get(id);
    if (before) {
      const same = saysTheSame(factsOf(before), step) && before.at.getTime() === Date.parse(step.at);
      if (!same && (await correctStep(db, id, step))) changed.add(id);
      continue;
    }
    const { verdict } = await recordStep(db, tenantId, step, now);
    if (verdict === 'apply' || verdict === 'late') changed.add(id);
  }
  return changed;
}
