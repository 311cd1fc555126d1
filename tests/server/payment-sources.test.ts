/**
 * Saved payment sources and autopay over HTTP, against a real database and the sandbox gateway:
 * the spec's card and bank rules refused by the server itself, declines, exactly-once saving per
 * Idempotency-Key, defaults, deletion, autopay, other customers' ids, and no card or account number
 * anywhere in the database afterwards.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createSession } from '../../src/server/auth/sessions';
import { accounts, autopayEnrolments, autopayRuns, paymentSources, userAccounts, users } from '../../src/server/db/schema';
import { secretsAtRest } from './support/secret-scan';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { publishDocument, rollBack } from './support/config-documents';

const clock = { now: new Date('2026-03-02T15:04:05.000Z') };
const CARD = '4242424242424242';
const ACCOUNT_NUMBER = '000123456789';
const TENANT = 'demo';

let t: TestApp;
let customerId: number;
let ownAccount: string;
let otherId: number;
let otherAccount: string;
let adminKey: string;
let staffKey: string;

/** A fresh session per test: the per-session throttle of saving (20 an hour) never stands in for an answer. */
const sessionOf = (userId: number) => t.database.withTenant(TENANT, (db) => createSession(db, TENANT, userId, { now: clock.now, idleMs: 3_600_000 }));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now });
  adminKey = (await loginAs(t.app, TENANT, 'admin@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, TENANT, 'staff@demo.test')).body.user_key;
  await t.database.withTenant(TENANT, async (db) => {
    const [customer] = await db.select().from(users).where(eq(users.email, 'customer@demo.test'));
    customerId = customer.id;
    [{ accountId: ownAccount }] = await db.select().from(userAccounts).where(eq(userAccounts.userId, customerId));
    // Another customer with an account of their own.
    const [other] = await db.insert(users).values({ tenantId: TENANT, email: 'sources-other@example.test', passwordHash: '!', role: 'User', confirmed: true }).returning();
    otherId = other.id;
    const [account] = await db.select().from(accounts).where(sql`not exists (select 1 from user_accounts ua where ua.account_id = ${accounts.accountId})`).limit(1);
    otherAccount = account.accountId;
    await db.insert(userAccounts).values({ tenantId: TENANT, userId: otherId, accountId: otherAccount });
  });
});
afterAll(() => t.close());

let published: number | undefined;
async function setPayments(payments: object) {
  published = await publishDocument(t.app, adminKey, 'settings', { payments });
}
afterEach(async () => {
  if (published !== undefined) await rollBack(t.app, adminKey, 'settings', published - 1);
  published = undefined;
});

let keySerial = 0;
const newKey = () => `test-key-${++keySerial}-${Date.now()}`;

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, key: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/${TENANT}${url}`, headers: { 'user-key': key, ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });

const address = { street1: '1 Main St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' };
const cardBody = (card: Partial<{ cc_number: string; cc_exp: string; cc_cvv: string }> = {}, extra: object = {}) => ({
  payment_type: 'credit_card',
  name: 'My Visa',
  description: 'Everyday card',
  data: { account_holder: { first_name: 'Casey', last_name: 'Customer' }, card: { cc_number: CARD, cc_exp: '12/28', cc_cvv: '123', ...card }, address },
  ...extra,
});
const bankBody = (data: object = {}, extra: object = {}) => ({
  payment_type: 'bank_account',
  name: 'Joint checking',
  data: {
    first_name: 'Casey',
    last_name: 'Customer',
    account_type: 'checking',
    bank_name: 'First Test Bank',
    account_number: ACCOUNT_NUMBER,
    confirm_account_number: ACCOUNT_NUMBER,
    routing_number: '110000000',
    ...data,
  },
  ...extra,
});

async function save(body: unknown, key?: string, idempotencyKey = newKey()) {
  return send('POST', '/payment-sources', key ?? (await sessionOf(customerId)), body, { 'idempotency-key': idempotencyKey });
}
const liveRows = (userId: number) =>
  t.database.withTenant(TENANT, (db) => db.select().from(paymentSources).where(and(eq(paymentSources.userId, userId), sql`deleted_at is null`)));

describe('saving a source', () => {
  it('saves a card masked, as the first source the default, and says "Added successfully"', async () => {
    const response = await save(cardBody());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Added successfully',
      data: {
        user_id: customerId,
        payment_type: 'credit_card',
        name: 'My Visa',
        description: 'Everyday card',
        brand: 'Visa',
        last4: '4242',
        label: 'Visa •••• 4242',
        cc_exp: '12/28',
        is_expired: false,
        is_default: true,
        account_holder: { first_name: 'Casey', last_name: 'Customer' },
        billing_address: address,
      },
    });
    const [row] = await t.database.withTenant(TENANT, (db) => db.select().from(paymentSources).where(eq(paymentSources.id, response.json().data.payment_id)));
    expect(row).toMatchObject({ gateway: 'sandbox', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2028 });
    expect(row.token).toMatch(/^tok_sandbox_/);
  });

  it('takes the expiry as people type it, "1228" and "12 / 28", and shows it as MM/YY (issue 22, item 11)', async () => {
    for (const cc_exp of ['1228', '12 / 28']) {
      const response = await save(cardBody({ cc_exp }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ cc_exp: '12/28', is_expired: false });
    }
    expect((await save(cardBody({ cc_exp: '12-28' }))).statusCode).toBe(422);
  });

  it('saves a bank account with its type and bank, not the default once a card is', async () => {
    const response = await save(bankBody());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      payment_type: 'bank_account',
      brand: 'Bank account',
      bank_name: 'First Test Bank',
      last4: '6789',
      label: 'First Test Bank •••• 6789',
      account_type: 'checking',
      is_default: false,
      is_expired: false,
    });
    expect(response.json().data).not.toHaveProperty('cc_exp');
  });

  it('makes a new source the default when asked, leaving exactly one default', async () => {
    const response = await save(cardBody({ cc_number: '5555555555554444' }, { name: 'Mastercard', make_default: true }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ brand: 'Mastercard', is_default: true });
    const rows = await liveRows(customerId);
    expect(rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual([response.json().data.payment_id]);
  });

  it.each([
    ['a card number under 13 digits', cardBody({ cc_number: '424242424242' }), 'Invalid card number'],
    ['a number failing the Luhn check', cardBody({ cc_number: '4242424242424241' }), 'Invalid card number'],
    ['an unknown brand (UnionPay)', cardBody({ cc_number: '6200000000000005' }), 'Invalid card number'],
    ['month 13', cardBody({ cc_exp: '13/30' }), 'Enter the expiry date as MM/YY'],
    ['a past month', cardBody({ cc_exp: '02/26' }), 'This card has expired'],
    ['a 3-digit CVV on an AmEx', cardBody({ cc_number: '378282246310005', cc_cvv: '123' }), 'CVV must be 4 digits.'],
    ['a billing ZIP code that is none', { ...cardBody(), data: { ...cardBody().data, address: { ...address, zipcode: '5401' } } }, 'Invalid card zipcode'],
    ['a routing number failing its checksum', bankBody({ routing_number: '110000001' }), 'Enter the 9-digit routing number printed on your checks'],
    ['an account number of 4 digits', bankBody({ account_number: '1234', confirm_account_number: '1234' }), 'The account number must be 5 to 18 digits'],
    ['an account number confirmation that differs', bankBody({ confirm_account_number: '000123456780' }), 'Account numbers do not match'],
  ])('refuses %s with the spec message, saving nothing', async (_what, body, message) => {
    const before = (await liveRows(customerId)).length;
    const response = await save(body);
    expect(response.statusCode, response.body).toBe(422);
    const problem = response.json();
    expect(problem.error_code).toBe('INVALID_PAYMENT_DATA');
    expect(problem.errors[0].path).toMatch(/^body\/data\//);
    expect(problem.detail).toBe(message);
    expect(await liveRows(customerId)).toHaveLength(before);
  });

  it('names the field of each problem', async () => {
    const month = await save(cardBody({ cc_exp: '13/30' }));
    expect(month.json().errors[0].path).toBe('body/data/card/cc_exp');
    const cvv = await save(cardBody({ cc_number: '378282246310005', cc_cvv: '123' }));
    expect(cvv.json().errors).toEqual([{ path: 'body/data/card/cc_cvv', message: 'CVV must be 4 digits.' }]);
    const zip = await save({ ...cardBody(), data: { ...cardBody().data, address: { ...address, zipcode: '5401' } } });
    expect(zip.json().errors).toEqual([{ path: 'body/data/address/zipcode', message: 'Invalid card zipcode' }]);
    const past = await save(cardBody({ cc_exp: '02/26' }));
    expect(past.json().errors[0].path).toBe('body/data/card/cc_exp');
    const routing = await save(bankBody({ routing_number: '110000001' }));
    expect(routing.json().errors[0].path).toBe('body/data/routing_number');
    const short = await save(bankBody({ account_number: '1234', confirm_account_number: '1234' }));
    expect(short.json().errors[0].path).toBe('body/data/account_number');
    const mismatch = await save(bankBody({ confirm_account_number: '000123456780' }));
    expect(mismatch.json().errors[0].path).toBe('body/data/confirm_account_number');
  });

  it.each([
    ['4000000000000002', 'CARD_DECLINED', 'Your card was declined.'],
    ['4000000000009995', 'INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
  ])('answers a decline of %s with 402, the gateway message and code, and saves nothing', async (number, code, detail) => {
    const before = (await liveRows(customerId)).length;
    const idempotencyKey = newKey();
    const response = await save(cardBody({ cc_number: number }), undefined, idempotencyKey);
    expect(response.statusCode, response.body).toBe(402);
    expect(response.json()).toMatchObject({ status: 402, error_code: code, detail });
    expect(await liveRows(customerId)).toHaveLength(before);
    // The decline is the key's answer: a retry replays it.
    const again = await save(cardBody({ cc_number: number }), undefined, idempotencyKey);
    expect(again.statusCode).toBe(402);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses saving without an Idempotency-Key', async () => {
    const response = await send('POST', '/payment-sources', await sessionOf(customerId), cardBody());
    expect(response.statusCode).toBe(400);
  });
});

describe('exactly once per Idempotency-Key', () => {
  it('replays the first answer to the same key and body, saving one row', async () => {
    const key = await sessionOf(customerId);
    const idempotencyKey = newKey();
    const body = cardBody({}, { name: 'Replayed card' });
    const first = await save(body, key, idempotencyKey);
    const second = await save(body, key, idempotencyKey);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await liveRows(customerId)).filter((r) => r.name === 'Replayed card')).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    const idempotencyKey = newKey();
    expect((await save(cardBody({}, { name: 'Key card A' }), undefined, idempotencyKey)).statusCode).toBe(201);
    const other = await save(cardBody({}, { name: 'Key card B' }), undefined, idempotencyKey);
    expect(other.statusCode).toBe(422);
    expect(other.json().error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await liveRows(customerId)).filter((r) => r.name === 'Key card B')).toHaveLength(0);
  });

  it('saves one row for 20 concurrent requests with one key', async () => {
    const key = await sessionOf(customerId);
    const idempotencyKey = newKey();
    const body = cardBody({}, { name: 'Concurrent card' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => save(body, key, idempotencyKey)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409), statuses.join(',')).toBe(true);
    expect(statuses).toContain(201);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().data.payment_id));
    expect(ids.size).toBe(1);
    expect((await liveRows(customerId)).filter((r) => r.name === 'Concurrent card')).toHaveLength(1);
  });

  it('throttles saving per session: the 21st attempt within the hour gets 429', async () => {
    const key = await sessionOf(customerId);
    for (let i = 0; i < 20; i++) expect((await save(cardBody({ cc_number: '1' }), key)).statusCode).toBe(422);
    const throttled = await save(cardBody(), key);
    expect(throttled.statusCode).toBe(429);
  });
});

describe('tenant settings', () => {
  it('refuses saving when the tenant keeps no payment sources', async () => {
    await setPayments({ stored_payment_sources: false });
    const response = await save(cardBody({}, { name: 'Not kept' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().error_code).toBe('STORED_SOURCES_DISABLED');
    expect((await liveRows(customerId)).filter((r) => r.name === 'Not kept')).toHaveLength(0);
  });

  it('refuses a type the tenant does not take', async () => {
    await setPayments({ types: ['credit_card'] });
    const response = await save(bankBody({}, { name: 'No banks here' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error_code).toBe('PAYMENT_TYPE_NOT_ACCEPTED');
  });

  it('refuses autopay when the tenant has it off', async () => {
    await setPayments({ auto_pay: false });
    const [source] = await liveRows(customerId);
    const response = await send('POST', '/payment-sources/autopay', await sessionOf(customerId), { account_id: ownAccount, payment_id: source.id, terms_acknowledged: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().error_code).toBe('AUTOPAY_DISABLED');
  });
});

describe('reading, renaming, defaults and deletion', () => {
  it("lists the caller's live sources, the default first", async () => {
    const response = await send('GET', `/payment-sources/for-user/${customerId}`, await sessionOf(customerId));
    expect(response.statusCode).toBe(200);
    const list = response.json() as { is_default: boolean; last4: string }[];
    expect(list.length).toBeGreaterThan(2);
    expect(list[0].is_default).toBe(true);
    expect(list.filter((s) => s.is_default)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(CARD);
  });

  it("lets staff who may read users see a customer's sources, masked", async () => {
    const response = await send('GET', `/payment-sources/for-user/${customerId}`, staffKey);
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
    expect(response.body).not.toContain(CARD);
    expect(response.body).not.toContain('tok_');
  });

  it("answers 404 for another customer's user id or source, and for an unknown id", async () => {
    const key = await sessionOf(customerId);
    const [theirs] = await t.database.withTenant(TENANT, (db) =>
      db.insert(paymentSources).values({ tenantId: TENANT, userId: otherId, paymentType: 'credit_card', name: 'Theirs', gateway: 'sandbox', token: 'tok_theirs', brand: 'Visa', last4: '1111', expMonth: 1, expYear: 2030, isDefault: true }).returning(),
    );
    expect((await send('GET', `/payment-sources/for-user/${otherId}`, key)).statusCode).toBe(404);
    expect((await send('GET', `/payment-sources/${theirs.id}`, key)).statusCode).toBe(404);
    expect((await send('GET', '/payment-sources/999999', key)).statusCode).toBe(404);
    expect((await send('POST', `/payment-sources/${otherId}/${theirs.id}`, key, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await send('POST', `/payment-sources/${customerId}/${theirs.id}/make-default`, key)).statusCode).toBe(404);
    expect((await send('DELETE', `/payment-sources/${customerId}/${theirs.id}`, key)).statusCode).toBe(404);
    expect((await send('POST', '/payment-sources/autopay', key, { account_id: ownAccount, payment_id: theirs.id, terms_acknowledged: true })).statusCode).toBe(404);
    const [untouched] = await t.database.withTenant(TENANT, (db) => db.select().from(paymentSources).where(eq(paymentSources.id, theirs.id)));
    expect(untouched).toMatchObject({ name: 'Theirs', isDefault: true, deletedAt: null });
  });

  it('renames a source and keeps the description when none is sent', async () => {
    const key = await sessionOf(customerId);
    const [source] = await liveRows(customerId);
    const renamed = await send('POST', `/payment-sources/${customerId}/${source.id}`, key, { name: 'Renamed', description: 'For heating oil' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'Payment source updated successfully!', data: { name: 'Renamed', description: 'For heating oil' } });
    const again = await send('POST', `/payment-sources/${customerId}/${source.id}`, key, { name: 'Renamed twice' });
    expect(again.json().data).toMatchObject({ name: 'Renamed twice', description: 'For heating oil' });
  });

  it('makes a source the default, keeping exactly one', async () => {
    const key = await sessionOf(customerId);
    const rows = await liveRows(customerId);
    const target = rows.find((r) => !r.isDefault)!;
    const response = await send('POST', `/payment-sources/${customerId}/${target.id}/make-default`, key);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ payment_id: target.id, is_default: true });
    const after = await liveRows(customerId);
    expect(after.filter((r) => r.isDefault).map((r) => r.id)).toEqual([target.id]);
  });

  it('deletes softly, ends autopay on it, and hands the default to the newest remaining source', async () => {
    const key = await sessionOf(customerId);
    const [defaultSource] = (await liveRows(customerId)).filter((r) => r.isDefault);
    const enrol = await send('POST', '/payment-sources/autopay', key, { account_id: ownAccount, payment_id: defaultSource.id, terms_acknowledged: true });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const response = await send('DELETE', `/payment-sources/${customerId}/${defaultSource.id}`, key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Payment source deleted successfully!' });
    const remaining = await liveRows(customerId);
    expect(remaining.map((r) => r.id)).not.toContain(defaultSource.id);
    const newest = [...remaining].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
    expect(remaining.filter((r) => r.isDefault).map((r) => r.id)).toEqual([newest.id]);
    const [kept] = await t.database.withTenant(TENANT, (db) => db.select().from(paymentSources).where(eq(paymentSources.id, defaultSource.id)));
    expect(kept.deletedAt).not.toBeNull();
    const enrolments = await t.database.withTenant(TENANT, (db) => db.select().from(autopayEnrolments).where(eq(autopayEnrolments.paymentSourceId, defaultSource.id)));
    expect(enrolments).toEqual([]);
    expect((await send('GET', `/payment-sources/${defaultSource.id}`, key)).statusCode).toBe(404);
  });
});

describe('autopay', () => {
  it('enrols an account, lists it with its last run, replaces the source on re-enrolling, and removes it', async () => {
    const key = await sessionOf(customerId);
    const [first, second] = await liveRows(customerId);
    const enrol = await send('POST', '/payment-sources/autopay', key, { account_id: ownAccount, payment_id: first.id, terms_acknowledged: true });
    expect(enrol.statusCode, enrol.body).toBe(200);
    expect(enrol.json()).toMatchObject({ message: 'Autopay added successfully!', data: { account_id: ownAccount, payment_id: first.id, user_id: customerId, terms_acknowledged_at: clock.now.toISOString() } });
    await t.database.withTenant(TENANT, (db) =>
      db.insert(autopayRuns).values({ tenantId: TENANT, accountId: ownAccount, statementDocumentId: 'ST-1', paymentSourceId: first.id, status: 'failed', errorCode: 'CARD_DECLINED', message: 'Your card was declined.', attemptedAt: clock.now }),
    );
    const listed = await send('GET', '/payment-sources/autopay/for-user', key);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ account_id: ownAccount, payment_id: first.id, last_run: expect.objectContaining({ statement_document_id: 'ST-1', status: 'failed', error_code: 'CARD_DECLINED' }) }),
    ]);
    const sources = (await send('GET', `/payment-sources/for-user/${customerId}`, key)).json() as { payment_id: number; autopay_account_ids: string[] }[];
    expect(sources.find((s) => s.payment_id === first.id)?.autopay_account_ids).toEqual([ownAccount]);

    const replaced = await send('POST', '/payment-sources/autopay', key, { account_id: ownAccount, payment_id: second.id, terms_acknowledged: true });
    expect(replaced.json().data.payment_id).toBe(second.id);
    const rows = await t.database.withTenant(TENANT, (db) => db.select().from(autopayEnrolments).where(eq(autopayEnrolments.accountId, ownAccount)));
    expect(rows.map((r) => r.paymentSourceId)).toEqual([second.id]);

    const removed = await send('DELETE', `/payment-sources/autopay/${customerId}/${second.id}`, key);
    expect(removed.json()).toEqual({ data: { success: true, message: 'Autopay removed successfully!' } });
    const again = await send('DELETE', `/payment-sources/autopay/${customerId}/${second.id}`, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { success: false, message: 'Autopay is not set up with this payment source.' } });
    expect((await send('GET', '/payment-sources/autopay/for-user', key)).json()).toEqual([]);
  });

  it('refuses terms not acknowledged, another customer\'s account, and an expired card', async () => {
    const key = await sessionOf(customerId);
    const [source] = await liveRows(customerId);
    expect((await send('POST', '/payment-sources/autopay', key, { account_id: ownAccount, payment_id: source.id, terms_acknowledged: false })).statusCode).toBe(400);
    expect((await send('POST', '/payment-sources/autopay', key, { account_id: otherAccount, payment_id: source.id, terms_acknowledged: true })).statusCode).toBe(404);
    const [expired] = await t.database.withTenant(TENANT, (db) =>
      db.insert(paymentSources).values({ tenantId: TENANT, userId: customerId, paymentType: 'credit_card', name: 'Old card', gateway: 'sandbox', token: 'tok_old', brand: 'Visa', last4: '0000', expMonth: 2, expYear: 2026 }).returning(),
    );
    const listed = (await send('GET', `/payment-sources/${expired.id}`, key)).json();
    expect(listed).toMatchObject({ is_expired: true, cc_exp: '02/26' });
    const refused = await send('POST', '/payment-sources/autopay', key, { account_id: ownAccount, payment_id: expired.id, terms_acknowledged: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_code).toBe('SOURCE_EXPIRED');
  });

  it("answers 404 for another customer's user id on removal", async () => {
    const [source] = await liveRows(customerId);
    expect((await send('DELETE', `/payment-sources/autopay/${otherId}/${source.id}`, await sessionOf(customerId))).statusCode).toBe(404);
    expect((await send('DELETE', `/payment-sources/autopay/${customerId}/${source.id}`, await sessionOf(otherId))).statusCode).toBe(404);
  });
});

describe('what the database keeps', () => {
  it('holds no card number, account number or raw card fields in any row of any table', async () => {
    expect(await secretsAtRest(t.database, [CARD, ACCOUNT_NUMBER, '"cc_cvv"', '"cc_number"', '"confirm_account_number"'])).toEqual([]);
    // Control: the same search finds what the saves did keep (the gateway's tokens), so it looks where they went.
    const control = (await t.database.owner.execute(sql`select count(*)::int as n from payment_sources where token::text like ${'%tok_sandbox_%'}`)) as unknown as { rows: { n: number }[] };
    expect(control.rows[0].n).toBeGreaterThan(0);
  });
});
