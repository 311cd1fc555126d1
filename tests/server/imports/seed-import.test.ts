/** The demo tenants' data goes in through the supplier's import: one seed job per tenant, nothing refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { accounts, customers, importJobs } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('is an import job of the generated records, every row applied', async () => {
    const jobs = await t.database.withTenant('demo', (db) => db.select().from(importJobs).where(eq(importJobs.source, 'seed')));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'succeeded', format: 'ndjson', fileName: 'demo-demo.ndjson', rowsRefused: 0, rowsUnchanged: 0 });
    expect(jobs[0].rowsApplied).toBe(jobs[0].rowsRead);
    expect(jobs[0].size).toBe(jobs[0].byteOffset);
    const [{ n }] = await t.database.withTenant('demo', (db) => db.select({ n: count() }).from(customers));
    const [{ a }] = await t.database.withTenant('demo', (db) => db.select({ a: count() }).from(accounts));
    expect(n).toBe(a);
    // The contact on file comes from the account's customer record (the third account: the demo login's two carry its email).
    const [account] = await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, '100015')));
    const [customer] = await t.database.withTenant('demo', (db) => db.select().from(customers).where(eq(customers.externalId, 'C-100015')));
    expect(account).toMatchObject({ customerId: 'C-100015', email: customer.email, homePhone: customer.homePhone, cellPhone: customer.cellPhone });
  });
});
