/**
 * Posted prices from the supplier's import price fuel orders: the quote a customer sees and the
 * order stored both take the supplier's posted price of the drop's product on the order's day,
 * a fixed price wins inside its window, and nothing posted leaves the configured price.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drops, workflowItems } from '../../../src/server/db/schema';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from '../support/test-app';
import { importFile, ndjson } from './support';

const clock = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let customerKey: string;
let admin: string;
let accountId: string;
let dropId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  customerKey = signedIn.customerKey;
  accountId = signedIn.customer.account_ids[0];
  admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  // A drop of a product no other test posts: $3.50 a gallon on the drop, not fixed.
  dropId = await t.database.withTenant('demo', async (db) => {
    const [drop] = await db.select().from(drops).where(eq(drops.accountId, accountId)).limit(1);
    await db.update(drops).set({ price: 3.5, isFixedPrice: false, productCode: 'FO2-PP', productType: 'Fuel Oil' }).where(eq(drops.dropId, drop.dropId));
    return drop.dropId;
  });
});
afterAll(() => t.close());

const order = (contents: object = {}) => ({ item_type: 'fuel_order', item_contents: { account_id: accountId, drop_id: dropId, fill: false, gallons: 100, extras: [], tank_level: 25, ...contents } });
const quote = async () => (await t.app.inject({ method: 'POST', url: '/api/demo/orders/price-fuel-order', headers: { 'user-key': customerKey }, payload: order() })).json();
const setFixed = (isFixedPrice: boolean, effectiveDate: string | null, endDate: string | null) =>
  t.database.withTenant('demo', (db) => db.update(drops).set({ isFixedPrice, price: isFixedPrice ? 2.899 : 3.5, effectiveDate, endDate }).where(eq(drops.dropId, dropId)));

describe('order prices from the supplier', () => {
  it('quotes the configured drop price while the supplier has posted none', async () => {
    expect((await quote()).breakdown).toMatchObject({ unit_price: 3.5, fuel: 350 });
  });

  it('quotes and charges the posted price in force on the order day, not a later one', async () => {
    const job = await importFile(
      t.app,
      admin,
      ndjson(
        { kind: 'price', external_id: 'PP-1', product_code: 'FO2-PP', product_name: '#2 Heating Oil', price: 3.799, effective_date: '2026-10-01' },
        { kind: 'price', external_id: 'PP-2', product_code: 'FO2-PP', product_name: '#2 Heating Oil', price: 3.999, effective_date: '2026-11-01' },
        { kind: 'price', external_id: 'PP-3', product_code: 'FO2-PP', product_name: '#2 Heating Oil', price: 4.499, effective_date: '2026-12-01' },
      ),
    );
    expect(job).toMatchObject({ status: 'succeeded', rows_applied: 3 });
    // 100 × 3.999 = 399.90; 2% tax = 8.00.
    expect(await quote()).toMatchObject({ total_price: 407.9, breakdown: { unit_price: 3.999, fuel: 399.9 } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/demo/orders/create-fuel-order',
      headers: { 'user-key': customerKey, 'idempotency-key': randomUUID() },
      payload: order({ payment: { payment_type: 'meet_the_driver' } }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().total_price).toBe(407.9);
    const [item] = await t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.id, created.json().request_id)));
    expect(item.itemContents).toMatchObject({ total_price: 407.9 });
  });

  it('keeps the account fixed price inside its window, and the posted price outside it', async () => {
    await setFixed(true, '2026-11-01', '2026-11-30');
    expect((await quote()).breakdown).toMatchObject({ unit_price: 2.899, fuel: 289.9 });
    await setFixed(true, '2026-09-01', '2026-10-31');
    expect((await quote()).breakdown).toMatchObject({ unit_price: 3.999 });
    await setFixed(false, null, null);
  });

  it('follows a changed posted price, and the configured price again once it is deleted', async () => {
    expect(await importFile(t.app, admin, ndjson({ kind: 'price', external_id: 'PP-2', product_code: 'FO2-PP', product_name: '#2 Heating Oil', price: 3.899, effective_date: '2026-11-01' }))).toMatchObject({ rows_applied: 1 });
    expect((await quote()).breakdown).toMatchObject({ unit_price: 3.899 });
    await importFile(t.app, admin, ndjson({ kind: 'price', external_id: 'PP-1', action: 'delete' }, { kind: 'price', external_id: 'PP-2', action: 'delete' }));
    expect((await quote()).breakdown).toMatchObject({ unit_price: 3.5 });
  });
});
