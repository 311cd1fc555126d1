/**
 * FORCE row-level security on every table declared with `tenantTable`, run as the owner right
 * after drizzle's migrations (same place, same lock), on every start.
 *
 * Why here: drizzle-kit emits ENABLE ROW LEVEL SECURITY and the policy but cannot emit FORCE, so
 * each new table needed a hand-written migration, which is exactly what gets forgotten. Deriving
 * FORCE from the declaration makes it impossible to forget. An event trigger on CREATE TABLE was
 * the alternative; it needs a superuser (which the production owner login should not be) and would
 * act on tables the schema never declared. A table that escapes the helper is caught by the
 * catalog test instead (tests/server/tenant-catalog.test.ts).
 *
 * The catalog is read first and only what is missing is altered: ALTER TABLE takes an ACCESS
 * EXCLUSIVE lock, which a start-up must not take on busy tables when nothing needs changing.
 * Grants are checked too: the default privileges of migration 0002 cover only tables created by
 * the login that ran it, so a table created after the owner login changed would lack them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { APP_ROLE, tenantTableNames } from './tenant-table';

interface TableState {
  name: string;
  present: boolean;
  forced: boolean;
  granted: boolean;
}

export async function enforceTenantTables(db: Db, names = tenantTableNames()): Promise<void> {
  if (!names.length) return;
  const privilege = (kind: string) => sql`has_table_privilege(${APP_ROLE}, c.oid, ${kind})`;
  const result = await db.execute(sql`
    select t.name, c.oid is not null as present,
           coalesce(c.relrowsecurity and c.relforcerowsecurity, false) as forced,
           coalesce(${privilege('SELECT')} and ${privilege('INSERT')} and ${privilege('UPDATE')} and ${privilege('DELETE')}, false) as granted
    from (values ${sql.join(names.map((name) => sql`(${name})`), sql`, `)}) as t(name)
    left join pg_class c on c.relname = t.name and c.relkind = 'r' and c.relnamespace = 'public'::regnamespace`);
  const tables = (result as { rows: TableState[] }).rows;
  const absent = tables.filter((t) => !t.present).map((t) => t.name);
  if (absent.length) throw new Error(`Declared with tenantTable but created by no migration: ${absent.join(', ')} (run npm run db:generate)`);
  for (const table of tables.filter((t) => !t.forced)) {
    await db.execute(sql`alter table ${sql.identifier(table.name)} enable row level security, force row level security`);
  }
  for (const table of tables.filter((t) => !t.granted)) {
    await db.execute(sql`grant select, insert, update, delete on ${sql.identifier(table.name)} to ${sql.identifier(APP_ROLE)}`);
  }
}
