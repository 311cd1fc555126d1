import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drops, outbox, textOutbox, users } from '../../src/server/db/schema';
import { TEST_CARD } from './authorization/fixtures';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

/**
 * The account events reach people where they happen, per the tenant's notification config:
 * order.created when a fuel order is stored, payment.made when a charge is booked, payment.failed
 * when the gateway declines — once, also when the request is retried with the same Idempotency-Key.
 */
let t: TestApp;
let customerKey: string;
let customer: { user_id: number; account_ids: string[] };
let accountId: string;
let dropId: string;
const CELL = '+18022345678';

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-24T15:00:00Z') });
  ({ customer, customerKey } = await signInDemoCustomerAndStaff(t.app));
  accountId = customer.account_ids[0];
  dropId = await t.database.withTenant('demo', async (db) => {
    await db.update(users).set({ cellPhone: '802-234-5678' }).where(eq(users.id, customer.user_id));
    const [drop] = await db.select().from(drops).where(eq(drops.accountId, accountId)).limit(1);
    return drop.dropId;
  });
  const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  const both = (methods: string[]) => [{ to: 'customer', methods }, { to: 'role', role: 'Customer Service', methods: ['email'] }];
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/demo/notifications-config',
    headers: { 'user-key': adminKey },
    payload: { events: { 'order.created': both(['email', 'text']), 'payment.made': both(['email', 'text']), 'payment.failed': both(['email', 'text']) } },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

const mailsLike = (subject: string) => t.database.withTenant('demo', (db) => db.select().from(outbox).where(like(outbox.subject, subject)));
const textsFor = (event: string) => t.database.withTenant('demo', (db) => db.select().from(textOutbox).where(and(eq(textOutbox.event, event), eq(textOutbox.to, CELL))));
const pay = (payload: object, key = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': customerKey, 'idempotency-key': key }, payload });

describe('order.created', () => {
  it('mails the customer their confirmation (one mail), texts them, and mails the staff role a short notice', async () => {
    const texts = (await textsFor('order.created')).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/demo/orders/create-fuel-order',
      headers: { 'user-key': customerKey, 'idempotency-key': randomUUID() },
      payload: { item_type: 'fuel_order', item_contents: { account_id: accountId, drop_id: dropId, fill: false, gallons: 150, extras: [], tank_level: 25, payment: { payment_type: 'meet_the_driver' } } },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().request_id;
    const confirmations = await mailsLike(`Fuel order #${id} received%`);
    expect(confirmations.map((m) => m.to)).toEqual(['customer@demo.test']);
    const notices = await mailsLike(`New fuel order #${id} %`);
    expect(notices.map((m) => m.to)).toEqual(['staff@demo.test']);
    expect(notices[0].text).toContain('150 gallons');
    const after = await textsFor('order.created');
    expect(after).toHaveLength(texts + 1);
    expect(after.at(-1)!.body).toContain(`fuel order #${id}`);
  });
});

describe('payment.made and payment.failed', () => {
  it('tells the customer and staff a payment was received', async () => {
    const response = await pay({ account_id: accountId, amount: 20, payment_type: 'credit_card', data: TEST_CARD });
    expect(response.statusCode).toBe(201);
    const total = response.json().data.payment.total as number;
    const mails = await mailsLike(`Payment of $${total.toFixed(2)} received`);
    expect(mails.map((m) => m.to).sort()).toEqual(['customer@demo.test', 'staff@demo.test']);
    expect(await textsFor('payment.made')).toEqual([expect.objectContaining({ body: expect.stringContaining(`$${total.toFixed(2)}`), status: 'recorded' })]);
  });

  it('sends payment.failed once for a declined card, also when the request is retried with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const declined = { account_id: accountId, amount: 31.5, payment_type: 'credit_card', data: { ...TEST_CARD, card: { ...TEST_CARD.card, cc_number: '4000000000000002' } } };
    const first = await pay(declined, key);
    expect(first.statusCode).toBe(402);
    const again = await pay(declined, key);
    expect(again.statusCode).toBe(402);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const mails = await mailsLike('Payment of $% was not accepted');
    expect(mails.map((m) => m.to).sort()).toEqual(['customer@demo.test', 'staff@demo.test']);
    expect(mails.find((m) => m.to === 'customer@demo.test')!.text).toContain('Your card was declined.');
    expect(await textsFor('payment.failed')).toHaveLength(1);
    // A new attempt (a new key) that is declined again is a new failure, told again.
    expect((await pay(declined)).statusCode).toBe(402);
    expect(await textsFor('payment.failed')).toHaveLength(2);
  });
});
