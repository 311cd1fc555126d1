/**
 * An adversary's fuel orders (round-13 review): hostile numbers and shapes, prototype keys,
 * repeated and racing submits.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drops, workflowItems } from '../../../src/server/db/schema';
import { createTestApp, signInDemoCustomerAndStaff, type TestApp } from '../support/test-app';
import { unlimitedRateLimiter } from '../../../src/server/throttle/unlimited-rate-limiter';

let t: TestApp;
let customerKey: string;
let accountId: string;
let dropId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-24T15:00:00Z'), rateLimiter: unlimitedRateLimiter });
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  customerKey = signedIn.customerKey;
  accountId = signedIn.customer.account_ids[0];
  dropId = await t.database.withTenant('demo', async (db) => {
    const [drop] = await db.select().from(drops).where(eq(drops.accountId, accountId)).limit(1);
    // A product the supplier posts no price for (the demo posts FO2's): the drop's own price is the one priced.
    await db.update(drops).set({ price: 3.5, isFixedPrice: false, tankSize: 275, productCode: 'FO2-CFG' }).where(eq(drops.dropId, drop.dropId));
    return drop.dropId;
  });
});
afterAll(() => t.close());

const order = (contents: object = {}) => ({ item_type: 'fuel_order', item_contents: { account_id: accountId, drop_id: dropId, fill: false, gallons: 150, extras: [], tank_level: 25, payment: { payment_type: 'meet_the_driver' }, ...contents } });
const post = (op: string, payload: unknown, key = randomUUID()) =>
  t.app.inject({ method: 'POST', url: `/api/demo/orders/${op}`, headers: { 'user-key': customerKey, 'idempotency-key': key, 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
const orderCount = async () => (await t.database.withTenant('demo', (db) => db.select({ id: workflowItems.id }).from(workflowItems).where(eq(workflowItems.type, 'fuel_order')))).length;

describe('hostile numbers and shapes', () => {
  it.each([
    [{ gallons: 1e308 }], [{ gallons: -1e308 }], [{ gallons: '1e3' }], [{ gallons: '0x10' }], [{ gallons: 'NaN' }], [{ gallons: 'Infinity' }], [{ gallons: '-0' }],
    [{ gallons: 0.000001 }], [{ gallons: 150.333333 }], [{ gallons: '１５０' }], [{ tank_level: 1e308 }], [{ tank_level: '1e2' }], [{ tank_level: -1 }],
    [{ extras: ['prime', 'prime'] }], [{ extras: { 0: 'prime' } }], [{ extras: ['__proto__'] }], [{ extras: ['constructor'] }],
    [{ special_instructions: 'huge' }], [{ account_id: ['x'] }], [{ drop_id: { $ne: null } }],
  ])('%j is a 4xx, never a 5xx or a priced order', async (change) => {
    // 'huge' stands for 10 MB of text (kept out of the test's name).
    const sent = 'special_instructions' in change ? { special_instructions: 'x'.repeat(10_000_000) } : change;
    for (const op of ['price-fuel-order', 'create-fuel-order']) {
      const res = await post(op, order(sent));
      expect(res.statusCode, `${op} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${op} ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('__proto__ and constructor keys in extra and item_contents never 5xx and pollute nothing', async () => {
    const body = JSON.stringify(order()).replace('"account_id"', '"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"account_id"');
    for (const payload of [body, JSON.stringify(order()).replace('"item_type"', '"extra":{"__proto__":{"polluted":1}},"item_type"'), JSON.stringify({ ...order(), extra: [] })]) {
      const res = await post('create-fuel-order', payload);
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('repeated and racing submits', () => {
  it('racing submits under one Idempotency-Key make one order; another body under it is refused', async () => {
    const before = await orderCount();
    const key = randomUUID();
    const answers = await Promise.all([post('create-fuel-order', order(), key), post('create-fuel-order', order(), key), post('create-fuel-order', order(), key)]);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect(answers.some((a) => a.statusCode === 201)).toBe(true);
    expect(await orderCount()).toBe(before + 1);
    const other = await post('create-fuel-order', order({ gallons: 200 }), key);
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.statusCode).toBeLessThan(500);
    expect(await orderCount()).toBe(before + 1);
  });
});
