/**
 * The one writer of tank readings, for every way they come in: the supplier's import, a monitor
 * vendor's POST and a customer's own reading. One reading per tank, instant and source (the
 * table's key): the same reading again changes nothing, a new percent at the same instant
 * replaces the old. Runs in the caller's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tankReadings } from '../db/schema';

export type ReadingRow = typeof tankReadings.$inferInsert;
export type StoredReading = typeof tankReadings.$inferSelect;

/** Rows a statement carries at most: ~10 parameters a row stays well under PostgreSQL's 65 535. */
const ROWS_PER_STATEMENT = 2000;

/** Percent as the column keeps it (to a hundredth), so a reading sent again compares equal. */
export const storedPercent = (percent: number): number => Math.round(percent * 100) / 100;

/** The key of a reading within a tenant: what one statement may not name twice. */
export const readingKey = (row: Pick<ReadingRow, 'dropId' | 'readAt' | 'source'>): string => `${row.dropId}|${row.readAt.getTime()}|${row.source}`;

/**
 * Stores the rows and answers those that changed something (new, or a new percent or supplier id
 * at the same key; the channel and who entered it follow the change, not a repeat). A key named twice keeps its last row: ON CONFLICT may touch a row once per statement.
 */
export async function storeReadings(db: Db, rows: readonly ReadingRow[]): Promise<StoredReading[]> {
  const last = new Map<string, ReadingRow>();
  for (const row of rows) last.set(readingKey(row), { ...row, percent: storedPercent(row.percent) });
  const unique = [...last.values()];
  const changed: StoredReading[] = [];
  for (let start = 0; start < unique.length; start += ROWS_PER_STATEMENT) {
    const written = await db
      .insert(tankReadings)
      .values(unique.slice(start, start + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [tankReadings.tenantId, tankReadings.dropId, tankReadings.readAt, tankReadings.source],
        set: {
          percent: sql`excluded.percent`,
          accountId: sql`excluded.account_id`,
          channel: sql`excluded.channel`,
          enteredByUserId: sql`excluded.entered_by_user_id`,
          apiKeyId: sql`excluded.api_key_id`,
          // A vendor's POST or a customer names no supplier id: an imported reading keeps the one it had.
          externalId: sql`coalesce(excluded.external_id, ${tankReadings.externalId})`,
          storedAt: sql`excluded.stored_at`,
        },
        // Unchanged is not written: the answer (and an event) tells only what changed.
        setWhere: sql`${tankReadings.percent} is distinct from excluded.percent or (excluded.external_id is not null and ${tankReadings.externalId} is distinct from excluded.external_id)`,
      })
      .returning();
    changed.push(...written);
  }
  return changed;
}

/** The reading stored at a key (after storeReadings answered it unchanged). */
export async function readingAt(db: Db, key: Pick<ReadingRow, 'dropId' | 'readAt' | 'source'>): Promise<StoredReading | undefined> {
  const [found] = await db
    .select()
    .from(tankReadings)
    .where(and(eq(tankReadings.dropId, key.dropId), eq(tankReadings.readAt, key.readAt), eq(tankReadings.source, key.source)));
  return found;
}
