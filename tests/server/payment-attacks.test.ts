import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { autopayEnrolments, deliveries, paymentSources, refunds, userAccounts } from '../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { TEST_CARD } from './authorization/fixtures';

let t: TestApp;
let adminKey: string;
let customer: { user_key: string; account_ids: string[] };

beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  customer = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
});
afterAll(() => t.close());

const pay = async (accountId: string, amount: number) => {
  const paid = await t.app.inject({
    method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': customer.user_key, 'idempotency-key': randomUUID() },
    payload: { account_id: accountId, amount, payment_type: 'credit_card', data: TEST_CARD },
  });
  expect(paid.statusCode).toBe(201);
  return paid.json().data.payment.payment_id as number;
};

describe('refund races', () => {
  it('two concurrent refunds of one ticket from two payments never refund more than the ticket', async () => {
    const accountId = customer.account_ids[0];
    const [ticket] = await t.database.withTenant('demo', (db) => db.select().from(deliveries).where(eq(deliveries.accountId, accountId)).orderBy(desc(deliveries.amount)).limit(1));
    const amount = Math.min(ticket.amount, 20_000);
    const first = await pay(accountId, amount);
    const second = await pay(accountId, amount);
    const refund = (paymentId: number) =>
      t.app.inject({
        method: 'POST', url: `/api/demo/accounts/${accountId}/deliveries/${ticket.deliveryId}/refund`,
        headers: { 'user-key': adminKey, 'idempotency-key': randomUUID() }, payload: { amount, reason: 'Race', payment_id: paymentId },
      });
    const answers = await Promise.all([refund(first), refund(second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const booked = await t.database.withTenant('demo', (db) => db.select().from(refunds).where(eq(refunds.deliveryId, ticket.deliveryId)));
    expect(booked.reduce((sum, r) => sum + Math.round(r.amount * 100), 0)).toBeLessThanOrEqual(Math.round(ticket.amount * 100));
  });
});

describe('a payment made while impersonating', () => {
  it('is audited with the status it was answered with: a declined card reads 402, an accepted one 201', async () => {
    const staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
    const impersonated = (await t.app.inject({ method: 'POST', url: `/api/demo/login-as?user_id=${(await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_id}`, headers: { 'user-key': staffKey } })).json().user_key;
    const payWith = (cc_number: string) =>
      t.app.inject({
        method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': impersonated, 'idempotency-key': randomUUID() },
        payload: { account_id: customer.account_ids[0], amount: 12.34, payment_type: 'credit_card', data: { ...TEST_CARD, card: { ...TEST_CARD.card, cc_number } } },
      });
    const latest = async () => {
      const log = await t.app.inject({ method: 'GET', url: '/api/demo/audit-log?size=1', headers: { 'user-key': adminKey } });
      return log.json().content[0];
    };
    expect((await payWith('4000000000000002')).statusCode).toBe(402);
    expect(await latest()).toMatchObject({ operation_id: 'makePayment', status: 402, actor_email: 'staff@demo.test', subject_email: 'customer@demo.test' });
    expect((await payWith('4242424242424242')).statusCode).toBe(201);
    expect(await latest()).toMatchObject({ operation_id: 'makePayment', status: 201, actor_email: 'staff@demo.test' });
  });
});

describe('a refund of a bank payment not yet settled', () => {
  it('is refused (409): the debit may still come back returned, and money never received cannot be sent back', async () => {
    const accountId = customer.account_ids[0];
    const [ticket] = await t.database.withTenant('demo', (db) => db.select().from(deliveries).where(eq(deliveries.accountId, accountId)).orderBy(desc(deliveries.amount)).offset(1).limit(1));
    expect(ticket.amount).toBeGreaterThanOrEqual(5);
    const bank = { first_name: 'Pat', last_name: 'Payer', account_type: 'checking', routing_number: '110000000', account_number: '000111111116', confirm_account_number: '000111111116' };
    const paid = await t.app.inject({
      method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': customer.user_key, 'idempotency-key': randomUUID() },
      payload: { account_id: accountId, amount: 5, payment_type: 'bank_account', data: bank },
    });
    expect(paid.statusCode).toBe(201);
    const refund = await t.app.inject({
      method: 'POST', url: `/api/demo/accounts/${accountId}/deliveries/${ticket.deliveryId}/refund`,
      headers: { 'user-key': adminKey, 'idempotency-key': randomUUID() }, payload: { amount: 5, reason: 'Before it settles', payment_id: paid.json().data.payment.payment_id },
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({ error_code: 'NOTHING_TO_REFUND' });
    const booked = await t.database.withTenant('demo', (db) => db.select().from(refunds).where(eq(refunds.paymentId, paid.json().data.payment.payment_id)));
    expect(booked).toEqual([]);
  });
});

describe('autopay enrolment racing the deletion of its source', () => {
  it('never leaves an account enrolled with a deleted source', async () => {
    const userId = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_id as number;
    const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/demo${url}`, headers: { 'user-key': customer.user_key }, ...(payload ? { payload } : {}) });
    for (let round = 0; round < 8; round += 1) {
      const [source] = await t.database.withTenant('demo', (db) =>
        db
          .insert(paymentSources)
          .values({ tenantId: 'demo', userId, paymentType: 'credit_card', name: `Race ${round}`, gateway: 'sandbox', token: `tok_race_${randomUUID()}`, brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2039 })
          .returning({ id: paymentSources.id }),
      );
      await Promise.all([
        send('POST', '/payment-sources/autopay', { account_id: customer.account_ids[1], payment_id: source.id, terms_acknowledged: true }),
        send('DELETE', `/payment-sources/${userId}/${source.id}`),
      ]);
    }
    const stale = await t.database.withTenant('demo', (db) =>
      db.select({ id: paymentSources.id, deletedAt: paymentSources.deletedAt }).from(autopayEnrolments).innerJoin(paymentSources, eq(paymentSources.id, autopayEnrolments.paymentSourceId)),
    );
    expect(stale.filter((row) => row.deletedAt !== null)).toEqual([]);
  });
});

describe('autopay enrolments of an account the user was unlinked from', () => {
  it('are no longer shown to the user (the account and its runs are another customer’s now)', async () => {
    const userId = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_id as number;
    const accountId = customer.account_ids[0];
    const [source] = await t.database.withTenant('demo', (db) =>
      db
        .insert(paymentSources)
        .values({ tenantId: 'demo', userId, paymentType: 'credit_card', name: 'Unlinked', gateway: 'sandbox', token: `tok_unlinked_${randomUUID()}`, brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2039 })
        .returning({ id: paymentSources.id }),
    );
    const headers = { 'user-key': customer.user_key };
    const enrol = await t.app.inject({ method: 'POST', url: '/api/demo/payment-sources/autopay', headers, payload: { account_id: accountId, payment_id: source.id, terms_acknowledged: true } });
    expect(enrol.statusCode).toBe(200);
    const listed = async () => (await t.app.inject({ method: 'GET', url: '/api/demo/payment-sources/autopay/for-user', headers })).json() as unknown;
    expect(JSON.stringify(await listed())).toContain(`"account_id":"${accountId}"`);
    await t.database.withTenant('demo', (db) => db.delete(userAccounts).where(and(eq(userAccounts.userId, userId), eq(userAccounts.accountId, accountId))));
    expect(JSON.stringify(await listed())).not.toContain(`"account_id":"${accountId}"`);
  });
});
