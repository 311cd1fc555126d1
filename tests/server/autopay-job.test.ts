import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { TenantConfigs } from '../../src/server/config/tenant-configs';
import { accountDocuments, accounts, autopayEnrolments, autopayRuns, events, outbox, payments, paymentSources, sandboxCharges, userAccounts } from '../../src/server/db/schema';
import { createGateways, GatewayUnavailable, type PaymentGateway } from '../../src/server/payments/gateway';
import { createSandboxGateway } from '../../src/server/payments/gateway/sandbox-gateway';
import { CHARGE_DECLINED_CARD } from '../../src/server/payments/gateway/sandbox-test-numbers';
import { AUTOPAY_LEASE_MS, autopayJob } from '../../src/server/payments/autopay/autopay-job';
import { confirmPortalPayment } from '../../src/server/payments/confirm-portal-payment';
import { defaultServices } from '../../src/server/services';
import { loadAccounts } from '../../src/server/modules/accounts/account-view';
import { createTestApp, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

const DAY = 24 * 60 * 60_000;
let clock = new Date('2026-12-01T09:00:00Z');
const now = () => clock;
let t: TestApp;
let customer: { user_id: number; account_ids: string[] };
let customerKey: string;
let staffKey: string;
let paid: string;
let declining: string;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
/** The job as one API process runs it; `gateway` stands in for the sandbox (a crash mid-call). */
const jobWith = (gateway?: PaymentGateway) =>
  autopayJob(t.database, defaultServices(t.database, { now, gateways: createGateways(t.database, now, gateway ? { sandbox: gateway } : {}) }), t.tenants, new TenantConfigs(0));
const job = () => jobWith();

/** A saved source of the customer holding a token the sandbox made for `number`: what enrolling leaves behind. */
async function savedCard(number: string): Promise<number> {
  const token = await createSandboxGateway(t.database, now).tokeniseCard('demo', { number, expMonth: 12, expYear: 2039, cvv: '123', holderName: 'Auto Payer' }, `test-token-${number}`);
  if (!token.ok) throw new Error(`the sandbox refused ${number}`);
  const [row] = await t.database.withTenant('demo', (db) =>
    db
      .insert(paymentSources)
      .values({ tenantId: 'demo', userId: customer.user_id, paymentType: 'credit_card', name: 'Autopay card', gateway: 'sandbox', token: token.token, brand: token.brand, last4: token.last4, expMonth: 12, expYear: 2039 })
      .returning({ id: paymentSources.id }),
  );
  return row.id;
}

/**
 * A new statement, the account's latest, due `dueInDays` from now; the account owes `due` — as the
 * supplier's import states it, having taken in the portal's earlier payments (confirmed, so they
 * no longer count as pending against the new figures).
 */
async function newStatement(accountId: string, id: string, amount: number, dueInDays: number, due = amount): Promise<string> {
  await t.database.withTenant('demo', async (db) => {
    const unconfirmed = await db.select({ number: payments.paymentNumber }).from(payments).where(and(eq(payments.accountId, accountId), isNull(payments.confirmedAt)));
    for (const { number } of unconfirmed) await confirmPortalPayment(db, { paymentNumber: number, supplierTransactionId: `SUP-${number}`, at: clock });
    const [latest] = await db.select({ date: accountDocuments.documentDate }).from(accountDocuments).where(eq(accountDocuments.accountId, accountId)).orderBy(desc(accountDocuments.documentDate)).limit(1);
    const documentDate = latest && latest.date >= isoDay(clock) ? isoDay(new Date(Date.parse(latest.date) + DAY)) : isoDay(clock);
    await db.insert(accountDocuments).values({
      tenantId: 'demo', documentId: id, accountId, documentType: 'statement', documentDate, title: `Statement ${id}`,
      dueDate: isoDay(new Date(clock.getTime() + dueInDays * DAY)), amount, documentBalance: amount,
    });
    await db.update(accounts).set({ amountDue: due }).where(eq(accounts.accountId, accountId));
  });
  return id;
}

const runOf = async (accountId: string, statement: string) =>
  (await t.database.withTenant('demo', (db) => db.select().from(autopayRuns).where(and(eq(autopayRuns.accountId, accountId), eq(autopayRuns.statementDocumentId, statement)))))[0];
const chargesFor = (accountId: string, statement: string) =>
  t.database.withTenant('demo', (db) => db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, `autopay:demo:${accountId}:${statement}:charge`)));
const paymentsFor = (statement: string) => t.database.withTenant('demo', (db) => db.select().from(payments).where(eq(payments.statementDocumentId, statement)));
const mailsLike = (subject: string) => t.database.withTenant('demo', (db) => db.select().from(outbox).where(like(outbox.subject, subject)));
const runsListed = (accountId: string, key: string) => t.app.inject({ method: 'GET', url: `/api/demo/accounts/${accountId}/autopay-runs`, headers: { 'user-key': key } });

beforeAll(async () => {
  t = await createTestApp({ now });
  ({ customer, customerKey, staffKey } = await signInDemoCustomerAndStaff(t.app));
  [paid, declining] = customer.account_ids;
  const good = await savedCard('4242424242424242');
  const bad = await savedCard(CHARGE_DECLINED_CARD);
  await t.database.withTenant('demo', (db) =>
    db.insert(autopayEnrolments).values([
      { tenantId: 'demo', accountId: paid, userId: customer.user_id, paymentSourceId: good, termsAcknowledgedAt: clock },
      { tenantId: 'demo', accountId: declining, userId: customer.user_id, paymentSourceId: bad, termsAcknowledgedAt: clock },
    ]),
  );
});
afterAll(() => t.close());

describe('autopay job', () => {
  it('charges nothing before the due date', async () => {
    await newStatement(paid, 'AP-1', 150, 10);
    await newStatement(declining, 'AP-D1', 80, 10);
    expect(await job().outside('demo', clock)).toBe(0);
    expect(await runOf(paid, 'AP-1')).toBeUndefined();
    expect(await chargesFor(paid, 'AP-1')).toEqual([]);
  });

  it('on the due date charges the statement once: one gateway charge, one autopay payment, the run charged, a receipt queued', async () => {
    clock = new Date(clock.getTime() + 10 * DAY);
    const before = (await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, paid))))[0];
    expect(await job().outside('demo', clock)).toBe(2);
    const [payment] = await paymentsFor('AP-1');
    // A saved card: the 2.5% convenience fee, no new-card fee (tenants/demo/tenant.json).
    expect(payment).toMatchObject({ accountId: paid, userId: customer.user_id, channel: 'autopay', amount: 150, fee: 3.75, total: 153.75, status: 'pending', receiptEmail: 'customer@demo.test' });
    expect((await chargesFor(paid, 'AP-1')).map((c) => c.amountCents)).toEqual([15375]);
    expect(await runOf(paid, 'AP-1')).toMatchObject({ status: 'charged', paymentId: payment.id, errorCode: null });
    // The stated figures stay; the account shows the payment pending against them.
    const after = (await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, paid))))[0];
    expect(after).toEqual(before);
    const [shown] = await t.database.withTenant('demo', (db) => loadAccounts(db, [paid], { day: '2026-01-01', posted: new Map() }));
    expect(shown).toMatchObject({ amount_due: 0, pending_payments_amount: 150, stated_amount_due: 150 });
    expect(shown.account_balance).toBeCloseTo(before.accountBalance - 150, 2);
    const receipts = await mailsLike(`Payment receipt ${payment.paymentNumber}%`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ to: 'customer@demo.test', attachments: [{ kind: 'payment-receipt', ref: payment.id }] });
  });

  it('a card that declines leaves the run failed with the code, no payment, and mails the customer to pay by hand', async () => {
    expect(await runOf(declining, 'AP-D1')).toMatchObject({ status: 'failed', errorCode: 'CARD_DECLINED', message: 'Your card was declined.', paymentId: null });
    expect(await paymentsFor('AP-D1')).toEqual([]);
    expect(await chargesFor(declining, 'AP-D1')).toHaveLength(1);
    const mails = await mailsLike(`Autopay payment failed on account ${declining}%`);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('customer@demo.test');
    expect(mails[0].text).toContain('Reason: Your card was declined.');
    expect(mails[0].text).toContain('pay this bill yourself');
  });

  it('run again (another tick, another process) does nothing more', async () => {
    expect(await job().outside('demo', clock)).toBe(0);
    clock = new Date(clock.getTime() + DAY);
    expect(await job().outside('demo', clock)).toBe(0);
    expect(await chargesFor(paid, 'AP-1')).toHaveLength(1);
    expect(await chargesFor(declining, 'AP-D1')).toHaveLength(1);
    expect(await paymentsFor('AP-1')).toHaveLength(1);
    expect(await mailsLike(`Autopay payment failed on account ${declining}%`)).toHaveLength(1);
  });

  it('shows the runs, charged and failed, to the customer and to staff', async () => {
    // Days have passed on the clock: sign in afresh.
    ({ customerKey, staffKey } = await signInDemoCustomerAndStaff(t.app));
    const mine = await runsListed(declining, customerKey);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().content).toEqual([expect.objectContaining({ statement_document_id: 'AP-D1', status: 'failed', error_code: 'CARD_DECLINED', message: 'Your card was declined.', payment_id: null })]);
    const staff = await runsListed(paid, staffKey);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().content).toEqual([expect.objectContaining({ statement_document_id: 'AP-1', status: 'charged', amount: 150, payment_number: expect.stringMatching(/^P-\d{6}$/) })]);
    expect(staff.json().totalElements).toBe(1);
  });

  it('a run a crash left charging is finished by a later run with the same gateway key: one charge, one payment', async () => {
    await newStatement(paid, 'AP-2', 90, 0);
    const sandbox = createSandboxGateway(t.database, now);
    // The gateway charges, then the answer is lost (the process dies, the network drops).
    const lost: PaymentGateway = {
      ...sandbox,
      charge: async (...args) => {
        await sandbox.charge(...args);
        throw new GatewayUnavailable('connection reset');
      },
    };
    await expect(jobWith(lost).outside('demo', clock)).rejects.toThrow('connection reset');
    expect(await runOf(paid, 'AP-2')).toMatchObject({ status: 'charging' });
    expect(await chargesFor(paid, 'AP-2')).toHaveLength(1);
    expect(await paymentsFor('AP-2')).toEqual([]);
    // Within the lease the run may still be at work elsewhere: left alone.
    expect(await job().outside('demo', clock)).toBe(0);
    expect(await runOf(paid, 'AP-2')).toMatchObject({ status: 'charging' });
    // Meanwhile the amount due changed: the replay charges what was planned, not a new amount.
    await t.database.withTenant('demo', (db) => db.update(accounts).set({ amountDue: 40 }).where(eq(accounts.accountId, paid)));
    clock = new Date(clock.getTime() + AUTOPAY_LEASE_MS + 60_000);
    expect(await job().outside('demo', clock)).toBe(1);
    const [payment] = await paymentsFor('AP-2');
    expect(payment).toMatchObject({ amount: 90, channel: 'autopay' });
    expect(await runOf(paid, 'AP-2')).toMatchObject({ status: 'charged', paymentId: payment.id });
    expect(await chargesFor(paid, 'AP-2')).toHaveLength(1);
    expect(await job().outside('demo', clock)).toBe(0);
    expect(await paymentsFor('AP-2')).toHaveLength(1);
    // The supplier hears of the autopay payment once, though its booking was resumed.
    const told = await t.database.withTenant('demo', (db) => db.select().from(events).where(sql`${events.data}->>'payment_id' = ${payment.paymentNumber}`));
    expect(told.map((e) => [e.type, e.data.channel])).toEqual([['payment.created', 'autopay']]);
  });

  it('records a statement with nothing due without charging', async () => {
    await newStatement(paid, 'AP-3', 60, 0, 0);
    expect(await job().outside('demo', clock)).toBe(1);
    expect(await runOf(paid, 'AP-3')).toMatchObject({ status: 'charged', paymentId: null, message: 'Nothing was due on this statement: nothing was charged.' });
    expect(await chargesFor(paid, 'AP-3')).toEqual([]);
    expect(await paymentsFor('AP-3')).toEqual([]);
  });

  it('charges no more than the amount due when it is less than the statement', async () => {
    await newStatement(paid, 'AP-4', 200, 0, 75.5);
    expect(await job().outside('demo', clock)).toBe(1);
    expect((await paymentsFor('AP-4')).map((p) => p.amount)).toEqual([75.5]);
  });

  it('fails the run without calling the gateway when the enrolled card was removed, and mails the customer', async () => {
    await newStatement(declining, 'AP-D2', 45, 0);
    await t.database.withTenant('demo', (db) =>
      db.update(paymentSources).set({ deletedAt: clock }).where(eq(paymentSources.id, db.select({ id: autopayEnrolments.paymentSourceId }).from(autopayEnrolments).where(eq(autopayEnrolments.accountId, declining)))),
    );
    expect(await job().outside('demo', clock)).toBe(1);
    expect(await runOf(declining, 'AP-D2')).toMatchObject({ status: 'failed', errorCode: 'SOURCE_UNAVAILABLE', paymentId: null });
    expect(await chargesFor(declining, 'AP-D2')).toEqual([]);
    const mails = await mailsLike(`Autopay payment failed on account ${declining}%`);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text).join('\n')).toContain('statement AP-D2');
  });

  it("charges what a budget statement states is due, not its closing balance, and less what the customer already paid here", async () => {
    await newStatement(paid, 'AP-B1', 633.42, 0, 380);
    await t.database.withTenant('demo', (db) => db.update(accountDocuments).set({ amountDue: 380 }).where(eq(accountDocuments.documentId, 'AP-B1')));
    expect(await job().outside('demo', clock)).toBe(1);
    expect((await paymentsFor('AP-B1')).map((p) => p.amount)).toEqual([380]);
    // The next statement comes before the supplier took that payment in: it still counts as pending.
    await t.database.withTenant('demo', async (db) => {
      const [first] = await db.select({ date: accountDocuments.documentDate }).from(accountDocuments).where(eq(accountDocuments.documentId, 'AP-B1'));
      await db.insert(accountDocuments).values({ tenantId: 'demo', documentId: 'AP-B2', accountId: paid, documentType: 'statement', documentDate: isoDay(new Date(Date.parse(first.date) + DAY)), title: 'Statement AP-B2', dueDate: isoDay(clock), amount: 1013.42, amountDue: 500, documentBalance: 1013.42 });
      await db.update(accounts).set({ amountDue: 500 }).where(eq(accounts.accountId, paid));
    });
    expect(await job().outside('demo', clock)).toBe(1);
    expect((await paymentsFor('AP-B2')).map((p) => p.amount)).toEqual([120]);
  });

  it('two processes running at once charge a statement once', async () => {
    await newStatement(paid, 'AP-5', 33, 0);
    const outcomes = await Promise.all([job().outside('demo', clock), job().outside('demo', clock), job().outside('demo', clock)]);
    expect(outcomes.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await chargesFor(paid, 'AP-5')).toHaveLength(1);
    expect(await paymentsFor('AP-5')).toHaveLength(1);
    expect(await runOf(paid, 'AP-5')).toMatchObject({ status: 'charged' });
  });
});

describe('autopay after the user is unlinked from the account', () => {
  it('charges nothing, records no run and mails nobody: the enrolment ended with the link', async () => {
    await newStatement(paid, 'AP-U1', 70, 0);
    await t.database.withTenant('demo', (db) => db.delete(userAccounts).where(and(eq(userAccounts.userId, customer.user_id), eq(userAccounts.accountId, paid))));
    const mailsBefore = (await t.database.withTenant('demo', (db) => db.select().from(outbox))).length;
    expect(await job().outside('demo', clock)).toBe(0);
    expect(await runOf(paid, 'AP-U1')).toBeUndefined();
    expect(await chargesFor(paid, 'AP-U1')).toEqual([]);
    expect(await paymentsFor('AP-U1')).toEqual([]);
    expect(await t.database.withTenant('demo', (db) => db.select().from(outbox))).toHaveLength(mailsBefore);
  });
});
