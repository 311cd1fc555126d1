/**
 * Imported tank monitor readings (kind `reading`). Unlike the other kinds, a reading's row is keyed
 * by tank, instant and source (tanks/store-readings.ts, shared with the vendors' POST and the
 * customers' readings), not by the supplier's id: the id is kept to find the reading again — for a
 * delete record, or a record that moves the reading to another tank or instant.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tankReadings } from '../db/schema';
import { readingInstant } from '../tanks/reading-instant';
import { storeReadings } from '../tanks/store-readings';
import type { ImportRecords } from './kinds';

type ReadingRecord = ImportRecords['reading'];

/** One array parameter, however many values: a batch names thousands. */
const anyOf = (values: string[]) => sql`any(${sql.param(values)}::text[])`;

/** Delete records: the readings imported under these ids. Answers the ids it removed. */
export async function removeReadings(db: Db, ids: string[]): Promise<Set<string>> {
  const removed = await db.delete(tankReadings).where(sql`${tankReadings.externalId} = ${anyOf(ids)}`).returning({ id: tankReadings.externalId });
  return new Set(removed.map((r) => r.id!));
}

/** Upsert records (one per id, the batch's last). Answers the ids whose reading changed. */
export async function upsertReadings(db: Db, tenantId: string, records: ReadingRecord[], now: Date): Promise<Set<string>> {
  const rows = records.map((r) => ({
    tenantId,
    dropId: r.tank_id!,
    // references.ts refused a read_at no clock shows: this one is an instant.
    readAt: readingInstant(r.read_at!)!,
    source: 'monitor' as const,
    accountId: r.account_id!,
    percent: r.percent!,
    channel: 'import' as const,
    enteredByUserId: null,
    apiKeyId: null,
    externalId: r.external_id,
    storedAt: now,
  }));
  // A record that moves its reading (another tank or instant under the same id) leaves no copy behind.
  const ids = rows.map((r) => r.externalId);
  const moved = await db
    .delete(tankReadings)
    .where(
      sql`${tankReadings.externalId} = ${anyOf(ids)} and (${tankReadings.externalId}, ${tankReadings.dropId}, ${tankReadings.readAt}) not in
        (select * from unnest(${sql.param(ids)}::text[], ${sql.param(rows.map((r) => r.dropId))}::text[], ${sql.param(rows.map((r) => r.readAt.toISOString()))}::timestamptz[]))`,
    )
    .returning({ id: tankReadings.externalId });
  const changed = new Set(moved.map((r) => r.id!));
  for (const written of await storeReadings(db, rows)) if (written.externalId) changed.add(written.externalId);
  return changed;
}
