/**
 * Fast inserts for seeding: one INSERT … SELECT FROM unnest($1::type[], $2::type[], …) per chunk,
 * so a statement carries one parameter per column whatever the number of rows. PGlite runs one
 * statement at a time and PostgreSQL pays a round trip per statement, so few big statements win.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

/** Rows per statement: large enough to amortise the round trip, small enough to keep one array in memory. */
export const BULK_CHUNK = 5000;

export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], chunk = BULK_CHUNK): Promise<void> {
  if (!rows.length) return;
  const all = getTableColumns(table) as Record<string, PgColumn>;
  // Every generated row of a table carries the same keys; columns left out keep their defaults.
  const keys = Object.keys(rows[0]).filter((key) => key in all);
  const columns = keys.map((key) => all[key]);
  const names = sql.join(columns.map((c) => sql.identifier(c.name)), sql`, `);
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk) as Record<string, unknown>[];
    const arrays: SQL[] = keys.map((key, i) => {
      const type = columns[i].getSQLType();
      const values = part.map((row) => toArrayElement(row[key], type));
      return sql`${sql.param(values)}::${sql.raw(type === 'jsonb' ? 'text' : type)}[]`;
    });
    const selected = sql.join(keys.map((_, i) => (columns[i].getSQLType() === 'jsonb' ? sql.raw(`c${i}::jsonb`) : sql.raw(`c${i}`))), sql`, `);
    const aliases = sql.raw(keys.map((_, i) => `c${i}`).join(', '));
    await db.execute(sql`insert into ${table} (${names}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})`);
  }
}

function toArrayElement(value: unknown, type: string): unknown {
  if (value === undefined || value === null) return null;
  if (type === 'jsonb') return JSON.stringify(value);
  // An array parameter's elements are sent as text: a timestamp as ISO 8601, whatever the driver.
  if (value instanceof Date) return value.toISOString();
  return value;
}
