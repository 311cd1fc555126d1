import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { accounts, outbox, payments, paymentSources, sandboxCharges, transactions } from '../../src/server/db/schema';
import { loadAccounts } from '../../src/server/modules/accounts/account-view';
import { createGateways } from '../../src/server/payments/gateway';
import { settlePaymentsJob } from '../../src/server/payments/settle-payments';
import { receiptAttachments } from '../../src/server/payments/receipt/render-attachments';
import esMail from '../../src/engine/messages/locales/es/mail-notices';
import esPdf from '../../src/engine/messages/locales/es/pdf-texts';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';
import { TEST_CARD } from './authorization/fixtures';

let clock = new Date('2026-11-24T15:00:00Z');
const now = () => clock;
let t: TestApp;
let customerKey: string;
let customer: { user_id: number; account_ids: string[] };
let staffKey: string;

beforeAll(async () => {
  t = await createTestApp({ now });
  ({ customer, customerKey, staffKey } = await signInDemoCustomerAndStaff(t.app));
});
afterAll(() => t.close());

const BANK = { first_name: 'Pat', last_name: 'Payer', account_type: 'checking', bank_name: 'First Vermont', account_number: '000123456789', confirm_account_number: '000123456789', routing_number: '110000000' };
const card = (overrides: Partial<typeof TEST_CARD.card> = {}) => ({ ...TEST_CARD, card: { ...TEST_CARD.card, ...overrides } });

function pay(payload: object, key: string = randomUUID(), userKey: string = customerKey) {
  return t.app.inject({ method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': userKey, 'idempotency-key': key }, payload });
}
const account = async (id: string) => (await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, id))))[0];
/** The account as its customer sees it (GET /accounts/for-user). */
const shownAccount = async (id: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/demo/accounts/for-user', headers: { 'user-key': customerKey } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { account_id: string; account_balance: number; amount_due: number; pending_payments_amount: number }[]).find((a) => a.account_id === id)!;
};
const paymentCount = async () => (await t.database.withTenant('demo', (db) => db.select({ id: payments.id }).from(payments))).length;
const chargesFor = (key: string) =>
  t.database.withTenant('demo', (db) => db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, `makePayment:user:${customer.user_id}:${key}:charge`)));

describe('POST /payments/make-payment', () => {
  it('pays with a new card: the fee is added, the payment is pending at once, lowers the amount due and is on the ledger', async () => {
    const accountId = customer.account_ids[0];
    const before = await account(accountId);
    const key = randomUUID();
    const response = await pay({ account_id: accountId, amount: 100, payment_type: 'credit_card', data: card(), save: true, name: 'My Visa' }, key);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ success: true, message: 'Thank you, your payment was received.' });
    // 2.5% convenience fee and the $1 new-card fee (tenants/demo/tenant.json).
    expect(data.payment).toMatchObject({ account_id: accountId, amount: 100, fee: 3.5, total: 103.5, status: 'pending', source_label: 'Visa •••• 4242', channel: 'portal' });
    // The supplier's stated figures stay as stated; the account shows them less the pending payment.
    expect(await account(accountId)).toEqual(before);
    const shown = await shownAccount(accountId);
    expect(shown.account_balance).toBeCloseTo(before.accountBalance - 100, 2);
    expect(shown.amount_due).toBeCloseTo(Math.max(before.amountDue - 100, 0), 2);
    expect(shown).toMatchObject({ pending_payments_amount: 100, stated_amount_due: before.amountDue, stated_account_balance: before.accountBalance });
    const [line] = await t.database.withTenant('demo', (db) => db.select().from(transactions).where(eq(transactions.transactionId, data.payment.transaction_id)));
    expect(line).toMatchObject({ transactionType: 'payment', isCredit: true, amount: 100, reference: data.payment.payment_number, source: 'portal' });
    expect(await chargesFor(key)).toHaveLength(1);
    expect((await chargesFor(key))[0].amountCents).toBe(10350);
    const saved = await t.database.withTenant('demo', (db) => db.select().from(paymentSources).where(eq(paymentSources.userId, customer.user_id)));
    expect(saved).toEqual([expect.objectContaining({ name: 'My Visa', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2039, isDefault: true })]);
    expect(JSON.stringify(saved)).not.toContain('4242424242424242');
  });

  it('mails a receipt with its PDF named, and serves the receipt PDF', async () => {
    const response = await pay({ account_id: customer.account_ids[0], amount: 12.34, payment_type: 'bank_account', data: BANK });
    const { payment } = response.json().data;
    expect(payment).toMatchObject({ fee: 0, total: 12.34, source_label: 'First Vermont •••• 6789' });
    const mails = await t.database.withTenant('demo', (db) => db.select().from(outbox).where(like(outbox.subject, `Payment receipt ${payment.payment_number}%`)));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'customer@demo.test', attachments: [{ kind: 'payment-receipt', ref: payment.payment_id, filename: `receipt-${payment.payment_number}.pdf` }] });
    expect(mails[0].text).toContain('$12.34');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${payment.account_id}/payments/${payment.payment_id}/receipt`, headers: { 'user-key': customerKey } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("writes the receipt mail and its PDF in the customer's language (issue 24)", async () => {
    const profile = (locale: string) => t.app.inject({ method: 'POST', url: '/api/demo/user/profile', headers: { 'user-key': customerKey }, payload: { first_name: 'Demo', last_name: 'Customer', locale } });
    expect((await profile('es')).statusCode).toBe(200);
    try {
      const response = await pay({ account_id: customer.account_ids[0], amount: 7.5, payment_type: 'bank_account', data: BANK });
      const { payment } = response.json().data;
      const [mail] = await t.database.withTenant('demo', (db) => db.select().from(outbox).where(like(outbox.subject, `%${payment.payment_number}%`)));
      expect(mail.text).toContain(esMail.receiptThanks.split('{')[0]);
      expect(mail.attachments).toEqual([expect.objectContaining({ kind: 'payment-receipt', language: 'es' })]);
      // The worker draws the attachment when the mail goes, outside the customer's request: in the mail's language still.
      const [attached] = await receiptAttachments(t.database, t.tenants)('demo', mail.attachments);
      expect(pdfTitle(attached.content)).toBe(esPdf.receiptTitle.replace('{number}', payment.payment_number));
      const served = await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${payment.account_id}/payments/${payment.payment_id}/receipt`, headers: { 'user-key': customerKey } });
      expect(pdfTitle(served.rawPayload)).toBe(esPdf.receiptTitle.replace('{number}', payment.payment_number));
    } finally {
      await profile('en-US');
    }
  });

  it('pays with the saved card: the convenience fee but no new-card fee', async () => {
    const [source] = await t.database.withTenant('demo', (db) => db.select().from(paymentSources).where(eq(paymentSources.userId, customer.user_id)));
    const response = await pay({ account_id: customer.account_ids[1], amount: 40, payment_id: source.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.payment).toMatchObject({ amount: 40, fee: 1, total: 41, source_label: 'Visa •••• 4242' });
  });

  it('lists the payment among the pending payments of the account', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${customer.account_ids[1]}/payments?status=pending`, headers: { 'user-key': customerKey } });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toEqual([expect.objectContaining({ amount: 40, status: 'pending' })]);
  });
});

describe('exactly once per Idempotency-Key', () => {
  it('replays the first answer to a retry, charging once', async () => {
    const key = randomUUID();
    const body = { account_id: customer.account_ids[0], amount: 5, payment_type: 'credit_card', data: card() };
    const first = await pay(body, key);
    const again = await pay(body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await chargesFor(key)).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and charges nothing more', async () => {
    const key = randomUUID();
    await pay({ account_id: customer.account_ids[0], amount: 6, payment_type: 'credit_card', data: card() }, key);
    const other = await pay({ account_id: customer.account_ids[0], amount: 7, payment_type: 'credit_card', data: card() }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error_code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await chargesFor(key)).map((c) => c.amountCents)).toEqual([6 * 100 + 15 + 100]);
  });

  it('100 concurrent submissions with one key make exactly one charge and one payment', async () => {
    const key = randomUUID();
    const body = { account_id: customer.account_ids[0], amount: 9.99, payment_type: 'credit_card', data: card() };
    const before = await paymentCount();
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay(body, key)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(201);
    expect(await chargesFor(key)).toHaveLength(1);
    expect(await paymentCount()).toBe(before + 1);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().data.payment.payment_id));
    expect(ids.size).toBe(1);
  });

  it('needs a key', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': customerKey }, payload: { account_id: customer.account_ids[0], amount: 1, payment_type: 'bank_account', data: BANK } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'IDEMPOTENCY_KEY_REQUIRED' });
  });
});

describe('declines and bad input', () => {
  it('a declined card answers 402 with the decline in details.response, and leaves no payment, no fee and the same amount due', async () => {
    const before = { count: await paymentCount(), account: await account(customer.account_ids[0]) };
    const key = randomUUID();
    const response = await pay({ account_id: customer.account_ids[0], amount: 50, payment_type: 'credit_card', data: card({ cc_number: '4000000000000002' }) }, key);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ error_code: 'CARD_DECLINED', detail: 'Your card was declined.', details: { response: 'Your card was declined.' } });
    expect(await paymentCount()).toBe(before.count);
    expect((await account(customer.account_ids[0])).amountDue).toBe(before.account.amountDue);
    // The retry of the same attempt gets the same decline; the customer's next attempt sends a new key.
    const again = await pay({ account_id: customer.account_ids[0], amount: 50, payment_type: 'credit_card', data: card({ cc_number: '4000000000000002' }) }, key);
    expect(again.statusCode).toBe(402);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it.each([
    ['4000000000009995', 'INSUFFICIENT_FUNDS'],
    ['4000000000000069', 'EXPIRED_CARD'],
    ['4000000000000127', 'INCORRECT_CVC'],
    ['4000000000000119', 'PROCESSING_ERROR'],
    ['4000000000000341', 'CARD_DECLINED'],
  ])('declines test card %s with %s', async (number, code) => {
    const before = await paymentCount();
    const response = await pay({ account_id: customer.account_ids[0], amount: 10, payment_type: 'credit_card', data: card({ cc_number: number }), save: true });
    expect(response.statusCode).toBe(402);
    expect(response.json().error_code).toBe(code);
    expect(await paymentCount()).toBe(before);
  });

  it.each([
    ['no more than 2 decimals', 1.234, 422, 'INVALID_AMOUNT'],
    ['above the tenant limit', 30_000, 422, 'AMOUNT_ABOVE_LIMIT'],
    ['zero', 0, 400, 'VALIDATION_FAILED'],
    ['negative', -5, 400, 'VALIDATION_FAILED'],
    ['huge', 1e308, 400, 'VALIDATION_FAILED'],
    ['a string', '10', 400, 'VALIDATION_FAILED'],
  ])('refuses an amount %s', async (_, amount, status, code) => {
    const before = await paymentCount();
    const response = await pay({ account_id: customer.account_ids[0], amount, payment_type: 'bank_account', data: BANK });
    expect(response.statusCode).toBe(status);
    expect(response.json().error_code).toBe(code);
    expect(await paymentCount()).toBe(before);
  });

  describe('amount limits (engine/payments/amount-limits.ts)', () => {
    /** The second account, its stated amount due set for the test; what the customer is shown as due (less pending payments). */
    async function owing(stated: number): Promise<{ accountId: string; due: number }> {
      const accountId = customer.account_ids[1];
      await t.database.withTenant('demo', (db) => db.update(accounts).set({ amountDue: stated }).where(eq(accounts.accountId, accountId)));
      return { accountId, due: (await shownAccount(accountId)).amount_due };
    }
    const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    it('refuses $25,000 on an account owing $376: no more than the amount due plus the margin ($1,000 by default)', async () => {
      const { accountId, due } = await owing(376);
      const before = await paymentCount();
      const response = await pay({ account_id: accountId, amount: 25_000, payment_type: 'bank_account', data: BANK });
      expect(response.statusCode).toBe(422);
      const text = `The amount may not be more than ${money(due + 1000)}: the amount due, ${money(due)}, plus $1,000.00`;
      expect(response.json()).toMatchObject({ error_code: 'AMOUNT_ABOVE_DUE', detail: text, errors: [{ path: 'body/amount', message: text }] });
      const over = await pay({ account_id: accountId, amount: Math.round((due + 1000.01) * 100) / 100, payment_type: 'bank_account', data: BANK });
      expect(over.json().error_code).toBe('AMOUNT_ABOVE_DUE');
      expect(await paymentCount()).toBe(before);
      // Up to the margin is a prepayment, taken.
      expect((await pay({ account_id: accountId, amount: Math.round((due + 1000) * 100) / 100, payment_type: 'bank_account', data: BANK })).statusCode).toBe(201);
    });

    it('applies the maximum to the total charged: an amount under $25,000 whose card fee takes it over is refused', async () => {
      const { accountId } = await owing(30_000);
      const before = await paymentCount();
      // $24,900 + 2.5% + $1 new-card fee = $25,523.50.
      const response = await pay({ account_id: accountId, amount: 24_900, payment_type: 'credit_card', data: card() });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error_code: 'AMOUNT_ABOVE_LIMIT', detail: 'The amount with its fee may not be more than $25,000.00' });
      expect(await paymentCount()).toBe(before);
      // Paid by bank (no fee), the same amount is within the maximum.
      expect((await pay({ account_id: accountId, amount: 24_900, payment_type: 'bank_account', data: BANK })).statusCode).toBe(201);
    });
  });

  it.each([
    ['an expired card', { data: card({ cc_exp: '10/26' }) }, 'body/data/card/cc_exp', 'This card has expired'],
    ['an AmEx with a 3-digit CVV', { data: card({ cc_number: '378282246310005', cc_cvv: '123' }) }, 'body/data/card/cc_cvv', 'CVV must be 4 digits.'],
    ['a number failing Luhn', { data: card({ cc_number: '4242424242424241' }) }, 'body/data/card/cc_number', 'Invalid card number'],
    ['a billing ZIP code', { data: { ...card(), address: { ...TEST_CARD.address, zipcode: '5401' } } }, 'body/data/address/zipcode', 'Invalid card zipcode'],
    ['a routing number failing the ABA checksum', { payment_type: 'bank_account', data: { ...BANK, routing_number: '110000001' } }, 'body/data/routing_number', 'Enter the 9-digit routing number printed on your checks'],
    ['account numbers that differ', { payment_type: 'bank_account', data: { ...BANK, confirm_account_number: '000123456780' } }, 'body/data/confirm_account_number', 'Account numbers do not match'],
  ])('refuses %s with the spec message at its field', async (_, change, path, message) => {
    const response = await pay({ account_id: customer.account_ids[0], amount: 10, payment_type: 'credit_card', ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error_code: 'INVALID_PAYMENT_DATA', detail: message });
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it("answers 404 for another customer's account or source, charging nothing", async () => {
    const key = randomUUID();
    const foreign = await pay({ account_id: '100400', amount: 10, payment_type: 'credit_card', data: card() }, key);
    expect(foreign.statusCode).toBe(404);
    expect(await chargesFor(key)).toHaveLength(0);
    const other = await loginAs(t.app, 'demo', 'customer@demo.test');
    const strangerSource = await t.database.withTenant('demo', async (db) => {
      const [row] = await db
        .insert(paymentSources)
        .values({ tenantId: 'demo', userId: other.body.user_id + 1000, paymentType: 'credit_card', name: 'Not yours', gateway: 'sandbox', token: 'tok_x', brand: 'Visa', last4: '4242' })
        .returning();
      return row.id;
    });
    const response = await pay({ account_id: customer.account_ids[0], amount: 10, payment_id: strangerSource });
    expect(response.statusCode).toBe(404);
  });

  it('staff take no payment through it', async () => {
    const response = await pay({ account_id: customer.account_ids[0], amount: 10, payment_type: 'bank_account', data: BANK }, randomUUID(), staffKey);
    expect(response.statusCode).toBe(403);
  });
});

describe('settlement', () => {
  it('settles a card payment once its batch closes, and returns a bank debit the bank refuses: it stops counting as pending', async () => {
    const accountId = customer.account_ids[1];
    const card40 = (await pay({ account_id: accountId, amount: 20, payment_type: 'credit_card', data: card() })).json().data.payment;
    const returned = (await pay({ account_id: accountId, amount: 30, payment_type: 'bank_account', data: { ...BANK, account_number: '000222222227', confirm_account_number: '000222222227' } })).json().data.payment;
    const before = await account(accountId);
    const pendingOf = async () => (await t.database.withTenant('demo', (db) => loadAccounts(db, [accountId], { day: '2026-01-01', posted: new Map() })))[0].pending_payments_amount;
    const pendingBefore = await pendingOf();
    const job = settlePaymentsJob(t.database, createGateways(t.database, now), t.tenants);
    expect(await job.outside('demo', clock)).toBe(0);
    clock = new Date(clock.getTime() + 16 * 60_000);
    await job.outside('demo', clock);
    const status = async (id: number) => (await t.database.withTenant('demo', (db) => db.select().from(payments).where(eq(payments.id, id))))[0];
    expect((await status(card40.payment_id)).status).toBe('settled');
    expect((await status(returned.payment_id)).status).toBe('pending');
    clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    await job.outside('demo', clock);
    // Twice: a second run (another process) books nothing again.
    expect(await job.outside('demo', clock)).toBe(0);
    const back = await status(returned.payment_id);
    expect(back).toMatchObject({ status: 'returned', returnCode: 'insufficient_funds' });
    // No reversal rewrites the account: the returned payment just stops counting, its portal line goes.
    expect(await account(accountId)).toEqual(before);
    expect(await pendingOf()).toBeCloseTo(pendingBefore - 30, 2);
    const lines = await t.database.withTenant('demo', (db) => db.select().from(transactions).where(and(eq(transactions.accountId, accountId), eq(transactions.reference, returned.payment_number))));
    expect(lines).toEqual([]);
    // The settled card payment still counts: settled by the gateway is not yet confirmed by the supplier.
    const settledLines = await t.database.withTenant('demo', (db) => db.select().from(transactions).where(eq(transactions.reference, card40.payment_number)));
    expect(settledLines).toEqual([expect.objectContaining({ source: 'portal', amount: 20 })]);
  });
});

/** A PDF's document title: PDFKit writes its Info dictionary uncompressed, the title an object of its own (a literal string, or UTF-16BE hex past ASCII). */
function pdfTitle(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const body = ref && new RegExp(`\\n${ref} 0 obj\\n(.*?)\\nendobj`, 's').exec(text)?.[1];
  if (!body) return undefined;
  if (body.startsWith('<FEFF')) return Buffer.from(body.slice(5, -1), 'hex').swap16().toString('utf16le');
  return body.slice(1, -1).replace(/\\(.)/g, '$1');
}
