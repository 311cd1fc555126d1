import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like, notExists, sql } from 'drizzle-orm';
import { accounts, locations, outbox, payments, sandboxCharges, userAccounts } from '../../src/server/db/schema';
import { receiptData } from '../../src/server/payments/receipt/receipt-pdf';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { TEST_CARD } from './authorization/fixtures';

let clock = new Date('2026-11-24T15:00:00Z');
let t: TestApp;

/** An account no customer uses, its billing ZIP code apart from its service locations' (05401). */
const GUEST = { accountId: '', billingZip: '05001', serviceZip: '05401' };
const BANK = { first_name: 'Pat', last_name: 'Payer', account_type: 'checking', bank_name: 'First Vermont', account_number: '000123456789', confirm_account_number: '000123456789', routing_number: '110000000' };
const card = (overrides: Partial<typeof TEST_CARD.card> = {}) => ({ ...TEST_CARD, card: { ...TEST_CARD.card, ...overrides } });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  GUEST.accountId = await t.database.withTenant('demo', async (db) => {
    const [account] = await db
      .select({ accountId: accounts.accountId })
      .from(accounts)
      .where(and(eq(accounts.isPayment, true), eq(accounts.isCancelled, false), eq(accounts.isDeleted, false), notExists(db.select().from(userAccounts).where(eq(userAccounts.accountId, accounts.accountId)))))
      .orderBy(accounts.accountId)
      .limit(1);
    await db.update(accounts).set({ zipcode: GUEST.billingZip, amountDue: 500 }).where(eq(accounts.accountId, account.accountId));
    await db.update(locations).set({ zipcode: GUEST.serviceZip }).where(eq(locations.accountId, account.accountId));
    // Accounts a guest may not pay, each with a service location the guest names rightly.
    const refused = [
      { accountId: 'GUEST-CANCELLED', isCancelled: true },
      { accountId: 'GUEST-NOT-PAYABLE', isPayment: false },
      { accountId: 'GUEST-DELETED', isDeleted: true },
    ];
    const address = { street1: '1 Elm St', city: 'Burlington', state: 'VT', zipcode: GUEST.serviceZip };
    await db.insert(accounts).values(refused.map((r) => ({ tenantId: 'demo', displayName: r.accountId, ...address, alerts: { delivery_reminders: false, new_documents: false, schedule_reminders: false }, amountDue: 80, ...r })));
    await db.insert(locations).values(refused.map((r) => ({ tenantId: 'demo', accountId: r.accountId, locationNumber: 1, ...address })));
    return account.accountId;
  });
});
afterAll(() => t.close());
// Two hours on per test: no throttling window carries over from one test to the next.
beforeEach(() => {
  clock = new Date(clock.getTime() + 2 * 60 * 60_000);
});

const lookUp = (body: object, tenant = 'demo', remoteAddress = '127.0.0.1') => t.app.inject({ method: 'POST', url: `/api/${tenant}/payments/guest-lookup`, payload: body, remoteAddress });
function pay(body: object, key: string | null = randomUUID(), tenant = 'demo', remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: `/api/${tenant}/payments/make-guest-payment`, headers: key ? { 'idempotency-key': key } : {}, payload: body, remoteAddress });
}
const guestBody = (change: object = {}) => ({ account_number: GUEST.accountId, zip_code: GUEST.serviceZip, amount: 100, email: 'guest.payer@example.test', payment_type: 'credit_card', data: card(), ...change });
const account = async (id: string) => (await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, id))))[0];
const paymentCount = async () => (await t.database.withTenant('demo', (db) => db.select({ n: sql<number>`count(*)::int` }).from(payments)))[0].n;
const chargesFor = (key: string) => t.database.withTenant('demo', (db) => db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, `makeGuestPayment:guest:${key}:charge`)));
/** A problem's body without the request id, which differs per request by design. */
const problemOf = (body: string) => {
  const { request_id: _id, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return JSON.stringify(rest);
};

describe('POST /payments/guest-lookup', () => {
  it('shows the amount due of the account named by its number and a service location ZIP code, and nothing else', async () => {
    const response = await lookUp({ account_number: GUEST.accountId, zip_code: GUEST.serviceZip });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ account_number: GUEST.accountId, amount_due: 500 });
  });

  it('ignores a +4 suffix and spaces around the account number', async () => {
    const response = await lookUp({ account_number: ` ${GUEST.accountId} `, zip_code: `${GUEST.serviceZip}-1234` });
    expect(response.statusCode).toBe(200);
    expect(response.json().amount_due).toBe(500);
  });

  it('answers byte for byte the same for an unknown account, a wrong ZIP code, the billing ZIP code and an account that takes no payments', async () => {
    const unknown = await lookUp({ account_number: 'NO-SUCH-ACCOUNT', zip_code: GUEST.serviceZip });
    const wrongZip = await lookUp({ account_number: GUEST.accountId, zip_code: '05999' });
    // The issue asks for a service location: the billing address's ZIP code proves nothing here.
    const billingZip = await lookUp({ account_number: GUEST.accountId, zip_code: GUEST.billingZip });
    const cancelled = await lookUp({ account_number: 'GUEST-CANCELLED', zip_code: GUEST.serviceZip });
    const notPayable = await lookUp({ account_number: 'GUEST-NOT-PAYABLE', zip_code: GUEST.serviceZip });
    const deleted = await lookUp({ account_number: 'GUEST-DELETED', zip_code: GUEST.serviceZip });
    for (const response of [unknown, wrongZip, billingZip, cancelled, notPayable, deleted]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(problemOf(response.body)).toBe(problemOf(unknown.body));
    }
    expect(unknown.json()).toMatchObject({ error_code: 'ACCOUNT_NOT_FOUND', detail: 'We could not find an account with that account number and ZIP code.' });
  });

  it('counts attempts per account number: the eleventh within the hour is 429 with Retry-After, another account is still answered', async () => {
    for (let i = 0; i < 10; i++) expect((await lookUp({ account_number: GUEST.accountId, zip_code: `0${5600 + i}` })).statusCode).toBe(404);
    const blocked = await lookUp({ account_number: GUEST.accountId, zip_code: GUEST.serviceZip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error_code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account number however it is written (case, spaces) is the same counter.
    expect((await lookUp({ account_number: ` ${GUEST.accountId.toLowerCase()}`, zip_code: GUEST.serviceZip })).statusCode).toBe(429);
    expect((await lookUp({ account_number: 'SOMEONE-ELSE', zip_code: GUEST.serviceZip })).statusCode).toBe(404);
  });

  it('counts attempts per address: the 31st within the hour is 429 whatever the account number', async () => {
    for (let i = 0; i < 30; i++) expect((await lookUp({ account_number: `PROBE-${i}`, zip_code: GUEST.serviceZip })).statusCode).toBe(404);
    const blocked = await lookUp({ account_number: GUEST.accountId, zip_code: GUEST.serviceZip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it.each([
    ['a missing ZIP code', { account_number: 'X1' }],
    ['an extra field', { account_number: 'X1', zip_code: '05401', account_id: 'X1' }],
    ['a number for the account number', { account_number: 12345, zip_code: '05401' }],
    ['an overlong account number', { account_number: 'A'.repeat(41), zip_code: '05401' }],
    ['a NUL character', { account_number: 'X\u00001', zip_code: '05401' }],
  ])('refuses %s with 400', async (_, body) => {
    const response = await lookUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBeDefined();
  });

  it.each([
    ['SQL in the account number', { account_number: "' OR '1'='1", zip_code: '05401' }],
    ['a pattern in the account number', { account_number: '%', zip_code: '05401' }],
    ['markup in the ZIP code', { account_number: 'X1', zip_code: '<b>05401' }],
    ['a ZIP code of letters', { account_number: 'X1', zip_code: 'abcde' }],
  ])('answers %s as an account not found', async (_, body) => {
    const response = await lookUp(body);
    expect(response.statusCode).toBe(404);
    expect(response.json().error_code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('is refused with 403 GUEST_PAYMENT_DISABLED where the tenant turned guest payment off (cleangas)', async () => {
    const response = await lookUp({ account_number: 'ANY', zip_code: '05401' }, 'cleangas');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error_code: 'GUEST_PAYMENT_DISABLED', detail: 'Payments without signing in are not available here. Please log in to pay.' });
  });
});

describe('POST /payments/make-guest-payment', () => {
  it('pays by new card: fees as make-payment, a pending guest payment with no user, the amount due lowered, a receipt to the given email', async () => {
    const before = await account(GUEST.accountId);
    const key = randomUUID();
    const response = await pay(guestBody(), key);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ success: true, message: 'Thank you, your payment was received.' });
    // 2.5% convenience fee and the $1 new-card fee (tenants/demo/tenant.json): a guest's card is always new.
    expect(data.payment).toEqual({
      payment_number: expect.stringMatching(/^P-\d{6}$/),
      payment_type: 'credit_card',
      source_label: 'Visa •••• 4242',
      amount: 100,
      fee: 3.5,
      total: 103.5,
      status: 'pending',
      created_at: clock.toISOString(),
    });
    const [row] = await t.database.withTenant('demo', (db) => db.select().from(payments).where(eq(payments.paymentNumber, data.payment.payment_number)));
    expect(row).toMatchObject({ accountId: GUEST.accountId, channel: 'guest', userId: null, paymentSourceId: null, receiptEmail: 'guest.payer@example.test' });
    // The stated figures stay; the guest look-up answers them less the pending payment.
    expect((await account(GUEST.accountId)).amountDue).toBe(before.amountDue);
    const looked = await lookUp({ account_number: GUEST.accountId, zip_code: GUEST.serviceZip });
    expect(looked.json().amount_due).toBeCloseTo(Math.max(before.amountDue - 100, 0), 2);
    expect((await chargesFor(key)).map((c) => c.amountCents)).toEqual([10350]);
    const mails = await t.database.withTenant('demo', (db) => db.select().from(outbox).where(like(outbox.subject, `Payment receipt ${data.payment.payment_number}%`)));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'guest.payer@example.test', attachments: [{ kind: 'payment-receipt', ref: row.id }] });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    // The receipt goes to an address nobody verified: it does not name the account's holder.
    const holder = (await account(GUEST.accountId)).displayName;
    expect(mails[0].text).not.toContain(holder);
    expect(await t.database.withTenant('demo', (db) => receiptData(db, row))).toEqual({ payment: row, accountName: '' });
  });

  it('pays by bank account with no fee', async () => {
    const response = await pay(guestBody({ amount: 12.34, payment_type: 'bank_account', data: BANK }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.payment).toMatchObject({ payment_type: 'bank_account', amount: 12.34, fee: 0, total: 12.34, source_label: 'First Vermont •••• 6789' });
  });

  it('replays the first answer to a retry with the same key, charging once', async () => {
    const key = randomUUID();
    const before = await paymentCount();
    const first = await pay(guestBody({ amount: 5 }), key);
    const again = await pay(guestBody({ amount: 5 }), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await chargesFor(key)).toHaveLength(1);
    expect(await paymentCount()).toBe(before + 1);
    const other = await pay(guestBody({ amount: 6 }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error_code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('ten concurrent submissions with one key make one charge and one payment', async () => {
    const key = randomUUID();
    const before = await paymentCount();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(guestBody({ amount: 7.5 }), key)));
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(answers.map((a) => a.statusCode)).toContain(201);
    expect(await chargesFor(key)).toHaveLength(1);
    expect(await paymentCount()).toBe(before + 1);
  });

  it('answers every decline alike (402 PAYMENT_DECLINED): no reason a card tester could read, in the answer or in the mail to the typed address', async () => {
    // The payer and staff are told of failed payments: staff read the reason, the typed address does not.
    const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
    const told = [{ to: 'customer', methods: ['email'] }, { to: 'role', role: 'Customer Service', methods: ['email'] }];
    const saved = await t.app.inject({ method: 'POST', url: '/api/demo/notifications-config', headers: { 'user-key': adminKey }, payload: { events: { 'payment.failed': told } } });
    expect(saved.statusCode).toBe(200);
    const before = { count: await paymentCount(), due: (await account(GUEST.accountId)).amountDue };
    const reasons = ['4000000000000002', '4000000000009995', '4000000000000069', '4000000000000127', '4000000000000119'];
    const answers = [];
    for (const [i, number] of reasons.entries()) answers.push(await pay(guestBody({ amount: 50, email: `tester-${i}@example.test`, data: card({ cc_number: number }) })));
    for (const response of answers) {
      expect(response.statusCode).toBe(402);
      expect(problemOf(response.body)).toBe(problemOf(answers[0].body));
    }
    expect(answers[0].json()).toMatchObject({ error_code: 'PAYMENT_DECLINED', detail: 'Your payment was declined.', details: { response: 'Your payment was declined.' } });
    await t.app.mailOutbox.drain();
    const mails = await t.database.withTenant('demo', (db) => db.select().from(outbox).where(like(outbox.to, 'tester-%@example.test')));
    expect(mails).toHaveLength(reasons.length);
    for (const mail of mails) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/insufficient|expired|security code|card was declined|processing/i);
    const staffMails = await t.database.withTenant('demo', (db) => db.select().from(outbox).where(and(eq(outbox.to, 'staff@demo.test'), like(outbox.subject, 'Payment of $5%'))));
    expect(staffMails.map((m) => m.text).join(' ')).toContain('Your card has insufficient funds.');
    expect(await paymentCount()).toBe(before.count);
    expect((await account(GUEST.accountId)).amountDue).toBe(before.due);
  });

  it('answers a wrong ZIP code or an unknown account exactly like the look-up, and charges nothing', async () => {
    const key = randomUUID();
    const wrongZip = await pay(guestBody({ zip_code: '05999' }), key);
    const unknown = await pay(guestBody({ account_number: 'NO-SUCH-ACCOUNT' }));
    expect(wrongZip.statusCode).toBe(404);
    expect(problemOf(wrongZip.body)).toBe(problemOf(unknown.body));
    expect(wrongZip.json().error_code).toBe('ACCOUNT_NOT_FOUND');
    expect(await chargesFor(key)).toHaveLength(0);
  });

  it.each([
    ['an email that is no address', { email: 'not-an-address' }, 422, 'INVALID_EMAIL'],
    ['an email with markup', { email: '<script>@x.test' }, 422, 'INVALID_EMAIL'],
    ['an amount with 3 decimals', { amount: 1.234 }, 422, 'INVALID_AMOUNT'],
    ['an amount above the limit', { amount: 30_000 }, 422, 'AMOUNT_ABOVE_LIMIT'],
    // The account owes at most $500: $1,000 more is the default margin.
    ['an amount beyond the amount due and its margin', { amount: 5_000, payment_type: 'bank_account', data: BANK }, 422, 'AMOUNT_ABOVE_DUE'],
    ['a zero amount', { amount: 0 }, 400, 'VALIDATION_FAILED'],
    ['a card failing Luhn', { data: card({ cc_number: '4242424242424241' }) }, 422, 'INVALID_PAYMENT_DATA'],
    ['bank data sent as a card', { data: BANK }, 400, 'VALIDATION_FAILED'],
    ['a request to save the card', { save: true }, 400, 'VALIDATION_FAILED'],
    ['a NUL in the account number', { account_number: 'A\u0000B' }, 400, undefined],
  ])('refuses %s', async (_, change, status, code) => {
    const before = await paymentCount();
    const response = await pay(guestBody(change));
    expect(response.statusCode).toBe(status);
    if (code) expect(response.json().error_code).toBe(code);
    else expect(response.json().error_code).toEqual(expect.any(String));
    expect(await paymentCount()).toBe(before);
  });

  it('needs an Idempotency-Key', async () => {
    const response = await pay(guestBody(), null);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('throttles per address and account number: the eleventh attempt within the hour is 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await pay(guestBody({ zip_code: '05999' }))).statusCode).toBe(404);
    const blocked = await pay(guestBody());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("a stranger who uses up an account's attempts from their address does not block its owner, from another address or signed in", async () => {
    const stranger = '203.0.113.66';
    for (let i = 0; i < 10; i++) expect((await pay(guestBody({ zip_code: `0${5900 + i}` }), randomUUID(), 'demo', stranger)).statusCode).toBe(404);
    expect((await pay(guestBody(), randomUUID(), 'demo', stranger)).statusCode).toBe(429);
    expect((await lookUp({ account_number: GUEST.accountId, zip_code: GUEST.serviceZip }, 'demo', stranger)).statusCode).toBe(429);
    // The owner, at home: the look-up and the payment both go through.
    expect((await lookUp({ account_number: GUEST.accountId, zip_code: GUEST.serviceZip }, 'demo', '198.51.100.20')).statusCode).toBe(200);
    expect((await pay(guestBody({ amount: 1 }), randomUUID(), 'demo', '198.51.100.20')).statusCode).toBe(201);
    // And a customer signed in pays their own account whatever strangers did to its guest attempts.
    const customer = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
    for (let i = 0; i < 10; i++) await pay(guestBody({ account_number: customer.account_ids[0], zip_code: '05999' }), randomUUID(), 'demo', stranger);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/demo/payments/make-payment',
      headers: { 'user-key': customer.user_key, 'idempotency-key': randomUUID() },
      payload: { account_id: customer.account_ids[0], amount: 1, payment_type: 'credit_card', data: card() },
      remoteAddress: stranger,
    });
    expect(own.statusCode).toBe(201);
  });

  it('counts look-ups and payments of one account together: 10 ZIP code guesses an hour in all', async () => {
    for (let i = 0; i < 6; i++) expect((await lookUp({ account_number: GUEST.accountId, zip_code: `0${5700 + i}` })).statusCode).toBe(404);
    for (let i = 0; i < 4; i++) expect((await pay(guestBody({ zip_code: `0${5800 + i}` }))).statusCode).toBe(404);
    expect((await pay(guestBody())).statusCode).toBe(429);
    expect((await lookUp({ account_number: GUEST.accountId, zip_code: GUEST.serviceZip })).statusCode).toBe(429);
  });

  it('is refused with 403 GUEST_PAYMENT_DISABLED where the tenant turned guest payment off, charging nothing', async () => {
    const key = randomUUID();
    const response = await pay(guestBody({ account_number: 'ANY' }), key, 'cleangas');
    expect(response.statusCode).toBe(403);
    expect(response.json().error_code).toBe('GUEST_PAYMENT_DISABLED');
    const charges = await t.database.withTenant('cleangas', (db) => db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, `makeGuestPayment:guest:${key}:charge`)));
    expect(charges).toEqual([]);
  });
});
