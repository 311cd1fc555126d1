/**
 * Upserts a batch of imported rows in one statement, on PGlite and PostgreSQL alike: one parameter
 * per column, the column's values as a JSON array, zipped back into rows by
 * `ROWS FROM (json_array_elements_text($1), …)` and cast to the column's type. JSON.stringify is
 * native; pg's own array parameters escape every element in JavaScript, which cost more than the
 * rest of building the statement. A row whose import_hash is unchanged is not written; the
 * statement answers which rows it did write.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

export interface UpsertPlan<T extends PgTable> {
  table: T;
  /** The unique key the supplier's id is stored in (tenant_id first). */
  conflict: PgColumn[];
  /** Columns written when the row is created only (the portal's own: a customer's alert choices). */
  insertOnly?: (keyof T['$inferInsert'])[];
}

/** Rows must all carry the same keys (every column the import owns, nulls included). Answers the `key` of each row written. */
export async function upsertRows<T extends PgTable>(db: Db, plan: UpsertPlan<T>, rows: T['$inferInsert'][], key: PgColumn): Promise<string[]> {
  if (!rows.length) return [];
  const all = getTableColumns(plan.table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter((name) => name in all);
  const columns = keys.map((key) => all[key]);
  // json_array_elements_text gives a JSON null as NULL, a string as its text and anything else
  // (numbers, booleans, the objects of jsonb columns, Dates as ISO 8601) as its JSON text.
  const arrays: SQL[] = keys.map((key) => sql`json_array_elements_text(${JSON.stringify((rows as Record<string, unknown>[]).map((row) => row[key] ?? null))}::json)`);
  const names = sql.join(columns.map((c) => sql.identifier(c.name)), sql`, `);
  const selected = sql.join(keys.map((_, i) => sql.raw(`c${i}::${columns[i].getSQLType()}`)), sql`, `);
  const aliases = sql.raw(keys.map((_, i) => `c${i}`).join(', '));
  const conflictNames = new Set(plan.conflict.map((c) => c.name));
  const insertOnly = new Set((plan.insertOnly ?? []) as string[]);
  const updated = columns.filter((c, i) => !conflictNames.has(c.name) && !insertOnly.has(keys[i]));
  const set = sql.join(updated.map((c) => sql`${sql.identifier(c.name)} = excluded.${sql.identifier(c.name)}`), sql`, `);
  const result = await db.execute(sql`
    insert into ${plan.table} (${names}) select ${selected} from rows from (${sql.join(arrays, sql`, `)}) as u(${aliases})
    on conflict (${sql.join(plan.conflict.map((c) => sql.identifier(c.name)), sql`, `)})
    do update set ${set} where ${plan.table}.import_hash is distinct from excluded.import_hash
    returning ${sql.identifier(key.name)} as id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/** The rows of a db.execute result, whichever driver answered. */
export function rowsOf<R = Record<string, unknown>>(result: unknown): R[] {
  return (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];
}
