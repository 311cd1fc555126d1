/**
 * Monthly usage (gallons and deliveries per calendar month) against the seeded deliveries, and
 * who may read an account's records at all: the customer's own accounts, staff, nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database';
import { deliveries } from '../../src/server/db/schema';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-15T15:30:00Z');
let t: TestApp;
let customerKey: string;
let staffKey: string;
let accountId: string;
let otherAccountId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  ({ customerKey, staffKey } = signedIn);
  const { customer } = signedIn;
  accountId = customer.account_ids[0];
  const [other] = await demo((db) => db.select({ id: deliveries.accountId }).from(deliveries).where(sql`${deliveries.accountId} not in ${customer.account_ids}`).limit(1));
  otherAccountId = other.id;
});
afterAll(() => t?.close());

const demo = <T>(fn: (db: Db) => Promise<T>) => t.database.withTenant('demo', fn);
const get = (url: string, key?: string) => t.app.inject({ method: 'GET', url: `/api/demo/accounts/${url}`, headers: key ? { 'user-key': key } : {} });

/** YYYY-MM of the month `back` months before NOW's month, and its first day and the next month's. */
function monthBack(back: number) {
  const first = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - back, 1));
  const next = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - back + 1, 1));
  return { month: first.toISOString().slice(0, 7), from: first.toISOString().slice(0, 10), to: next.toISOString().slice(0, 10) };
}

type Usage = { unit: string; months: { month: string; quantity: number; deliveries: number }[] };

describe('GET /accounts/{id}/usage', () => {
  it('answers 24 calendar months ending with the current one, oldest first, each equal to its deliveries', async () => {
    const response = await get(`${accountId}/usage`, customerKey);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Usage;
    expect(body.unit).toBe('gallons');
    expect(body.months.map((m) => m.month)).toEqual(Array.from({ length: 24 }, (_, i) => monthBack(23 - i).month));
    let delivered = 0;
    for (const [i, entry] of body.months.entries()) {
      const { from, to } = monthBack(23 - i);
      const rows = await demo((db) => db.select({ quantity: deliveries.quantity }).from(deliveries).where(and(eq(deliveries.accountId, accountId), gte(deliveries.deliveryDate, from), lt(deliveries.deliveryDate, to))));
      expect(entry.deliveries).toBe(rows.length);
      expect(entry.quantity).toBeCloseTo(rows.reduce((sum, r) => sum + r.quantity, 0), 6);
      delivered += rows.length;
    }
    expect(delivered).toBeGreaterThan(0);
    // The seed stops before NOW's month: the current month is present, with nothing in it.
    expect(body.months.at(-1)).toEqual({ month: '2026-11', quantity: 0, deliveries: 0 });
  });

  it('answers the requested number of months, 1 to 60', async () => {
    const one = (await get(`${accountId}/usage?months=1`, customerKey)).json() as Usage;
    expect(one.months.map((m) => m.month)).toEqual(['2026-11']);
    const sixty = (await get(`${accountId}/usage?months=60`, staffKey)).json() as Usage;
    expect(sixty.months).toHaveLength(60);
    expect(sixty.months[0].month).toBe('2021-12');
    // Before the seeded history every month is there with 0.
    expect(sixty.months[0]).toEqual({ month: '2021-12', quantity: 0, deliveries: 0 });
    const [{ total }] = await demo((db) => db.select({ total: sql<number>`count(*)::int` }).from(deliveries).where(eq(deliveries.accountId, accountId)));
    expect(sixty.months.reduce((sum, m) => sum + m.deliveries, 0)).toBe(total);
    for (const months of [0, 61, 'x']) expect((await get(`${accountId}/usage?months=${months}`, customerKey)).statusCode).toBe(400);
  });
});

describe("an account's records are the account holder's and staff's only", () => {
  const paths = ['usage', 'documents', 'transactions', 'deliveries', 'transactions/csv', 'deliveries/xlsx'];

  it.each(paths.map((p) => [p]))("%s: 404 for a customer on another customer's account, 401 anonymous, 200 for the holder and staff", async (path) => {
    const foreign = await get(`${otherAccountId}/${path}`, customerKey);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error_code: 'NOT_FOUND' });
    expect((await get(`${accountId}/${path}`)).statusCode).toBe(401);
    expect((await get(`${accountId}/${path}`, customerKey)).statusCode).toBe(200);
    expect((await get(`${otherAccountId}/${path}`, staffKey)).statusCode).toBe(200);
  });

  it('answers staff 404 for an account that does not exist', async () => {
    for (const path of paths) expect((await get(`NO-SUCH-ACCOUNT/${path}`, staffKey)).statusCode).toBe(404);
  });

  it("never shows another tenant's rows, even to an admin, and takes no other tenant's session", async () => {
    const cleangasAdmin = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
    const demoAdmin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
    // Generated account numbers repeat across tenants: the same number in demo is demo's own account.
    const [shared] = await t.database.withTenant('cleangas', (db) => db.select({ id: deliveries.accountId }).from(deliveries).limit(1));
    const cleangasRows = await t.database.withTenant('cleangas', (db) => db.select({ id: deliveries.deliveryId, amount: deliveries.amount }).from(deliveries).where(eq(deliveries.accountId, shared.id)));
    const demoRows = await demo((db) => db.select({ id: deliveries.deliveryId, amount: deliveries.amount }).from(deliveries).where(eq(deliveries.accountId, shared.id)));
    const response = await get(`${shared.id}/deliveries?size=1000`, demoAdmin);
    if (demoRows.length === 0) expect(response.statusCode).toBe(404);
    const answered = response.statusCode === 200 ? (response.json().content as { delivery_id: string; amount: number }[]).map((d) => ({ id: d.delivery_id, amount: d.amount })) : [];
    expect(answered.sort((a, b) => a.id.localeCompare(b.id))).toEqual(demoRows.sort((a, b) => a.id.localeCompare(b.id)));
    expect(answered).not.toEqual(expect.arrayContaining(cleangasRows.slice(0, 1)));
    expect((await get(`${accountId}/transactions`, cleangasAdmin)).statusCode).toBe(401);
  });
});
