import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accounts, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('row-level security', () => {
  it('shows a query without any tenant filter only the scoped tenant', async () => {
    const demo = await t.database.withTenant('demo', (db) => db.select({ tenantId: users.tenantId }).from(users));
    const cleangas = await t.database.withTenant('cleangas', (db) => db.select({ tenantId: accounts.tenantId }).from(accounts));
    expect(demo.length).toBeGreaterThan(0);
    expect(new Set(demo.map((r) => r.tenantId))).toEqual(new Set(['demo']));
    expect(new Set(cleangas.map((r) => r.tenantId))).toEqual(new Set(['cleangas']));
    // Both tenants hold rows: the owner connection (no RLS role switch) sees them all.
    const everyone = await t.database.owner.execute(sql`select count(distinct tenant_id)::int as n from accounts`);
    expect((everyone as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
  });

  it('refuses to write a row for another tenant', async () => {
    await expect(
      t.database.withTenant('demo', (db) =>
        db.insert(users).values({ tenantId: 'cleangas', email: 'intruder@demo.test', passwordHash: 'x', role: 'Admin' }),
      ),
    ).rejects.toThrow();
  });

  it('refuses to move a row to another tenant', async () => {
    await expect(
      t.database.withTenant('demo', (db) => db.update(accounts).set({ tenantId: 'cleangas' })),
    ).rejects.toThrow();
  });

  it('shows nothing when no tenant is set for the app role', async () => {
    const rows = await t.database.owner.transaction(async (tx) => {
      await tx.execute(sql`set local role portal_app`);
      return tx.select().from(accounts);
    });
    expect(rows).toEqual([]);
  });

  it('does not leak the tenant setting or role to the next caller of the connection', async () => {
    await t.database.withTenant('demo', (db) => db.select().from(users).limit(1));
    const after = await t.database.owner.execute(sql`select current_user as who, coalesce(current_setting('app.tenant', true), '') as tenant`);
    const row = (after as unknown as { rows: { who: string; tenant: string }[] }).rows[0];
    expect(row.tenant).toBe('');
    expect(row.who).not.toBe('portal_app');
  });
});
