/** The demo seed puts a ledger behind every account, per tenant, and links the demo customer to a budget and a pay-as-you-go account. */
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../../src/server/db/schema';
import { registerTenants } from '../../src/server/seed/seed-tenant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Counts = { accounts: number; transactions: number; deliveries: number; documents: number; tenants: string[]; orphans: number };
const counts = (tenant: string) =>
  t.database.withTenant(tenant, async (db) => {
    const result = await db.execute(sql`
      select (select count(*)::int from accounts) as accounts,
             (select count(*)::int from transactions) as transactions,
             (select count(*)::int from deliveries) as deliveries,
             (select count(*)::int from account_documents) as documents,
             (select array_agg(distinct tenant_id) from (select tenant_id from transactions union select tenant_id from deliveries union select tenant_id from account_documents) x) as tenants,
             (select count(*)::int from transactions t where not exists (select 1 from accounts a where a.account_id = t.account_id)) as orphans`);
    return (result as unknown as { rows: Counts[] }).rows[0];
  });

describe('seeded tenants', () => {
  it("give every tenant's accounts transactions, deliveries and documents of that tenant only", async () => {
    const demo = await counts('demo');
    const cleangas = await counts('cleangas');
    expect(demo.accounts).toBe(60);
    expect(cleangas.accounts).toBe(25);
    for (const [tenant, c] of [['demo', demo], ['cleangas', cleangas]] as const) {
      expect(c.transactions).toBeGreaterThan(c.accounts * 10);
      expect(c.deliveries).toBeGreaterThan(c.accounts);
      expect(c.documents).toBeGreaterThan(c.accounts * 24);
      expect(c.tenants).toEqual([tenant]);
      expect(c.orphans).toBe(0);
    }
    expect(demo.transactions).not.toBe(cleangas.transactions);
  });

  it('link the demo customer to a budget-plan account and a pay-as-you-go account, both with history', async () => {
    const rows = await t.database.withTenant('demo', async (db) => {
      const result = await db.execute(sql`
        select a.account_id, a.is_budget_plan, a.account_status,
               (select count(*)::int from deliveries d where d.account_id = a.account_id) as deliveries,
               (select count(*)::int from account_documents s where s.account_id = a.account_id and s.document_type = 'statement') as statements
        from user_accounts ua join users u on u.id = ua.user_id join accounts a on a.account_id = ua.account_id
        where u.email = 'customer@demo.test' order by a.account_id`);
      return (result as unknown as { rows: { account_id: string; is_budget_plan: boolean; account_status: string; deliveries: number; statements: number }[] }).rows;
    });
    expect(rows.map((r) => r.is_budget_plan)).toEqual([true, false]);
    expect(rows[0].account_status).toBe('active');
    for (const row of rows) {
      expect(row.deliveries).toBeGreaterThan(3);
      expect(row.statements).toBe(24);
    }
  });

  it('renames a registered tenant whose folder was renamed', async () => {
    const demo = t.tenants.get('demo')!;
    const nameOf = async () => (await t.database.owner.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, 'demo')))[0].name;
    await registerTenants(t.database, [{ ...demo, config: { ...demo.config, name: 'Demo Fuel Renamed' } }]);
    expect(await nameOf()).toBe('Demo Fuel Renamed');
    await registerTenants(t.database, [demo]);
    expect(await nameOf()).toBe(demo.config.name);
  });
});
