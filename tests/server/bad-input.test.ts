/**
 * Hostile input gets a clear 4xx, never a 5xx, and is refused before it reaches the database.
 * Each case here answered 500 once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/engine/messages/catalogue';
import { rateLimits } from '../../src/server/db/schema';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

let t: TestApp;
let customerKey: string;
let staffKey: string;
let accountId: string;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  ({ customerKey, staffKey } = signedIn);
  accountId = signedIn.customer.account_ids[0];
});
afterAll(() => t.close());

const NUL = '\u0000';
const inject = (method: 'GET' | 'POST', url: string, key?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/demo${url}`, headers: { 'content-type': 'application/json', ...(key ? { 'user-key': key } : {}) }, ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}) });
const login = (userId: string, password = 'whatever') => inject('POST', '/login', undefined, { user_id: userId, password, app_id: '', app_url: '' });
const inquiry = (body: object) => inject('POST', '/inquiry', customerKey, { inquiry_type: 'Billing', message: 'Hello', ...body });
const nested = (depth: number): object => (depth === 0 ? { leaf: 1 } : { n: nested(depth - 1) });

describe('strings the database cannot store', () => {
  it('refuses a NUL byte in an anonymous login', async () => {
    const response = await login(`customer${NUL}@demo.test`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'VALIDATION_FAILED' });
  });

  it('refuses a NUL byte in a body string, in a free-form answer and in its keys', async () => {
    expect((await inquiry({ message: `Hi${NUL}there` })).statusCode).toBe(400);
    expect((await inquiry({ extra: { best_time: `noon${NUL}` } })).statusCode).toBe(400);
    expect((await inquiry({ extra: { [`best${NUL}time`]: 'noon' } })).statusCode).toBe(400);
  });

  it('refuses half of a surrogate pair, which jsonb refuses, in an anonymous request and in an inquiry', async () => {
    const lone = JSON.parse('"A\\ud800"') as string;
    const selfRegister = await inject('POST', '/request-user-self-register', undefined, { first_name: lone, last_name: 'B', email: 'lone@example.test', phone: '111-111-1111' });
    expect(selfRegister.statusCode).toBe(400);
    expect(selfRegister.json()).toMatchObject({ error_code: 'VALIDATION_FAILED' });
    expect((await inquiry({ subject: `x${JSON.parse('"\\udc00"')}` })).statusCode).toBe(400);
    // A whole pair is ordinary text.
    expect((await inquiry({ message: 'Tank gauge \u{1F6E2}' })).statusCode).toBeLessThan(300);
  });

  it('refuses control characters (an escape sequence, a bell) but takes tabs and line breaks', async () => {
    const refused = await inquiry({ subject: 'Red \u001b[31malert\u0007' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('control characters');
    expect((await inquiry({ message: 'Line one\r\nLine two\tindented' })).statusCode).toBeLessThan(300);
  });

  it('refuses a NUL byte in a query string and a path parameter', async () => {
    expect((await inject('GET', `/accounts/find?searchText=a${encodeURIComponent(NUL)}b`, staffKey)).statusCode).toBe(400);
    expect((await inject('GET', `/accounts/${encodeURIComponent(`${accountId}${NUL}`)}/transactions`, customerKey)).statusCode).toBe(400);
  });
});

describe('numbers beyond what a column holds', () => {
  it('refuses ids above 2^31 in a query string and a path', async () => {
    expect((await inject('POST', '/login-as?user_id=99999999999', staffKey)).statusCode).toBe(400);
    expect((await inject('GET', '/users/99999999999', staffKey)).statusCode).toBeLessThan(500);
  });

  it('refuses a page number in the sextillions', async () => {
    expect((await inject('GET', `/accounts/${accountId}/transactions?page=1e20`, customerKey)).statusCode).toBe(400);
    expect((await inject('GET', '/accounts/find?page=1e20&size=10', staffKey)).statusCode).toBe(400);
  });
});

describe('cursors', () => {
  const page = (cursor: string, sort = 'transaction_date') =>
    inject('GET', `/accounts/${accountId}/transactions?page=1&size=5&sort=${sort}&order=desc&cursor=${cursor}`, customerKey);
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  let real: Record<string, unknown>;
  beforeAll(async () => {
    const first = await inject('GET', `/accounts/${accountId}/transactions?page=0&size=5&sort=transaction_date&order=desc`, customerKey);
    real = JSON.parse(Buffer.from(first.json().next_cursor as string, 'base64url').toString('utf8'));
  });

  it('accepts the real one (the cases below differ from it in one field)', async () => {
    expect((await page(cursorOf(real))).statusCode).toBe(200);
  });

  it.each([
    ['not base64 JSON', () => 'not-a-cursor!!'],
    ['a NUL in its id', () => cursorOf({ ...real, i: `${String(real.i)}${NUL}` })],
    ['an id of 5,000 characters', () => cursorOf({ ...real, i: 'x'.repeat(5000) })],
    ['a value of another type', () => cursorOf({ ...real, v: { nested: true } })],
    ['a date in year 0, which PostgreSQL does not have', () => cursorOf({ ...real, v: '0000-01-01' })],
  ])('refuses one with %s with 400', async (_name, cursor) => {
    expect((await page(cursor())).statusCode).toBe(400);
  });

  it('refuses a text value with a NUL on a text sort', async () => {
    const first = await inject('GET', `/accounts/${accountId}/transactions?page=0&size=5&sort=description&order=desc`, customerKey);
    const textual = JSON.parse(Buffer.from(first.json().next_cursor as string, 'base64url').toString('utf8'));
    expect((await page(cursorOf(textual), 'description')).statusCode).toBe(200);
    expect((await page(cursorOf({ ...textual, v: `a${NUL}b` }), 'description')).statusCode).toBe(400);
  });
});

describe('prototype keys', () => {
  it('are refused by name in every body, as configuration documents refuse them, never silently dropped', async () => {
    const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key as string;
    const raw = (url: string, key: string, payload: string) => t.app.inject({ method: 'POST', url: `/api/demo${url}`, headers: { 'content-type': 'application/json', 'user-key': key }, payload });
    const settings = await raw('/settings', adminKey, '{"__proto__": {"site_name": "Polluted"}, "feedback_email": "feedback@demofuel.test"}');
    expect(settings.statusCode).toBe(400);
    expect(settings.json().errors).toEqual([{ path: 'body/__proto__', message: '"__proto__" is not allowed as a key' }]);
    const nestedKey = await raw('/inquiry', customerKey, '{"inquiry_type": "Billing", "message": "Hi", "extra": {"constructor": {"prototype": {"x": 1}}}}');
    expect(nestedKey.statusCode).toBe(400);
    expect(nestedKey.json().errors[0].path).toBe('body/extra/constructor');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('free-form objects', () => {
  it('refuses an answer nested 100 deep, and one with thousands of keys', async () => {
    expect((await inquiry({ extra: nested(100) })).json()).toMatchObject({ status: 400, errors: [{ message: 'must not be nested more than 64 levels deep' }] });
    expect((await inquiry({ extra: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])) })).json()).toMatchObject({
      status: 400,
      errors: [{ path: 'body/extra', message: 'must NOT have more than 1000 properties' }],
    });
  });

  it('refuses a body of 10 MB with 413', async () => {
    const response = await inquiry({ message: 'x'.repeat(10 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
  });
});

describe('validation before any database work', () => {
  it('refuses an 8,000-character user id before it reaches the throttle table', async () => {
    const response = await login('u'.repeat(8000));
    expect(response.statusCode).toBe(400);
    const keys = await t.database.withTenant('demo', (db) => db.select({ key: rateLimits.key }).from(rateLimits));
    expect(keys.some((k) => k.key.includes('uuuuuuuu'))).toBe(false);
  });
});

describe('invisible and direction-changing characters in names', () => {
  const hidden = { zeroWidthSpace: '\u200b', leftToRightMark: '\u200e', rightToLeftMark: '\u200f', rightToLeftOverride: '\u202e', leftToRightIsolate: '\u2066', popIsolate: '\u2069', byteOrderMark: '\ufeff', softHyphen: '\u00ad' };

  it('are refused in every name of a profile, each with a field error in words', async () => {
    const members = Object.values(hidden).map((c) => ({ first_name: `Kim${c}`, last_name: 'Lee' }));
    const response = await inject('POST', '/user/profile', customerKey, { first_name: 'Ann\u200b', last_name: '\u202eeoD', household_members: members });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { path: string; message: string }[];
    expect(errors.map((e) => e.path)).toEqual(['body/first_name', 'body/last_name', ...members.map((_, i) => `body/household_members/${i}/first_name`)]);
    expect(new Set(errors.map((e) => e.message))).toEqual(new Set([messages.nameHiddenCharacters]));
  });

  it('are refused in a user staff create, and real names in any script still pass', async () => {
    const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key as string;
    const user = (last_name: string) => inject('POST', '/users', adminKey, { email: `names-${last_name.length}@demo.test`, first_name: 'Pat', last_name, role: 'User' });
    const refused = await user('Admin\u2066istrator');
    expect(refused.json()).toMatchObject({ status: 400, errors: [{ path: 'body/last_name', message: messages.nameHiddenCharacters }] });
    expect((await inject('POST', '/user/profile', customerKey, { first_name: 'Zoë', last_name: "O'Brien-Nuñez 李" })).statusCode).toBe(200);
  });
});
