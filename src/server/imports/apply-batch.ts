/**
 * Writes a batch's accepted records, parents first (IMPORT_KINDS order), one statement per kind
 * and action. A record sent twice in a batch is written once, as last stated. Answers, per row of
 * the batch, whether it changed anything.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { accountDocuments, accounts, customers, deliveries, documentFiles, drops, fuelCards, locations, postedPrices, transactions } from '../db/schema';
import { confirmPortalPayment } from '../payments/confirm-portal-payment';
import { IMPORT_KINDS, type ImportKind, type ImportRecords } from './kinds';
import type { BatchRecord, Known } from './references';
import { removeReadings, upsertReadings } from './readings';
import { upsertDeliveryStatuses } from './delivery-statuses';
import * as to from './to-rows';
import { upsertRows, type UpsertPlan } from './upsert';
import { importDeliveryPlans, removeTankPlans } from '../tanks/tank-plan';

interface KindTarget {
  table: PgTable;
  key: PgColumn;
  plan: UpsertPlan<PgTable>;
  row(tenantId: string, record: Record<string, unknown>, known: Known, now: Date): Record<string, unknown> & { tenantId: string };
}

const target = <T extends PgTable>(table: T, key: PgColumn, conflict: PgColumn[], row: KindTarget['row'], insertOnly?: UpsertPlan<T>['insertOnly']): KindTarget => ({
  table,
  key,
  plan: { table, conflict, insertOnly } as UpsertPlan<PgTable>,
  row,
});

type R<K extends ImportKind> = ImportRecords[K];
/** Kinds keyed by the supplier's id; readings are keyed by tank and instant (readings.ts), delivery steps judged one by one (delivery-statuses.ts). */
type KeyedKind = Exclude<ImportKind, 'reading' | 'delivery_status'>;
const TARGETS: Record<KeyedKind, KindTarget> = {
  customer: target(customers, customers.externalId, [customers.tenantId, customers.externalId], (t, r) => to.customerRow(t, r as R<'customer'>)),
  account: target(accounts, accounts.accountId, [accounts.tenantId, accounts.accountId], (t, r, k) => to.accountRow(t, r as R<'account'>, k), ['alerts']),
  location: target(locations, locations.externalId, [locations.tenantId, locations.externalId], (t, r) => to.locationRow(t, r as R<'location'>)),
  tank: target(drops, drops.dropId, [drops.tenantId, drops.dropId], (t, r, k) => to.tankRow(t, r as R<'tank'>, k)),
  price: target(postedPrices, postedPrices.externalId, [postedPrices.tenantId, postedPrices.externalId], (t, r) => to.priceRow(t, r as R<'price'>)),
  document: target(accountDocuments, accountDocuments.documentId, [accountDocuments.tenantId, accountDocuments.documentId], (t, r) => to.documentRow(t, r as R<'document'>)),
  transaction: target(transactions, transactions.transactionId, [transactions.tenantId, transactions.transactionId], (t, r) => to.transactionRow(t, r as R<'transaction'>)),
  delivery: target(deliveries, deliveries.deliveryId, [deliveries.tenantId, deliveries.deliveryId], (t, r, k) => to.deliveryRow(t, r as R<'delivery'>, k)),
  fuel_card: target(fuelCards, fuelCards.cardId, [fuelCards.tenantId, fuelCards.cardId], (t, r, _k, now) => to.fuelCardRow(t, r as R<'fuel_card'>, now), ['createdAt']),
};

/** A delete record: rows removed, an account closed, a fuel card marked removed. Answers the ids it changed. */
async function remove(db: Db, kind: ImportKind, ids: string[], now: Date): Promise<Set<string>> {
  if (kind === 'reading') return removeReadings(db, ids);
  // The schema refuses a delete of a delivery's step: its history stays.
  if (kind === 'delivery_status') return new Set();
  const { table, key } = TARGETS[kind];
  let changed: { id: unknown }[];
  if (kind === 'account') {
    // Logins link to an account: it is closed, never deleted.
    changed = await db
      .update(accounts)
      .set({ isCancelled: true, accountStatus: 'closed', importHash: null })
      .where(and(inArray(accounts.accountId, ids), sql`not (${accounts.isCancelled} and ${accounts.accountStatus} = 'closed')`))
      .returning({ id: accounts.accountId });
  } else if (kind === 'fuel_card') {
    changed = await db.update(fuelCards).set({ removedAt: now, importHash: null }).where(and(inArray(fuelCards.cardId, ids), isNull(fuelCards.removedAt))).returning({ id: fuelCards.cardId });
  } else {
    changed = await db.delete(table).where(inArray(key, ids)).returning({ id: key });
    // A deleted document's own PDF goes with it (bytes the database holds; files and S3 objects are left behind).
    if (kind === 'document') await db.delete(documentFiles).where(inArray(documentFiles.documentId, ids));
  }
  return new Set(changed.map((c) => String(c.id)));
}

export interface Applied {
  /** Rows of the batch (by index) that changed something. */
  changed: Set<number>;
}

export async function applyBatch(db: Db, tenantId: string, accepted: { index: number; item: BatchRecord }[], known: Known, now: Date): Promise<Applied> {
  const changed = new Set<number>();
  for (const kind of IMPORT_KINDS) {
    const ofKind = accepted.filter((a) => a.item.kind === kind);
    if (!ofKind.length) continue;
    // Last statement of each id wins; every row naming it shares the outcome.
    const last = new Map<string, { index: number; item: BatchRecord }>();
    const rowsOfId = new Map<string, number[]>();
    for (const a of ofKind) {
      const id = a.item.record.external_id as string;
      last.set(id, a);
      rowsOfId.set(id, [...(rowsOfId.get(id) ?? []), a.index]);
    }
    const finals = [...last.values()];
    const deletes = finals.filter((f) => f.item.action === 'delete').map((f) => f.item.record.external_id as string);
    const upserts = finals.filter((f) => f.item.action === 'upsert');
    const changedIds = new Set<string>();
    if (deletes.length) for (const id of await remove(db, kind, deletes, now)) changedIds.add(id);
    // A deleted tank's plan goes with it: its notes and sealed gate code do not outlive the tank.
    if (kind === 'tank' && deletes.length) await removeTankPlans(db, deletes);
    if (upserts.length) {
      const written =
        kind === 'reading'
          ? await upsertReadings(db, tenantId, upserts.map((u) => u.item.record as R<'reading'>), now)
          : kind === 'delivery_status'
            ? await upsertDeliveryStatuses(db, tenantId, upserts.map((u) => u.item.record as R<'delivery_status'>), now)
            : await upsertRowsReturning(db, TARGETS[kind], upserts.map((u) => TARGETS[kind].row(tenantId, u.item.record, known, now)));
      for (const id of written) changedIds.add(id);
    }
    if (kind === 'tank') {
      // A tank's delivery plan, when the record states it, is kept with the tank's plan (src/server/tanks/tank-plan.ts); left out, the plan stays as it is.
      const stated = upserts.flatMap((u) => {
        const r = u.item.record as R<'tank'>;
        return r.delivery_plan ? [{ dropId: r.external_id, accountId: r.account_id!, deliveryPlan: r.delivery_plan }] : [];
      });
      if (stated.length) await importDeliveryPlans(db, tenantId, stated, now);
    }
    if (kind === 'transaction') {
      for (const u of upserts) {
        const paymentNumber = u.item.record.portal_payment_id;
        if (typeof paymentNumber === 'string') await confirmPortalPayment(db, { paymentNumber, supplierTransactionId: u.item.record.external_id as string, at: now });
      }
    }
    for (const id of changedIds) for (const index of rowsOfId.get(id) ?? []) changed.add(index);
  }
  return { changed };
}

/** The upsert, answering which supplier ids it wrote. */
async function upsertRowsReturning(db: Db, t: KindTarget, rows: Record<string, unknown>[]): Promise<string[]> {
  return upsertRows(db, t.plan, rows, t.key);
}
