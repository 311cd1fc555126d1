/**
 * A row any tenant table accepts, built from the catalog: a value for every column that is not
 * null and has no default, so isolation can be tried on a table whatever it holds — even nothing.
 */
import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/database';

interface RequiredColumn {
  name: string;
  type: string;
}

/** Values by base type; a new type fails loudly here instead of skipping a table. */
const PROBE_VALUES: Record<string, string> = {
  text: 'rls-probe',
  integer: '0',
  bigint: '0',
  smallint: '0',
  numeric: '0',
  boolean: 'false',
  date: '2000-01-01',
  'timestamp with time zone': '2000-01-01T00:00:00Z',
  jsonb: '{}',
};

export async function requiredColumns(db: Db, table: string): Promise<RequiredColumn[]> {
  const result = await db.execute(sql`
    select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
    from pg_attribute a
    where a.attrelid = format('public.%I', ${table}::text)::regclass and a.attnum > 0 and not a.attisdropped
      and a.attnotnull and not a.atthasdef and a.attidentity = '' and a.attgenerated = '' and a.attname <> 'tenant_id'
    order by a.attnum`);
  return (result as unknown as { rows: RequiredColumn[] }).rows;
}

/** INSERT of one probe row for `tenant`. */
export function probeInsert(table: string, columns: RequiredColumn[], tenant: string): SQL {
  const values = columns.map(({ name, type }) => {
    // A driver sends a text parameter for bytea as bytes it checks: spelled in the statement instead.
    if (type === 'bytea') return sql.raw(`'\\x00'::bytea`);
    const value = PROBE_VALUES[type.replace(/\(.*\)$/, '')];
    if (value === undefined) throw new Error(`No probe value for ${table}.${name} of type ${type}: add one to PROBE_VALUES`);
    return sql`${value}::${sql.raw(type)}`;
  });
  const names = sql.join([sql.identifier('tenant_id'), ...columns.map((c) => sql.identifier(c.name))], sql`, `);
  return sql`insert into ${sql.identifier(table)} (${names}) values (${sql.join([sql`${tenant}`, ...values], sql`, `)})`;
}

/** Runs `fn` in a transaction of `db` that is always rolled back, so probe rows and tables never outlive a test. */
export async function inRolledBackTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await fn(tx as unknown as Db);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return result as T;
}
