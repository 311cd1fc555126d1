/**
 * Every customer and staff action the supplier's system must learn leaves an event, written in the
 * action's transaction (one test per module flow): the row, its account and its body — in the words
 * the queues and mails use, with no card, bank account or national id number — and, at the end,
 * every event the flows wrote matches its type's schema in the OpenAPI document.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drops, events, users } from '../../src/server/db/schema';
import { creditApplication, TEST_CARD } from './authorization/fixtures';
import { publishDocument } from './support/config-documents';
import { undocumentedEvents } from './support/event-schemas';
import { SECRET_NEEDLES } from './support/secret-scan';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';
import { signupBody, signupCard } from './new-customer/signup-body';

const clock = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let customerKey: string;
let staffKey: string;
let adminKey: string;
let customerId: number;
let accountId: string;
let dropId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  ({ customerKey, staffKey } = signedIn);
  customerId = signedIn.customer.user_id;
  accountId = signedIn.customer.account_ids[0];
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  dropId = await t.database.withTenant('demo', async (db) => {
    const [drop] = await db.select().from(drops).where(eq(drops.accountId, accountId)).limit(1);
    // A product the supplier posts no price for (the demo posts FO2's): the drop's own price is the one priced.
    await db.update(drops).set({ price: 3.5, isFixedPrice: false, tankSize: 275, productCode: 'FO2-CFG' }).where(eq(drops.dropId, drop.dropId));
    return drop.dropId;
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, key: string | null = customerKey, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/demo${url}`, headers: { ...(key ? { 'user-key': key } : {}), ...headers }, ...(payload ? { payload } : {}) });
const once = () => ({ 'idempotency-key': randomUUID() });

/** The events written since `after` (a seq), oldest first. */
const eventsSince = (after: number) => t.database.withTenant('demo', (db) => db.select().from(events).where(gt(events.seq, after)).orderBy(asc(events.seq)));
const lastSeq = async () => (await t.database.withTenant('demo', (db) => db.select({ seq: events.seq }).from(events))).reduce((max, r) => Math.max(max, r.seq), 0);

/** Runs an action and answers the events it wrote. */
async function emitted<R extends { statusCode: number; body: string }>(action: () => Promise<R>, status: number) {
  const from = await lastSeq();
  const response = await action();
  expect(response.statusCode, response.body).toBe(status);
  return { response, events: await eventsSince(from) };
}
const at = clock.toISOString();

describe('events out of every action', () => {
  it('order.created when a customer orders fuel: the drop, gallons, options, price and payment as a label — and none for a refused order', async () => {
    const order = { item_type: 'fuel_order', item_contents: { account_id: accountId, drop_id: dropId, fill: false, gallons: 150, extras: ['prime'], tank_level: 25, special_instructions: 'Gate code 1234', payment: { payment_type: 'meet_the_driver' } } };
    const { response, events: written } = await emitted(() => call('POST', '/orders/create-fuel-order', order, customerKey, once()), 201);
    expect(written.map((e) => [e.type, e.accountId])).toEqual([['order.created', accountId]]);
    expect(written[0].occurredAt.toISOString()).toBe(at);
    expect(written[0].data).toMatchObject({
      request_id: response.json().request_id,
      account_id: accountId,
      user_id: customerId,
      status: 'new',
      drop_id: dropId,
      fill: false,
      gallons: 150,
      order_summary: '150 gallons',
      options: ['Prime the burner'],
      special_instructions: 'Gate code 1234',
      total_price: 581.4,
      price_text: '$581.40',
      payment: { choice: 'meet_the_driver', label: expect.any(String) },
      extra: {},
    });
    const refused = await emitted(() => call('POST', '/orders/create-fuel-order', { ...order, item_contents: { ...order.item_contents, gallons: 5000 } }, customerKey, once()), 422);
    expect(refused.events).toEqual([]);
  });

  it('payment_source.added then order.created when an order is paid with a new card, neither holding the card', async () => {
    const order = { item_type: 'fuel_order', item_contents: { account_id: accountId, drop_id: dropId, fill: true, extras: [], tank_level: 25, payment: { payment_type: 'credit_card', data: TEST_CARD } } };
    const { events: written } = await emitted(() => call('POST', '/orders/create-fuel-order', order, customerKey, once()), 201);
    expect(written.map((e) => e.type)).toEqual(['payment_source.added', 'order.created']);
    expect(written[1].data).toMatchObject({ fill: true, order_summary: 'Fill', payment: { choice: 'new_payment_method', label: 'New payment method: Visa •••• 4242' } });
    expect(written[0].data).toMatchObject({ user_id: customerId, payment_type: 'credit_card', label: 'Visa •••• 4242', last4: '4242' });
  });

  it('customer.signed_up and the first order.created when a prospect signs up, without password or card', async () => {
    const body = { ...signupBody('events'), payment: signupCard() };
    const { events: written } = await emitted(() => t.app.inject({ method: 'POST', url: '/api/demo/new-customer/register', headers: once(), payload: body }), 201);
    expect(written.map((e) => [e.type, e.accountId])).toEqual([['customer.signed_up', null], ['order.created', null]]);
    const [signup, order] = written.map((e) => e.data);
    expect(signup).toMatchObject({ email: 'pat-events@example.test', first_name: 'Pat', last_name: 'Doe', cell_phone: '802-555-0199', order_request_id: order.request_id, payment: { choice: 'new_payment_method', label: 'New payment method: Visa •••• 4242' } });
    expect(order).toMatchObject({ account_id: null, account_application_id: signup.application_id, product_name: 'Fuel Oil', gallons: 150, payment: { choice: 'new_payment_method' } });
    expect(JSON.stringify(written)).not.toContain('correct-horse-9');
  });

  it('application.submitted with every sensitive answer masked', async () => {
    const { events: written } = await emitted(() => call('POST', '/applications/credit-application', { ...creditApplication('events-applicant@example.test', '287-65-4321'), signature_date: at.slice(0, 10), bank_account_number: '9876543210123' }, null), 201);
    expect(written.map((e) => e.type)).toEqual(['application.submitted']);
    expect(written[0].data).toMatchObject({
      item_type: 'credit_application',
      application_kind: 'credit_application',
      application_title: 'Residential Credit Application',
      status: 'new',
      user_id: null,
      applicant: { name: 'Casey Applicant', email: 'events-applicant@example.test' },
      form_name: 'form.credit-application',
      // The bank account number is its mask; the SSN's very field name makes emitEvent drop it whole.
      answers: { first_name: 'Casey', ssn: '[redacted]', bank_account_number: '••••0123' },
    });
    const text = JSON.stringify(written);
    for (const secret of ['287-65-4321', '287654321', '9876543210123', '_sealed', 'ciphertext']) expect(text).not.toContain(secret);
  });

  it('inquiry.created with the department, subject and message', async () => {
    await publishDocument(t.app, adminKey, 'departments', { departments: [{ id: 'billing', name: 'Billing' }] });
    const payload = { inquiry_type: 'Billing', department: 'billing', account_id: accountId, subject: 'Invoice', message: 'Why is it higher?', phone: '802-555-0199' };
    const { response, events: written } = await emitted(() => call('POST', '/inquiry', payload), 201);
    expect(response.json()).toBeDefined();
    expect(written.map((e) => [e.type, e.accountId])).toEqual([['inquiry.created', accountId]]);
    expect(written[0].data).toMatchObject({ inquiry_type: 'Billing', department: 'billing', department_name: 'Billing', subject: 'Invoice', message: 'Why is it higher?', phone: '802-555-0199', from_email: 'customer@demo.test', status: 'new', created_at: expect.any(String) });
  });

  it('profile.updated naming the fields changed', async () => {
    const current = (await call('GET', '/user/profile')).json();
    const { events: written } = await emitted(() => call('POST', '/user/profile', { first_name: current.first_name, last_name: current.last_name, cell_phone: '802-555-0123', paperless_delivery: !current.paperless_delivery }), 200);
    expect(written.map((e) => e.type)).toEqual(['profile.updated']);
    expect(written[0].data).toMatchObject({ user_id: customerId, changed_fields: ['cell_phone', 'paperless_delivery'], profile: { email: 'customer@demo.test', cell_phone: '802-555-0123' } });
  });

  it('payment_source.added/removed and autopay.enrolled/removed, also when deleting a source ends its autopay', async () => {
    const bank = { payment_type: 'bank_account', name: 'Checking', data: { first_name: 'Casey', last_name: 'Customer', account_type: 'checking', bank_name: 'First Test Bank', account_number: '000123456789', confirm_account_number: '000123456789', routing_number: '110000000' } };
    const added = await emitted(() => call('POST', '/payment-sources', bank, customerKey, once()), 201);
    const source = added.response.json().data;
    expect(added.events.map((e) => [e.type, e.data])).toEqual([['payment_source.added', { payment_id: source.payment_id, user_id: customerId, payment_type: 'bank_account', label: source.label, brand: 'Bank account', last4: '6789', cc_exp: null, account_type: 'checking', bank_name: 'First Test Bank', is_default: source.is_default, at }]]);

    const enrol = { account_id: accountId, payment_id: source.payment_id, terms_acknowledged: true };
    const enrolled = await emitted(() => call('POST', '/payment-sources/autopay', enrol), 200);
    expect(enrolled.events.map((e) => [e.type, e.accountId, e.data])).toEqual([
      ['autopay.enrolled', accountId, { account_id: accountId, user_id: customerId, payment_id: source.payment_id, payment_type: 'bank_account', source_label: source.label, terms_acknowledged_at: at }],
    ]);
    const removed = await emitted(() => call('DELETE', `/payment-sources/autopay/${customerId}/${source.payment_id}`), 200);
    expect(removed.events.map((e) => [e.type, e.data.reason])).toEqual([['autopay.removed', 'removed']]);
    const none = await emitted(() => call('DELETE', `/payment-sources/autopay/${customerId}/${source.payment_id}`), 200);
    expect(none.events).toEqual([]);

    await emitted(() => call('POST', '/payment-sources/autopay', enrol), 200);
    const deleted = await emitted(() => call('DELETE', `/payment-sources/${customerId}/${source.payment_id}`), 200);
    expect(deleted.events.map((e) => [e.type, e.accountId])).toEqual([['payment_source.removed', null], ['autopay.removed', accountId]]);
    expect(deleted.events[1].data).toMatchObject({ reason: 'source_deleted', removed_at: at, source_label: source.label });
  });

  it('workflow.item.status_changed when staff move a queue item, with the statuses’ labels', async () => {
    const { response } = await emitted(() => call('POST', '/inquiry', { inquiry_type: 'Delivery', account_id: accountId, subject: 'Move me', message: 'Please' }), 201);
    expect(response.statusCode).toBe(201);
    const [item] = (await call('GET', '/workflow/inquiry?size=1', undefined, staffKey)).json().content;
    const { events: written } = await emitted(() => call('POST', '/workflow/advance', { item_type: 'inquiry', request_id: item.request_id, from_status: 'new', to_status: 'in_progress', comment: 'Calling' }, staffKey), 200);
    expect(written.map((e) => [e.type, e.accountId])).toEqual([['workflow.item.status_changed', accountId]]);
    expect(written[0].data).toMatchObject({ item_type: 'inquiry', request_id: item.request_id, from_status: 'new', from_status_label: expect.any(String), to_status: 'in_progress', to_status_label: expect.any(String), comment: 'Calling', changed_at: at });
  });

  it('wrote only events the OpenAPI document describes, and no secret in any of them', async () => {
    const all = await eventsSince(0);
    expect(new Set(all.map((e) => e.type)).size).toBeGreaterThanOrEqual(10);
    expect(await undocumentedEvents(t.database, 'demo')).toEqual([]);
    const text = JSON.stringify(all);
    for (const needle of [...SECRET_NEEDLES, '"cvv"', '"token"', '"password"']) expect(text).not.toContain(needle);
    const [user] = await t.database.withTenant('demo', (db) => db.select().from(users).where(eq(users.id, customerId)));
    expect(text).not.toContain(user.passwordHash);
  });
});
