import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, deliveries, payments, refunds, sandboxRefunds, transactions } from '../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { TEST_CARD } from './authorization/fixtures';

let t: TestApp;
let adminKey: string;
let customer: { user_key: string; account_ids: string[] };
let ticket: { deliveryId: string; ticketNumber: string; amount: number };
let paymentId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  customer = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
  const accountId = customer.account_ids[0];
  const paid = await t.app.inject({
    method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': customer.user_key, 'idempotency-key': randomUUID() },
    payload: { account_id: accountId, amount: 500, payment_type: 'credit_card', data: TEST_CARD },
  });
  paymentId = paid.json().data.payment.payment_id;
  const [row] = await t.database.withTenant('demo', (db) => db.select().from(deliveries).where(eq(deliveries.accountId, accountId)).orderBy(desc(deliveries.amount)).limit(1));
  ticket = { deliveryId: row.deliveryId, ticketNumber: row.ticketNumber, amount: row.amount };
});
afterAll(() => t.close());

const refund = (payload: object, key = randomUUID(), userKey = adminKey) =>
  t.app.inject({ method: 'POST', url: `/api/demo/accounts/${customer.account_ids[0]}/deliveries/${ticket.deliveryId}/refund`, headers: { 'user-key': userKey, 'idempotency-key': key }, payload });

describe('refund a delivery ticket', () => {
  it('refunds part of a ticket through the gateway once, with the ledger, the payment and the audit log kept', async () => {
    const key = randomUUID();
    const first = await refund({ amount: 25.5, reason: 'Short delivery' }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: `Refunded $25.50 of ticket ${ticket.ticketNumber} to Visa •••• 4242.`, refund: { amount: 25.5, payment_id: paymentId, delivery_id: ticket.deliveryId, reason: 'Short delivery' } });
    const again = await refund({ amount: 25.5, reason: 'Short delivery' }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await t.database.withTenant('demo', async (db) => ({
      refunds: await db.select().from(refunds).where(eq(refunds.deliveryId, ticket.deliveryId)),
      gateway: await db.select().from(sandboxRefunds),
      payment: (await db.select().from(payments).where(eq(payments.id, paymentId)))[0],
      ledger: await db.select().from(transactions).where(and(eq(transactions.accountId, customer.account_ids[0]), eq(transactions.reference, ticket.ticketNumber))),
      audit: await db.select().from(auditLog).where(eq(auditLog.operationId, 'refundDeliveryTicket')),
    }));
    expect(rows.refunds).toHaveLength(1);
    expect(rows.gateway).toEqual([expect.objectContaining({ amountCents: 2550 })]);
    expect(rows.payment.refundedAmount).toBe(25.5);
    const adjustments = rows.ledger.filter((l) => l.transactionType === 'adjustment');
    expect(adjustments.map((l) => [l.isCredit, l.amount]).sort()).toEqual([[false, 25.5], [true, 25.5]]);
    expect(rows.audit).toHaveLength(1);
  });

  it('refuses more than is left of the ticket (409) and a customer (403)', async () => {
    const tooMuch = await refund({ amount: ticket.amount, reason: 'All of it again' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ error_code: 'NOTHING_TO_REFUND' });
    expect((await refund({ amount: 1, reason: 'Mine' }, randomUUID(), customer.user_key)).statusCode).toBe(403);
    expect((await refund({ amount: 1.001, reason: 'Fractions' })).statusCode).toBe(422);
  });

  it('answers 404 for a ticket of another account', async () => {
    const response = await t.app.inject({
      method: 'POST', url: `/api/demo/accounts/${customer.account_ids[1]}/deliveries/${ticket.deliveryId}/refund`,
      headers: { 'user-key': adminKey, 'idempotency-key': randomUUID() }, payload: { amount: 1, reason: 'Wrong account' },
    });
    expect(response.statusCode).toBe(404);
  });
});
