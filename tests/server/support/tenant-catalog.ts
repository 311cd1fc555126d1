/**
 * What the live catalog says protects each table, read from pg_class, pg_index and pg_policy
 * rather than from schema.ts, so a table created any other way is judged too.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/database';
import { APP_ROLE } from '../../../src/server/db/schema';

/** Tables that hold no tenant's data; every other table must carry tenant_id. Keep it short. */
export const SHARED_TABLES = ['tenants'];

/** The policy expression as PostgreSQL prints it back (pg_get_expr). */
const TENANT_PREDICATE = "(tenant_id = current_setting('app.tenant'::text, true))";

interface Policy {
  name: string;
  permissive: boolean;
  command: string;
  roles: string[];
  using: string | null;
  check: string | null;
}

interface CatalogTable {
  name: string;
  has_tenant_id: boolean;
  tenant_id_not_null: boolean;
  key_leads_with_tenant: boolean;
  rls: boolean;
  force: boolean;
  policies: Policy[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function catalogTables(db: Db, schema = 'public'): Promise<CatalogTable[]> {
  return rowsOf<CatalogTable>(
    await db.execute(sql`
      select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as force,
             a.attnum is not null as has_tenant_id, coalesce(a.attnotnull, false) as tenant_id_not_null,
             coalesce((select i.indkey[0] = a.attnum from pg_index i where i.indrelid = c.oid and i.indisprimary), false) as key_leads_with_tenant,
             coalesce((select json_agg(json_build_object(
                        'name', p.polname, 'permissive', p.polpermissive, 'command', p.polcmd,
                        'roles', (select coalesce(json_agg(case when r = 0 then 'public' else pg_get_userbyid(r)::text end), '[]') from unnest(p.polroles) r),
                        'using', pg_get_expr(p.polqual, p.polrelid), 'check', pg_get_expr(p.polwithcheck, p.polrelid)))
                       from pg_policy p where p.polrelid = c.oid), '[]') as policies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
      where n.nspname = ${schema} and c.relkind in ('r', 'p')
      order by c.relname`),
  );
}

/** The tables holding tenant data: any with a tenant_id column. */
export async function tenantTablesOf(db: Db, schema = 'public'): Promise<string[]> {
  return (await catalogTables(db, schema)).filter((t) => t.has_tenant_id).map((t) => t.name);
}

const isTenantIsolation = (p: Policy) =>
  p.permissive && p.command === '*' && p.roles.includes(APP_ROLE) && p.using === TENANT_PREDICATE && p.check === TENANT_PREDICATE;

/** Everything that would let one tenant's rows reach another, table by table; empty when all is well. */
export async function rlsProblems(db: Db, schema = 'public'): Promise<string[]> {
  const problems: string[] = [];
  for (const table of await catalogTables(db, schema)) {
    const report = (problem: string) => problems.push(`${table.name}: ${problem}`);
    if (!table.has_tenant_id) {
      if (!SHARED_TABLES.includes(table.name)) report('has no tenant_id and is not a shared table (declare it with tenantTable)');
      continue;
    }
    if (!table.tenant_id_not_null) report('tenant_id may be null');
    if (!table.key_leads_with_tenant) report('primary key does not start with tenant_id');
    if (!table.rls) report('row-level security is off');
    if (!table.force) report('FORCE ROW LEVEL SECURITY is off (the owner bypasses the policy)');
    if (!table.policies.some(isTenantIsolation)) report(`no policy for ${APP_ROLE} restricting USING and WITH CHECK to current_setting('app.tenant', true)`);
    // Permissive policies are OR-ed: any other one widens what the tenant policy allows.
    for (const policy of table.policies.filter((p) => p.permissive && !isTenantIsolation(p))) report(`permissive policy "${policy.name}" widens access beyond the tenant`);
  }
  return problems;
}
