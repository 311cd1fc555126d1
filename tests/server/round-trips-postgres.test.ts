/**
 * What a request costs in database round trips on PostgreSQL (PGlite runs in-process: no round
 * trips to count). Every statement node-postgres sends is counted while one request runs.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCaller } from '../../src/server/auth/request-caller';
import { accounts } from '../../src/server/db/schema';
import { createTestApp, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

let t: TestApp;
let customerKey: string;
let accountId: string;

beforeAll(async () => {
  // One request connection: every request reuses the connection the previous one left scoped.
  process.env.PG_POOL_SIZE = '1';
  t = await createTestApp();
  delete process.env.PG_POOL_SIZE;
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  customerKey = signedIn.customerKey;
  accountId = signedIn.customer.account_ids[0];
});
afterAll(() => t.close());

/** The statements sent while `fn` runs, up to their FROM (the session check names its columns). */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '?');
    statements.push(text.replace(/\s+/g, ' ').trim().slice(0, 160));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return statements;
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'user-key': customerKey } });

describe('a read without a transaction', () => {
  const visibleAccounts = (tenantId: string) =>
    t.database.withRequest(
      tenantId,
      'read',
      (db, local) => requestCaller(db, t.tenants.get(tenantId)!, { idleMs: 60_000, absoluteMs: 60_000 }, { key: undefined, now: new Date(), accountId: undefined, transactionLocal: local }),
      async (db) => (await db.select({ tenantId: accounts.tenantId }).from(accounts)).map((a) => a.tenantId),
    );

  it('sees only its own tenant on a connection the previous request left scoped to another', async () => {
    const demo = await visibleAccounts('demo');
    const other = await visibleAccounts('cleangas');
    const demoAgain = await visibleAccounts('demo');
    expect(demo.length).toBeGreaterThan(0);
    expect(other.length).toBeGreaterThan(0);
    expect(new Set(demo)).toEqual(new Set(['demo']));
    expect(new Set(other)).toEqual(new Set(['cleangas']));
    expect(demoAgain).toHaveLength(demo.length);
  });
});

describe('database round trips of an authenticated read', () => {
  it('a page of an account the customer owns: the session and ownership check, then the page', async () => {
    await get(`/api/demo/accounts/${accountId}/transactions?page=0&size=20`); // warm the settings cache
    let status = 0;
    const statements = await statementsOf(async () => {
      status = (await get(`/api/demo/accounts/${accountId}/transactions?page=0&size=20`)).statusCode;
    });
    expect(status).toBe(200);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/^select .* from portal_request_caller\(/);
  });

  it('another customer’s account is refused after one round trip', async () => {
    let status = 0;
    const statements = await statementsOf(async () => {
      status = (await get('/api/demo/accounts/no-such-account/transactions')).statusCode;
    });
    expect(status).toBe(404);
    expect(statements).toHaveLength(1);
  });

  it('a write runs in one transaction that begins with the same check', async () => {
    const statements = await statementsOf(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/demo/user/profile',
        headers: { 'user-key': customerKey },
        payload: {},
      });
      expect(response.statusCode).toBeLessThan(500);
    });
    expect(statements[0]).toMatch(/^begin/i);
    expect(statements[1]).toMatch(/^select .* from portal_request_caller\(/);
    expect(statements.at(-1)).toMatch(/^(commit|rollback)/i);
  });
});
