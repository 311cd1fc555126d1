/**
 * Every table of the live database either holds tenant data behind FORCE'd row-level security and
 * the tenant policy, or is on the short list of shared tables — so a table that escapes tenantTable fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { enforceTenantTables } from '../../src/server/db/enforce-tenant-tables';
import { tenantTableNames } from '../../src/server/db/tenant-table';
import { createTestApp, type TestApp } from './support/test-app';
import { inRolledBackTransaction } from './support/probe-row';
import { catalogTables, rlsProblems, SHARED_TABLES, tenantTablesOf } from './support/tenant-catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const probeTable = (name: string) => sql.raw(`create table ${name} (tenant_id text not null references tenants (id), id integer not null, primary key (tenant_id, id))`);
const tenantPolicy = (name: string, check = "tenant_id = current_setting('app.tenant', true)") =>
  sql.raw(`create policy tenant_isolation on ${name} for all to portal_app using (tenant_id = current_setting('app.tenant', true)) with check (${check})`);

describe('the database catalog', () => {
  it('finds no table in public that could show one tenant the rows of another', async () => {
    expect(await rlsProblems(t.database.owner)).toEqual([]);
  });

  it('holds exactly the tables declared with tenantTable, and the shared ones', async () => {
    const tables = await catalogTables(t.database.owner);
    expect(await tenantTablesOf(t.database.owner)).toEqual(tenantTableNames());
    expect(tables.filter((table) => !table.has_tenant_id).map((table) => table.name)).toEqual(SHARED_TABLES);
  });

  it('reports tables that lack FORCE, a policy, tenant_id or a tenant-only policy — and FORCE once enforced', async () => {
    const { before, after } = await inRolledBackTransaction(t.database.owner, async (tx) => {
      for (const name of ['probe_unforced', 'probe_no_policy', 'probe_wide', 'probe_loose_check']) await tx.execute(probeTable(name));
      await tx.execute(sql`create table probe_shared (id integer primary key)`);
      await tx.execute(sql`alter table probe_unforced enable row level security`);
      await tx.execute(tenantPolicy('probe_unforced'));
      await tx.execute(sql`alter table probe_no_policy enable row level security, force row level security`);
      await tx.execute(sql`alter table probe_wide enable row level security, force row level security`);
      await tx.execute(tenantPolicy('probe_wide'));
      await tx.execute(sql`create policy everyone on probe_wide for select to portal_app using (true)`);
      await tx.execute(sql`alter table probe_loose_check enable row level security, force row level security`);
      await tx.execute(tenantPolicy('probe_loose_check', 'true'));
      const found = await rlsProblems(tx);
      // What start-up does for a table declared with tenantTable.
      await enforceTenantTables(tx, ['probe_unforced']);
      return { before: found, after: await rlsProblems(tx) };
    });
    const unforced = 'probe_unforced: FORCE ROW LEVEL SECURITY is off (the owner bypasses the policy)';
    const rest = [
      "probe_loose_check: no policy for portal_app restricting USING and WITH CHECK to current_setting('app.tenant', true)",
      'probe_loose_check: permissive policy "tenant_isolation" widens access beyond the tenant',
      "probe_no_policy: no policy for portal_app restricting USING and WITH CHECK to current_setting('app.tenant', true)",
      'probe_shared: has no tenant_id and is not a shared table (declare it with tenantTable)',
      'probe_wide: permissive policy "everyone" widens access beyond the tenant',
    ];
    expect(before).toEqual([...rest.slice(0, 4), unforced, ...rest.slice(4)]);
    expect(after).toEqual(rest);
    expect(await catalogTables(t.database.owner)).not.toContainEqual(expect.objectContaining({ name: 'probe_shared' }));
  });
});
