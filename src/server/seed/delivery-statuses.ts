/**
 * The demo's deliveries with a status (issue 26), the way a supplier's dispatch sends them through
 * the import (kind delivery_status): the demo customer's latest delivery as it went — scheduled for
 * its day between 8 and 12, on the truck, delivered with its ticket (the delivery record's, so its
 * ticket PDF is the proof) — and an automatic delivery of another of their tanks scheduled for
 * tomorrow between 8 and 12, as of the seeding. The seed's steps are history: markSeededStepsTold
 * claims them untold, so starting a demo mails nobody.
 */
import type { Db } from '../db/database';
import { deliverySteps } from '../db/schema';
import type { ImportRecords } from '../imports/kinds';
import type { GeneratedAccounts } from './generate-accounts';

type StatusRecord = ImportRecords['delivery_status'] & { kind: 'delivery_status' };

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The steps of the demo customer's first account (`accountId`); none when it has no delivery. */
export function* demoDeliveryStatusRecords(g: GeneratedAccounts, accountId: string, now: Date): Generator<StatusRecord> {
  const fills = g.deliveries.filter((d) => d.accountId === accountId && d.quantity > 0).sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate) || a.deliveryId.localeCompare(b.deliveryId));
  const last = fills.at(-1);
  if (!last) return;
  const day = Date.parse(`${last.deliveryDate}T00:00:00Z`);
  const done = { kind: 'delivery_status' as const, account_id: accountId, tank_id: last.dropId, planned_date: last.deliveryDate };
  yield { ...done, external_id: `DS-${last.deliveryId}-1`, status: 'scheduled', at: new Date(day - 9 * 3_600_000).toISOString(), scheduled_date: last.deliveryDate, window_start: '08:00', window_end: '12:00' };
  yield { ...done, external_id: `DS-${last.deliveryId}-2`, status: 'on_truck', at: new Date(day + 7 * 3_600_000).toISOString() };
  yield { ...done, external_id: `DS-${last.deliveryId}-3`, status: 'delivered', at: new Date(day + 10.5 * 3_600_000).toISOString(), gallons: last.quantity, ticket_number: last.ticketNumber };
  // Another tank of the account when it has one, automatic, due tomorrow.
  const other = g.drops.find((d) => d.accountId === accountId && d.dropId !== last.dropId && fills.some((f) => f.dropId === d.dropId)) ?? g.drops.find((d) => d.dropId === last.dropId)!;
  const tomorrow = isoDay(now.getTime() + DAY_MS);
  yield {
    kind: 'delivery_status',
    external_id: `DS-${other.dropId}-${tomorrow}`,
    account_id: accountId,
    tank_id: other.dropId,
    planned_date: tomorrow,
    status: 'scheduled',
    at: new Date(now.getTime() - 3_600_000).toISOString(),
    scheduled_date: tomorrow,
    window_start: '08:00',
    window_end: '12:00',
  };
}

/** The seeded steps are what happened before the demo began: claimed as told, so the notices job sends nothing for them. */
export async function markSeededStepsTold(db: Db, now: Date): Promise<void> {
  await db.update(deliverySteps).set({ announcedAt: now });
}
