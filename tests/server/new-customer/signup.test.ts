import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { paymentSources, users, workflowItems } from '../../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { mailsTo } from '../support/outbox';
import { secretsAtRest } from '../support/secret-scan';
import { signupBody, signupCard } from './signup-body';

let clock = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let n = 0;
const unique = () => `${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
// Two hours on per test: no throttling window carries over from one test to the next.
beforeEach(() => {
  clock = new Date(clock.getTime() + 2 * 60 * 60_000);
});

const register = (body: object, key: string = randomUUID(), tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}/new-customer/register`, headers: { 'idempotency-key': key }, payload: body });
const price = (contents: object) => t.app.inject({ method: 'POST', url: '/api/demo/new-customer/price-fuel-order', payload: { item_type: 'fuel_order', item_contents: contents } });
const userOf = async (email: string) => (await t.database.withTenant('demo', (db) => db.select().from(users).where(eq(users.email, email))))[0];
const itemsOf = (userId: number) => t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.userId, userId)).orderBy(workflowItems.id));
const userCount = async () => (await t.database.withTenant('demo', (db) => db.select({ n: sql<number>`count(*)::int` }).from(users)))[0].n;
const itemCount = async () => (await t.database.withTenant('demo', (db) => db.select({ n: sql<number>`count(*)::int` }).from(workflowItems)))[0].n;

describe('POST /new-customer/price-fuel-order', () => {
  it('prices gallons from the posted price, extras and tax (demo: Fuel Oil 3.899, tax 2%)', async () => {
    const plain = await price({ fill: false, gallons: 150, product_name: 'Fuel Oil', extras: [] });
    expect(plain.statusCode).toBe(200);
    // 150 × 3.899 = 584.85; tax 11.70.
    expect(plain.json()).toMatchObject({ total_price: 596.55, breakdown: { unit_price: 3.899, fuel: 584.85, tax: 11.7 } });
    const withExtra = await price({ gallons: '150', product_name: 'Fuel Oil', extras: ['prime'] });
    expect(withExtra.json().total_price).toBe(642.45);
  });

  it('a fill has no total and says why', async () => {
    const fill = await price({ fill: true, product_name: 'Propane' });
    expect(fill.statusCode).toBe(200);
    expect(fill.json()).toMatchObject({ total_price: null, message: 'Total price for this order will be determined upon delivery.' });
  });

  it("refuses gallons below the minimum, text, unknown extras and fuel types the tenant does not post, with the spec's words", async () => {
    const small = await price({ gallons: 50, product_name: 'Fuel Oil' });
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ error_code: 'INVALID_GALLONS', errors: [{ path: 'body/item_contents/gallons', message: 'Minimum value 100' }] });
    const text = await price({ gallons: 'lots', product_name: 'Fuel Oil' });
    expect(text.json().errors[0]).toEqual({ path: 'body/item_contents/gallons', message: 'Value should be numeric' });
    const extra = await price({ gallons: 150, product_name: 'Fuel Oil', extras: ['gold-plating'] });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().error_code).toBe('UNKNOWN_EXTRA');
    const diesel = await price({ gallons: 150, product_name: 'Diesel' });
    expect(diesel.json().error_code).toBe('UNKNOWN_PRODUCT');
    const priced = await price({ gallons: 150, product_name: 'Fuel Oil', total_price: 1 });
    expect(priced.statusCode).toBe(400);
  });
});

describe('POST /new-customer/register', () => {
  it('creates the user (unconfirmed, mailed to verify), the account application and the priced first order', async () => {
    const body = signupBody(unique(), { extra: {} });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'New customer created successfully' });
    const user = await userOf(body.registration_info.email);
    expect(user).toMatchObject({ role: 'User', confirmed: false, firstName: 'Pat', lastName: 'Doe', cellPhone: '802-555-0199' });
    const [application, order] = await itemsOf(user.id);
    expect(application).toMatchObject({ type: 'account_application', status: 'new', formName: 'form.new-customer' });
    expect(application.formVersion).toBeGreaterThan(0);
    expect(application.itemContents).toMatchObject({ delivery_address: { zipcode: '05401' }, tank_details: { tank_size: 275 }, payment: { choice: 'meet_the_driver', label: 'Meet the driver' } });
    expect(JSON.stringify(application.itemContents)).not.toContain('correct-horse-9');
    expect(order).toMatchObject({ type: 'fuel_order', status: 'new', itemContents: { gallons: 150, product_name: 'Fuel Oil', total_price: 596.55, order_summary: '150 gallons', price_text: '$596.55', from_email: body.registration_info.email } });
    const [mail] = await mailsTo(t, body.registration_info.email);
    expect(mail.text).toMatch(/registration-confirm\/complete\?user_key=/);
    // Staff's queues list them with the columns filled: the kind, the applicant and ZIP, the order's product.
    const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key as string;
    const listed = async (queue: string, id: number) => {
      const page = await t.app.inject({ method: 'GET', url: `/api/demo/workflow/${queue}?page=0&size=50`, headers: { 'user-key': adminKey } });
      return (page.json().content as { request_id: number; item_contents: Record<string, unknown> }[]).find((item) => item.request_id === id)?.item_contents;
    };
    expect(await listed('account_application', application.id)).toMatchObject({ application_kind: 'signup', first_name: 'Pat', last_name: 'Doe', zipcode: '05401' });
    expect(await listed('fuel_order', order.id)).toMatchObject({ drop: { product_name: 'Fuel Oil' }, order_summary: '150 gallons' });
  });

  it('without an order, creates no fuel_order item; leaving payment keeps its text', async () => {
    const { fuel_order: _none, ...body } = signupBody(unique(), { payment: { payment_type: 'location', data: { location: 'Under the mat' } } });
    expect((await register(body)).statusCode).toBe(201);
    const items = await itemsOf((await userOf(body.registration_info.email)).id);
    expect(items.map((i) => i.type)).toEqual(['account_application']);
    expect(items[0].itemContents).toMatchObject({ payment: { choice: 'leave_payment', label: 'Leave payment: Under the mat' }, fuel_order: null });
  });

  it("keeps the language the visitor signed up in as the new login's locale (issue 24)", async () => {
    const { fuel_order: _none, ...body } = signupBody(unique(), { payment: { payment_type: 'location', data: { location: 'Porch' } } });
    const answer = await t.app.inject({ method: 'POST', url: '/api/demo/new-customer/register', headers: { 'idempotency-key': randomUUID(), 'accept-language': 'fr-CA,fr;q=0.9' }, payload: body });
    expect(answer.statusCode).toBe(201);
    expect((await userOf(body.registration_info.email)).locale).toBe('fr');
  });

  it('a card is tokenised and kept as token, brand, last 4 and expiry; no card number or CVV at rest', async () => {
    const body = signupBody(unique(), { payment: signupCard() });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const user = await userOf(body.registration_info.email);
    const [source] = await t.database.withTenant('demo', (db) => db.select().from(paymentSources).where(eq(paymentSources.userId, user.id)));
    expect(source).toMatchObject({ paymentType: 'credit_card', last4: '4242', expMonth: 12, isDefault: true, holderLastName: 'Doe' });
    expect(source.token).toBeTruthy();
    // Staff read the card by its label and id on the application and the order, never its number.
    const [application, order] = await itemsOf(user.id);
    expect(application.itemContents.payment).toEqual({ choice: 'new_payment_method', label: 'New payment method: Visa •••• 4242', payment_id: source.id });
    expect(order.itemContents.payment).toEqual(application.itemContents.payment);
    expect(await secretsAtRest(t.database)).toEqual([]);
  });

  it('a declined card answers 402 and creates nothing', async () => {
    const body = signupBody(unique(), { payment: signupCard('4000000000000002') });
    const [users0, items0] = [await userCount(), await itemCount()];
    const res = await register(body);
    expect(res.statusCode).toBe(402);
    // Whatever the reason (a card tester learns nothing): the gateway's code stays in the log.
    expect(res.json()).toMatchObject({ error_code: 'PAYMENT_DECLINED', detail: 'Your payment was declined.' });
    const funds = await register(signupBody(unique(), { payment: signupCard('4000000000009995') }));
    expect(funds.json()).toMatchObject({ error_code: 'PAYMENT_DECLINED', detail: 'Your payment was declined.' });
    expect([await userCount(), await itemCount()]).toEqual([users0, items0]);
  });

  it('an email that already has a login is answered exactly as a new one: nothing is created, the owner is mailed instead', async () => {
    const first = signupBody(unique());
    const created = await register(first);
    expect(created.statusCode).toBe(201);
    const items0 = await itemCount();
    const users0 = await userCount();
    const again = await register({ ...signupBody(unique()), registration_info: { ...first.registration_info, email: ` ${first.registration_info.email.toUpperCase()}` } });
    expect(again.statusCode).toBe(created.statusCode);
    expect(again.json()).toEqual(created.json());
    expect([await userCount(), await itemCount()]).toEqual([users0, items0]);
    const [notice] = await mailsTo(t, first.registration_info.email);
    expect(notice.subject).toBe('Someone tried to register with your email address on Demo Fuel Customer Portal');
    expect(notice.text).toContain('nothing was created');
    // The demo customer's own address, with a card: the same answer, and the card declined alike.
    const demo = await register({ ...signupBody(unique()), registration_info: { ...first.registration_info, email: 'customer@demo.test' } });
    expect(demo.json()).toEqual(created.json());
    const declinedKnown = await register({ ...signupBody(unique(), { payment: signupCard('4000000000009995') }), registration_info: { ...first.registration_info, email: 'customer@demo.test' } });
    const declinedNew = await register(signupBody(unique(), { payment: signupCard('4000000000009995') }));
    expect(declinedKnown.statusCode).toBe(402);
    const { request_id: _a, ...known } = declinedKnown.json();
    const { request_id: _b, ...fresh } = declinedNew.json();
    expect(known).toEqual(fresh);
  });

  it('a double submit with the same Idempotency-Key creates one customer', async () => {
    const body = signupBody(unique(), { payment: signupCard() });
    const key = randomUUID();
    const [a, b] = await Promise.all([register(body, key), register(body, key)]);
    const again = await register(body, key);
    expect([a.statusCode, b.statusCode]).toContain(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const found = await t.database.withTenant('demo', (db) => db.select().from(users).where(eq(users.email, body.registration_info.email)));
    expect(found).toHaveLength(1);
    const items = await itemsOf(found[0].id);
    expect(items.filter((i) => i.type === 'account_application')).toHaveLength(1);
    const sources = await t.database.withTenant('demo', (db) => db.select().from(paymentSources).where(and(eq(paymentSources.userId, found[0].id))));
    expect(sources).toHaveLength(1);
  });

  it('an address outside the service area is refused with the eligibility message, nothing created', async () => {
    const body = signupBody(unique(), { delivery_address: { street1: '1 Rodeo Dr', city: 'Beverly Hills', state: 'CA', zipcode: '90210', country: 'US' } });
    const users0 = await userCount();
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('NOT_ELIGIBLE');
    expect(res.json().detail).toMatch(/Beverly Hills, CA/);
    expect(await userCount()).toBe(users0);
  });
  it('signs up a prospect in the Cayman Islands on cleangas without a postal code (issue 22, items 9 and 10)', async () => {
    const email = unique();
    const body = signupBody(email, {
      delivery_address: { street1: '45 Market St', city: 'George Town', state: 'KY', zipcode: '', country: 'KY' },
      fuel_order: undefined,
    });
    const res = await register(body, randomUUID(), 'cleangas');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('checks a Canadian delivery postal code by its own rule and the service area by country', async () => {
    const abroad = (zipcode: string) => signupBody(unique(), { delivery_address: { street1: '1 Wellington St', city: 'Ottawa', state: 'ON', zipcode, country: 'CA' } });
    const wrong = await register(abroad('12345'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toContainEqual({ path: 'body/delivery_address/zipcode', message: 'Invalid delivery zipcode. Format: A1A 1A1' });
    const outside = await register(abroad('K1A 0B1'));
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ error_code: 'NOT_ELIGIBLE', detail: "Sorry, we don't deliver to Ottawa, Canada yet." });
  });
});
