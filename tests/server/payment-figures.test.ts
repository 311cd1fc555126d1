/**
 * The supplier's stated figures win: a portal payment never rewrites the account row; it shows as
 * pending against the stated figures until the supplier's import confirms it (confirmPortalPayment,
 * in the import's tenant transaction), then it no longer counts — never twice. A returned
 * unconfirmed payment stops counting; one returned after confirmation changes no figure. Each
 * payment's events (payment.created, .settled, .returned) are written once, whatever is retried.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { accounts, events, locations, payments, transactions } from '../../src/server/db/schema';
import { confirmPortalPayment } from '../../src/server/payments/confirm-portal-payment';
import { createGateways } from '../../src/server/payments/gateway';
import { settlePaymentsJob } from '../../src/server/payments/settle-payments';
import { TEST_CARD } from './authorization/fixtures';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

let clock = new Date('2026-11-24T15:00:00Z');
const now = () => clock;
let t: TestApp;
let customer: { user_id: number; account_ids: string[] };
let budgetAccount: string;
let otherAccount: string;

beforeAll(async () => {
  t = await createTestApp({ now });
  ({ customer } = await signInDemoCustomerAndStaff(t.app));
  const rows = await t.database.withTenant('demo', (db) => db.select({ id: accounts.accountId, budget: accounts.isBudgetPlan }).from(accounts).where(sql`${accounts.accountId} in ${customer.account_ids}`));
  budgetAccount = rows.find((r) => r.budget)!.id;
  otherAccount = rows.find((r) => !r.budget)!.id;
});
afterAll(() => t.close());

const BANK = { first_name: 'Pat', last_name: 'Payer', account_type: 'checking', bank_name: 'First Vermont', routing_number: '110000000' };
const bank = (number: string) => ({ ...BANK, account_number: number, confirm_account_number: number });
const SETTLES = '000123456789';
const RETURNS = '000222222227';

/** The customer's session, signed in again once the clock moved on by hours (sessions time out). */
let session = { key: '', at: 0 };
async function customerKey(): Promise<string> {
  if (session.at !== clock.getTime()) session = { key: (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key, at: clock.getTime() };
  return session.key;
}
async function pay(accountId: string, amount: number, data: object, key = randomUUID()) {
  const payment_type = 'card' in data ? 'credit_card' : 'bank_account';
  const response = await t.app.inject({ method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': await customerKey(), 'idempotency-key': key }, payload: { account_id: accountId, amount, payment_type, data } });
  expect(response.statusCode).toBe(201);
  return response.json().data.payment as { payment_id: number; payment_number: string; transaction_id: string };
}
type ShownAccount = { account_id: string; account_balance: number; amount_due: number; balance_30_days: number; pending_payments_amount: number; stated_amount_due: number; stated_account_balance: number };
async function shown(accountId: string): Promise<ShownAccount> {
  const response = await t.app.inject({ method: 'GET', url: '/api/demo/accounts/for-user', headers: { 'user-key': await customerKey() } });
  return (response.json() as ShownAccount[]).find((a) => a.account_id === accountId)!;
}
const row = async (accountId: string) => (await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, accountId))))[0];
const portalLine = (transactionId: string) => t.database.withTenant('demo', (db) => db.select().from(transactions).where(eq(transactions.transactionId, transactionId)));
const eventsOf = (number: string) =>
  t.database.withTenant('demo', (db) => db.select().from(events).where(sql`${events.data}->>'payment_id' = ${number}`).orderBy(asc(events.seq)));
const settleJob = () => settlePaymentsJob(t.database, createGateways(t.database, now), t.tenants);
const cents = (n: number) => Math.round(n * 100);

describe('a portal payment against the stated figures', () => {
  let payment: { payment_id: number; payment_number: string; transaction_id: string };
  let stated: Awaited<ReturnType<typeof row>>;

  it('pays: the row keeps the stated figures, the account shows them less the payment and says what is pending', async () => {
    stated = await row(budgetAccount);
    payment = await pay(budgetAccount, 100, TEST_CARD);
    expect(await row(budgetAccount)).toEqual(stated);
    const account = await shown(budgetAccount);
    expect(account).toMatchObject({ pending_payments_amount: 100, stated_amount_due: stated.amountDue, stated_account_balance: stated.accountBalance });
    expect(cents(account.amount_due)).toBe(Math.max(0, cents(stated.amountDue) - 10_000));
    expect(cents(account.account_balance)).toBe(cents(stated.accountBalance) - 10_000);
    expect(await portalLine(payment.transaction_id)).toEqual([expect.objectContaining({ source: 'portal', amount: 100, isCredit: true, reference: payment.payment_number })]);
    // The guest look-up answers the same amount due.
    const [zip] = await t.database.withTenant('demo', (db) => db.select({ zipcode: locations.zipcode }).from(locations).where(eq(locations.accountId, budgetAccount)).limit(1));
    const guest = await t.app.inject({ method: 'POST', url: '/api/demo/payments/guest-lookup', payload: { account_number: budgetAccount, zip_code: zip.zipcode } });
    expect(guest.json().amount_due).toBe(account.amount_due);
  });

  it('emits payment.created once, with the payment number and no card number, and not again on a replay', async () => {
    const key = randomUUID();
    const first = await pay(otherAccount, 5, TEST_CARD, key);
    const replay = await pay(otherAccount, 5, TEST_CARD, key);
    expect(replay.payment_number).toBe(first.payment_number);
    const written = await eventsOf(first.payment_number);
    expect(written.map((e) => e.type)).toEqual(['payment.created']);
    expect(written[0]).toMatchObject({ accountId: otherAccount, occurredAt: clock });
    expect(written[0].data).toEqual({
      payment_id: first.payment_number, account_id: otherAccount, channel: 'portal', payment_type: 'credit_card', source_label: 'Visa •••• 4242',
      amount: 5, fee: 1.13, total: 6.13, status: 'pending', created_at: clock.toISOString(), settled_at: null, returned_at: null, return_code: null,
    });
    expect(JSON.stringify(written)).not.toContain('4242424242424242');
  });

  it('is confirmed by the supplier: it no longer counts, its portal line is gone, and the figures are the stated ones — never counted twice', async () => {
    // The import's transaction: the supplier's own line for the payment, its new figures, and the confirmation.
    const confirmedStated = { accountBalance: Math.round((stated.accountBalance - 100) * 100) / 100, amountDue: Math.max(0, Math.round((stated.amountDue - 100) * 100) / 100) };
    await t.database.withTenant('demo', async (db) => {
      await db.update(accounts).set(confirmedStated).where(eq(accounts.accountId, budgetAccount));
      expect(await confirmPortalPayment(db, { paymentNumber: payment.payment_number, supplierTransactionId: 'SUP-1', at: clock })).toBe(true);
    });
    const account = await shown(budgetAccount);
    expect(account).toMatchObject({ pending_payments_amount: 0, amount_due: confirmedStated.amountDue, account_balance: confirmedStated.accountBalance, stated_amount_due: confirmedStated.amountDue });
    expect(await portalLine(payment.transaction_id)).toEqual([]);
    const [confirmed] = await t.database.withTenant('demo', (db) => db.select().from(payments).where(eq(payments.id, payment.payment_id)));
    expect(confirmed).toMatchObject({ confirmedAt: clock, supplierTransactionId: 'SUP-1', status: 'pending' });
    // Confirming again (the import re-sent) changes nothing.
    await t.database.withTenant('demo', (db) => confirmPortalPayment(db, { paymentNumber: payment.payment_number, supplierTransactionId: 'SUP-1', at: clock }));
    expect(await shown(budgetAccount)).toEqual(account);
  });
});

describe('settlement and return', () => {
  it('a returned unconfirmed payment stops counting and loses its portal line; events settled/returned once each', async () => {
    const stated = await row(otherAccount);
    const pendingBefore = (await shown(otherAccount)).pending_payments_amount;
    const settles = await pay(otherAccount, 20, bank(SETTLES));
    const returns = await pay(otherAccount, 30, bank(RETURNS));
    expect((await shown(otherAccount)).pending_payments_amount).toBeCloseTo(pendingBefore + 50, 2);
    clock = new Date(clock.getTime() + 3 * 60 * 60_000);
    await settleJob().outside('demo', clock);
    // Another process running the same tick books nothing again.
    expect(await settleJob().outside('demo', clock)).toBe(0);
    expect(await row(otherAccount)).toEqual(stated);
    const account = await shown(otherAccount);
    // The settled one still counts (the supplier has not confirmed it); the returned one no longer does.
    expect(account.pending_payments_amount).toBeCloseTo(pendingBefore + 20, 2);
    expect(await portalLine(returns.transaction_id)).toEqual([]);
    expect(await portalLine(settles.transaction_id)).toHaveLength(1);
    const [back] = await t.database.withTenant('demo', (db) => db.select().from(payments).where(eq(payments.id, returns.payment_id)));
    expect(back).toMatchObject({ status: 'returned', returnCode: 'insufficient_funds', reversalTransactionId: null });
    expect((await eventsOf(settles.payment_number)).map((e) => e.type)).toEqual(['payment.created', 'payment.settled']);
    const returnedEvents = await eventsOf(returns.payment_number);
    expect(returnedEvents.map((e) => e.type)).toEqual(['payment.created', 'payment.returned']);
    expect(returnedEvents[1].data).toMatchObject({ status: 'returned', return_code: 'insufficient_funds', returned_at: clock.toISOString() });
    const settledEvent = (await eventsOf(settles.payment_number))[1];
    expect(settledEvent.data).toMatchObject({ status: 'settled', settled_at: clock.toISOString() });
  });

  it('a payment returned after the supplier confirmed it changes no figure here; the event tells the supplier', async () => {
    const returns = await pay(otherAccount, 12.5, bank(RETURNS));
    await t.database.withTenant('demo', (db) => confirmPortalPayment(db, { paymentNumber: returns.payment_number, supplierTransactionId: 'SUP-2', at: clock }));
    const before = await shown(otherAccount);
    const stated = await row(otherAccount);
    clock = new Date(clock.getTime() + 3 * 60 * 60_000);
    await settleJob().outside('demo', clock);
    expect(await row(otherAccount)).toEqual(stated);
    expect(await shown(otherAccount)).toEqual(before);
    const lines = await t.database.withTenant('demo', (db) => db.select().from(transactions).where(and(eq(transactions.accountId, otherAccount), eq(transactions.reference, returns.payment_number))));
    expect(lines).toEqual([]);
    expect((await eventsOf(returns.payment_number)).map((e) => e.type)).toEqual(['payment.created', 'payment.returned']);
  });
});

describe('Pending Payments (?confirmed=false)', () => {
  it('lists every payment the supplier has not taken in: pending, settled, and returned with its code; a confirmed one apart', async () => {
    const list = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${otherAccount}/payments?size=100&${query}`, headers: { 'user-key': await customerKey() } });
      expect(response.statusCode).toBe(200);
      return (response.json() as { content: { payment_number: string; status: string; amount: number; return_code: string | null; confirmed_at: string | null }[] }).content;
    };
    await pay(otherAccount, 7, bank(SETTLES));
    const unconfirmed = await list('confirmed=false');
    expect(unconfirmed.every((p) => p.confirmed_at === null)).toBe(true);
    expect(new Set(unconfirmed.map((p) => p.status))).toEqual(new Set(['pending', 'settled', 'returned']));
    expect(unconfirmed.find((p) => p.status === 'returned')).toMatchObject({ return_code: 'insufficient_funds' });
    const confirmed = await list('confirmed=true');
    expect(confirmed.length).toBeGreaterThan(0);
    expect(confirmed.every((p) => p.confirmed_at !== null)).toBe(true);
    expect(confirmed.some((p) => unconfirmed.some((u) => u.payment_number === p.payment_number))).toBe(false);
    // What the overview calls pending is what the listed payments not returned add up to.
    const counting = unconfirmed.filter((p) => p.status !== 'returned');
    expect(cents((await shown(otherAccount)).pending_payments_amount)).toBe(counting.reduce((sum, p) => sum + cents(p.amount), 0));
  });
});

describe('staff account search', () => {
  it('shows and sorts by the balance less pending payments', async () => {
    const staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key as string;
    const search = await t.app.inject({ method: 'GET', url: `/api/demo/accounts/find?searchText=${otherAccount}`, headers: { 'user-key': staffKey } });
    const [found] = (search.json() as { content: { account_id: string; account_balance: number }[] }).content.filter((r) => r.account_id === otherAccount);
    expect(found.account_balance).toBe((await shown(otherAccount)).account_balance);
    const sorted = await t.app.inject({ method: 'GET', url: '/api/demo/accounts/find?sort=account_balance&order=asc&size=50', headers: { 'user-key': staffKey } });
    expect(sorted.statusCode).toBe(200);
    const balances = (sorted.json() as { content: { account_balance: number }[] }).content.map((r) => r.account_balance);
    expect(balances).toEqual([...balances].sort((a, b) => a - b));
  });
});
