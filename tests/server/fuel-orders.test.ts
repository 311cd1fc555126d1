import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drops, outbox, paymentSources, userAccounts, workflowItems } from '../../src/server/db/schema';
import { TEST_CARD } from './authorization/fixtures';
import { publishDocument, rollBack } from './support/config-documents';
import { secretsAtRest } from './support/secret-scan';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

const clock = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let customerKey: string;
let customer: { user_id: number; account_ids: string[] };
let staffKey: string;
let accountId: string;
let dropId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ({ customer, customerKey, staffKey } = await signInDemoCustomerAndStaff(t.app));
  accountId = customer.account_ids[0];
  // A drop with known figures: $3.50 a gallon, not fixed, a 275-gallon tank.
  dropId = await t.database.withTenant('demo', async (db) => {
    const [drop] = await db.select().from(drops).where(eq(drops.accountId, accountId)).limit(1);
    // A product the supplier posts no price for (the demo posts FO2's): the drop's own price is the one priced.
    await db.update(drops).set({ price: 3.5, isFixedPrice: false, tankSize: 275, productType: 'Fuel Oil', productCode: 'FO2-CFG' }).where(eq(drops.dropId, drop.dropId));
    return drop.dropId;
  });
});
afterAll(() => t.close());

const order = (contents: object = {}) => ({ item_type: 'fuel_order', item_contents: { account_id: accountId, drop_id: dropId, fill: false, gallons: 150, extras: [], tank_level: 25, ...contents } });
const price = (payload: object, key = customerKey, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}/orders/price-fuel-order`, headers: { 'user-key': key }, payload });
const create = (payload: object, idempotencyKey = randomUUID(), key = customerKey, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}/orders/create-fuel-order`, headers: { 'user-key': key, 'idempotency-key': idempotencyKey }, payload });
const orderItems = () => t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.type, 'fuel_order')));

describe('POST /orders/price-fuel-order', () => {
  it('prices gallons × the drop price, the extras and the 2% tax to the cent', async () => {
    const response = await price(order({ extras: ['prime'] }));
    expect(response.statusCode).toBe(200);
    // 150 × 3.50 = 525.00; + prime 45.00 = 570.00; tax 2% = 11.40.
    expect(response.json()).toMatchObject({
      total_price: 581.4,
      breakdown: { fill: false, unit_price: 3.5, gallons: 150, fuel: 525, extras: [{ id: 'prime', text: 'Prime the burner', price: 45 }], delivery_fee: 0, tax: 11.4, total_price: 581.4 },
      drop: { drop_id: dropId },
    });
  });

  it('ignores a price sent by the client', async () => {
    const response = await price(order({ total_price: 0.01 }));
    expect(response.json().total_price).toBe(535.5);
  });

  it('uses a fixed price inside its window and the posted price outside it', async () => {
    const setWindow = (effective: string, end: string) =>
      t.database.withTenant('demo', (db) => db.update(drops).set({ isFixedPrice: true, price: 2.5, effectiveDate: effective, endDate: end }).where(eq(drops.dropId, dropId)));
    await setWindow('2026-11-01', '2026-12-31');
    expect((await price(order({ gallons: 100 }))).json().breakdown).toMatchObject({ unit_price: 2.5, fuel: 250 });
    await setWindow('2026-01-01', '2026-10-31');
    // Fuel Oil is posted at 3.899 (tenants/demo/tenant.json): 389.90 + 2% = 397.70.
    expect((await price(order({ gallons: 100 }))).json()).toMatchObject({ total_price: 397.7, breakdown: { unit_price: 3.899 } });
    await t.database.withTenant('demo', (db) => db.update(drops).set({ isFixedPrice: false, price: 3.5 }).where(eq(drops.dropId, dropId)));
  });

  it('answers a fill with no total and the spec words', async () => {
    const response = await price(order({ fill: true, gallons: null }));
    expect(response.json()).toMatchObject({ total_price: null, message: 'Total price for this order will be determined upon delivery.' });
  });

  it.each([
    [{ gallons: 'lots' }, 'gallons', 'Value should be numeric'],
    [{ gallons: 99 }, 'gallons', 'Minimum value 100'],
    [{ gallons: 300 }, 'gallons', 'Maximum value 275'],
    [{ gallons: -5 }, 'gallons', 'Value should be numeric'],
    [{ gallons: null }, 'gallons', 'Value missing'],
    [{ tank_level: null }, 'tank_level', 'Value missing'],
    [{ tank_level: 120 }, 'tank_level', 'Maximum value 100'],
    [{ extras: ['prime', 'gold-plating'] }, 'extras', 'Unknown extra: gold-plating'],
  ])('refuses %j with the spec message at the field', async (contents, field, message) => {
    const response = await price(order(contents));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ path: `body/item_contents/${field}`, message });
  });

  it("answers 404 for another customer's account, a drop of another account, and staff 403", async () => {
    const other = await t.database.withTenant('demo', async (db) => {
      const linked = (await db.select().from(userAccounts).where(eq(userAccounts.userId, customer.user_id))).map((l) => l.accountId);
      const all = await db.select({ accountId: drops.accountId, dropId: drops.dropId }).from(drops);
      return all.find((d) => !linked.includes(d.accountId))!;
    });
    expect((await price(order({ account_id: other.accountId, drop_id: other.dropId }))).statusCode).toBe(404);
    expect((await price(order({ drop_id: other.dropId }))).statusCode).toBe(404);
    expect((await price(order(), staffKey)).statusCode).toBe(403);
  });

  it("another tenant's session is not a session here, and a demo drop is no drop of cleangas", async () => {
    const cleangas = (await loginAs(t.app, 'cleangas', 'customer@demo.test')).body;
    expect((await price(order(), cleangas.user_key)).statusCode).toBe(401);
    // Seeds may reuse drop ids across tenants: take a demo drop whose id cleangas does not have.
    const cleangasDrops = new Set((await t.database.withTenant('cleangas', (db) => db.select({ id: drops.dropId }).from(drops))).map((d) => d.id));
    const demoDrops = await t.database.withTenant('demo', (db) => db.select({ id: drops.dropId }).from(drops));
    const demoOnly = demoDrops.find((d) => !cleangasDrops.has(d.id));
    expect(demoOnly).toBeDefined();
    const response = await price(order({ account_id: cleangas.account_ids[0], drop_id: demoOnly!.id, fill: true }), cleangas.user_key, 'cleangas');
    expect(response.statusCode).toBe(404);
  });
});

describe('fill-only tenant (cleangas)', () => {
  it('refuses a delivery and takes a fill, priced on delivery', async () => {
    const cleangas = (await loginAs(t.app, 'cleangas', 'customer@demo.test')).body;
    const cleangasDrop = await t.database.withTenant('cleangas', async (db) => (await db.select().from(drops).where(eq(drops.accountId, cleangas.account_ids[0])).limit(1))[0].dropId);
    const base = { account_id: cleangas.account_ids[0], drop_id: cleangasDrop };
    const refused = await price({ item_type: 'fuel_order', item_contents: { ...base, fill: false, gallons: 100 } }, cleangas.user_key, 'cleangas');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error_code: 'FILL_ONLY', errors: [{ path: 'body/item_contents/fill', message: 'This supplier delivers fills only: choose Fill.' }] });
    const fill = { item_type: 'fuel_order', item_contents: { ...base, fill: true, payment: { payment_type: 'meet_the_driver' } } };
    const created = await create(fill, randomUUID(), cleangas.user_key, 'cleangas');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Order created successfully!', total_price: null });
  });
});

describe('POST /orders/create-fuel-order', () => {
  it('stores a fuel_order item with the drop, the server price and the card on file as a label, and mails the customer', async () => {
    const [source] = await t.database.withTenant('demo', (db) =>
      db.insert(paymentSources).values({ tenantId: 'demo', userId: customer.user_id, paymentType: 'credit_card', name: 'Visa', gateway: 'sandbox', token: 'tok_test', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2039, holderFirstName: 'Pat', holderLastName: 'Doe', isDefault: false }).returning(),
    );
    const response = await create(order({ extras: ['prime'], total_price: 1, special_instructions: ' Gate code 1234 ', payment: { payment_type: 'credit_card', payment_id: source.id } }));
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ message: 'Order created successfully!', total_price: 581.4 });
    const [item] = (await orderItems()).filter((i) => i.id === answer.request_id);
    expect(item).toMatchObject({ status: 'new', accountId, userId: customer.user_id, formName: 'form.fuel-order' });
    expect(item.formVersion).toBeGreaterThan(0);
    expect(item.itemContents).toMatchObject({
      drop_id: dropId,
      gallons: 150,
      tank_level: 25,
      special_instructions: 'Gate code 1234',
      extras_text: 'Prime the burner',
      total_price: 581.4,
      payment: { choice: 'card_on_file', label: 'Card on file: Visa •••• 4242', payment_id: source.id },
      drop: { tank_size: 275 },
    });
    const mails = await t.database.withTenant('demo', (db) => db.select().from(outbox).where(like(outbox.subject, `Fuel order #${answer.request_id} received`)));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('customer@demo.test');
    expect(mails[0].text).toContain('$581.40');
  });

  it('creates one order for a double submit with the same Idempotency-Key', async () => {
    const before = (await orderItems()).length;
    const key = randomUUID();
    const first = await create(order({ fill: true, payment: { payment_type: 'meet_the_driver' } }), key);
    const second = await create(order({ fill: true, payment: { payment_type: 'meet_the_driver' } }), key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().request_id).toBe(first.json().request_id);
    expect((await orderItems()).length).toBe(before + 1);
  });

  it('refuses leave-payment without its location text, and a missing payment', async () => {
    const blank = await create(order({ payment: { payment_type: 'location', data: { location: '  ' } } }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([{ path: 'body/item_contents/payment/data/location', message: 'Value missing' }]);
    const none = await create(order());
    expect(none.json().errors).toEqual([{ path: 'body/item_contents/payment', message: 'Delivery will not be made if payment is not provided.' }]);
    const left = await create(order({ payment: { payment_type: 'location', data: { location: 'Under the mat' } } }));
    expect(left.statusCode).toBe(201);
  });

  it("refuses another customer's saved source (404) and an answer to a field the form does not have", async () => {
    const other = await t.database.withTenant('demo', (db) =>
      db.insert(paymentSources).values({ tenantId: 'demo', userId: 1, paymentType: 'credit_card', name: 'Not yours', gateway: 'sandbox', token: 'tok_other', brand: 'Visa', last4: '1111', expMonth: 12, expYear: 2039, holderFirstName: 'A', holderLastName: 'B', isDefault: false }).returning(),
    );
    expect((await create(order({ payment: { payment_type: 'credit_card', payment_id: other[0].id } }))).statusCode).toBe(404);
    const extra = await create({ ...order({ payment: { payment_type: 'meet_the_driver' } }), extra: { gate_colour: 'red' } });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().error_code).toBe('INVALID_EXTRA');
  });

  it("takes a field the tenant adds to its order form without code: required once published, kept in the item's extra with the form version", async () => {
    const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key as string;
    const version = await publishDocument(t.app, adminKey, 'form.fuel-order', {
      extraFields: { gate_code: { type: 'string', title: 'Gate code', maxLength: 20 } },
      required: ['gate_code'],
    });
    try {
      const paid = order({ payment: { payment_type: 'meet_the_driver' } });
      const missing = await create(paid);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual([{ path: 'body/extra/gate_code', message: 'Value missing' }]);
      const placed = await create({ ...paid, extra: { gate_code: '4711' } });
      expect(placed.statusCode).toBe(201);
      const [item] = (await orderItems()).filter((row) => row.id === placed.json().request_id);
      expect(item).toMatchObject({ extra: { gate_code: '4711' }, formName: 'form.fuel-order', formVersion: version });
    } finally {
      await rollBack(t.app, adminKey, 'form.fuel-order', version - 1);
    }
  });

  it('pays by a new card: tokenised and saved as a source, never stored whole; a declined card places no order', async () => {
    const response = await create(order({ payment: { payment_type: 'credit_card', data: TEST_CARD } }));
    expect(response.statusCode).toBe(201);
    const [item] = (await orderItems()).filter((i) => i.id === response.json().request_id);
    expect(item.itemContents.payment).toMatchObject({ choice: 'new_payment_method', label: 'New payment method: Visa •••• 4242' });
    const before = (await orderItems()).length;
    const declined = await create(order({ payment: { payment_type: 'credit_card', data: { ...TEST_CARD, card: { ...TEST_CARD.card, cc_number: '4000000000000002' } } } }));
    expect(declined.statusCode).toBe(402);
    expect((await orderItems()).length).toBe(before);
    const badCard = await create(order({ payment: { payment_type: 'credit_card', data: { ...TEST_CARD, card: { ...TEST_CARD.card, cc_number: '4242424242424241' } } } }));
    expect(badCard.json().errors).toContainEqual({ path: 'body/item_contents/payment/data/card/cc_number', message: 'Invalid card number' });
    expect(await secretsAtRest(t.database)).toEqual([]);
  });
});

describe('staff logged in as the customer', () => {
  it('orders for the customer: the order is the customer\'s, with the same rules', async () => {
    const loginAs = await t.app.inject({ method: 'POST', url: `/api/demo/login-as?user_id=${customer.user_id}`, headers: { 'user-key': staffKey } });
    expect(loginAs.statusCode).toBe(200);
    const actingKey = loginAs.json().user_key as string;
    expect((await price(order({ gallons: 'ten' }), actingKey)).json().errors).toContainEqual({ path: 'body/item_contents/gallons', message: 'Value should be numeric' });
    const response = await create(order({ fill: true, payment: { payment_type: 'meet_the_driver' } }), randomUUID(), actingKey);
    expect(response.statusCode).toBe(201);
    const [item] = (await orderItems()).filter((i) => i.id === response.json().request_id);
    expect(item.userId).toBe(customer.user_id);
  });
});
