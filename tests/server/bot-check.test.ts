/**
 * Issue 22 item 4: the bot check (spec 1 §3 recaptcha_key / recaptcha_site_key). Where a tenant
 * set a site key, signup, register, request access, forgot password and guest payment need the
 * widget's token, verified by the provider before anything runs; the offline adapter tests use
 * takes "pass" and never reaches the network. A tenant without a site key is not asked.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BOT_CHECK_PROVIDERS } from '../../src/engine/bot-check/providers';
import { siteverifyBotCheck } from '../../src/server/bot-check/siteverify';
import { botCheckPagePolicy } from '../../src/server/bot-check/page-policy';
import { TenantConfigs } from '../../src/server/config/tenant-configs';
import { contentSecurityPolicyWith } from '../../src/server/http/security-headers';
import { outbox, sandboxCharges, users } from '../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { TEST_CARD } from './authorization/fixtures';
import { signupBody } from './new-customer/signup-body';

let clock = new Date('2026-11-26T15:00:00Z');
let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date(clock.getTime() + 2 * 60 * 60_000);
});

const setSettings = async (change: object) => {
  // Signed in each time: the clock moves two hours a test, past a session's hour.
  const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  const saved = await t.app.inject({ method: 'POST', url: '/api/demo/settings', headers: { 'user-key': adminKey }, payload: change });
  expect(saved.statusCode).toBe(200);
};

/** Each bot-checked operation with a body it would otherwise accept. */
const OPERATIONS = {
  requestPasswordReset: () => ({ url: '/forgot-password', payload: { email: `reset-${randomUUID()}@example.test` }, headers: {} }),
  registerUser: () => ({ url: '/register-user', payload: { account_id: `NO-SUCH-${randomUUID().slice(0, 8)}`, zipcode: '05401', first_name: 'Robin', last_name: 'Bot', email: `bot-${randomUUID()}@example.test`, password: 'Register-pass-1' }, headers: {} }),
  requestSelfRegister: () => ({ url: '/request-user-self-register', payload: { first_name: 'Quinn', last_name: 'Bot', email: 'quinn@example.test', phone: '802-555-0100', service_address: '12 Maple St', message: 'Hello' }, headers: {} }),
  registerNewCustomer: () => ({ url: '/new-customer/register', payload: signupBody(randomUUID().slice(0, 8)), headers: { 'idempotency-key': randomUUID() } }),
  makeGuestPayment: () => ({
    url: '/payments/make-guest-payment',
    payload: { account_number: 'NO-SUCH', zip_code: '05401', amount: 5, email: 'guest@example.test', payment_type: 'credit_card', data: TEST_CARD },
    headers: { 'idempotency-key': randomUUID() },
  }),
} as const;

function send(operation: keyof typeof OPERATIONS, token?: string) {
  const { url, payload, headers } = OPERATIONS[operation]();
  // Each request from its own address: the operations' own per-address limits stay out of the way.
  return t.app.inject({ method: 'POST', url: `/api/demo${url}`, payload, headers: { ...headers, ...(token === undefined ? {} : { 'bot-check-token': token }) }, remoteAddress: `192.0.2.${++ip}` });
}

const CHECKED = Object.keys(OPERATIONS) as (keyof typeof OPERATIONS)[];

describe('a tenant without a site key', () => {
  it.each(CHECKED)('%s needs no token', async (operation) => {
    const response = await send(operation);
    expect(response.json().error_code ?? '').not.toMatch(/^BOT_CHECK/);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('a tenant that set a site key', () => {
  beforeAll(() => setSettings({ recaptcha_site_key: 'site-key-demo', bot_check_provider: 'turnstile' }));
  afterAll(() => setSettings({ recaptcha_site_key: '' }));

  it.each(CHECKED)('%s: no token or a refused one is 403 BOT_CHECK_FAILED, a silent provider 503, a person goes through', async (operation) => {
    for (const token of [undefined, 'fail', '']) {
      const refused = await send(operation, token);
      expect(refused.statusCode, String(token)).toBe(403);
      expect(refused.json()).toMatchObject({ error_code: 'BOT_CHECK_FAILED', detail: 'Please confirm that you are not a robot, then try again.' });
    }
    const silent = await send(operation, 'unavailable');
    expect(silent.statusCode).toBe(503);
    expect(silent.json().error_code).toBe('BOT_CHECK_UNAVAILABLE');
    const person = await send(operation, 'pass');
    expect(person.json().error_code ?? '').not.toMatch(/^BOT_CHECK/);
    expect(person.statusCode).toBeLessThan(500);
  });

  it('a refused request does nothing: no user, no mail, no charge', async () => {
    const users0 = (await t.database.withTenant('demo', (db) => db.select({ n: sql<number>`count(*)::int` }).from(users)))[0].n;
    const mails0 = (await t.database.withTenant('demo', (db) => db.select({ n: sql<number>`count(*)::int` }).from(outbox)))[0].n;
    const key = randomUUID();
    const { payload } = OPERATIONS.makeGuestPayment();
    const paid = await t.app.inject({ method: 'POST', url: '/api/demo/payments/make-guest-payment', payload, headers: { 'idempotency-key': key, 'bot-check-token': 'fail' }, remoteAddress: '192.0.2.250' });
    expect(paid.statusCode).toBe(403);
    expect((await send('registerNewCustomer', 'fail')).statusCode).toBe(403);
    expect((await send('requestPasswordReset', 'fail')).statusCode).toBe(403);
    await t.app.mailOutbox.drain();
    expect((await t.database.withTenant('demo', (db) => db.select({ n: sql<number>`count(*)::int` }).from(users)))[0].n).toBe(users0);
    expect((await t.database.withTenant('demo', (db) => db.select({ n: sql<number>`count(*)::int` }).from(outbox)))[0].n).toBe(mails0);
    expect(await t.database.withTenant('demo', (db) => db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, `makeGuestPayment:guest:${key}:charge`)))).toEqual([]);
  });

  it("the tenant's pages allow its provider's origins, and only its pages", async () => {
    const tenantOf = (host: string) => (host.startsWith('demo.') ? 'demo' : host.startsWith('cleangas.') ? 'cleangas' : undefined);
    const policy = botCheckPagePolicy(t.database, t.tenants, new TenantConfigs(0), tenantOf);
    const demo = await policy('demo.localhost');
    expect(demo).toBe(contentSecurityPolicyWith(BOT_CHECK_PROVIDERS.turnstile.csp));
    expect(demo).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/challenges\.cloudflare\.com;/);
    expect(demo).toMatch(/frame-src 'self' blob: https:\/\/challenges\.cloudflare\.com;/);
    expect(await policy('cleangas.localhost')).toBeUndefined();
    // Any other answer keeps the common policy, which the page policy only adds to.
    const common = (await t.app.inject({ method: 'GET', url: '/api/demo/layout' })).headers['content-security-policy'];
    expect(common).toBe(contentSecurityPolicyWith({ script: [], frame: [], connect: [], style: [] }));
  });
});

describe('siteverify (the providers’ check, through an injected fetch)', () => {
  const request = { provider: 'recaptcha' as const, secret: 'the-secret', siteKey: 'site', token: 'tok', remoteIp: '203.0.113.9' };
  const answering = (status: number, body: unknown) => {
    const calls: { url: string; body: string }[] = [];
    const fetchFn = (async (url: string | URL, init?: RequestInit) => {
      calls.push({ url: String(url), body: String(init?.body) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return { calls, check: siteverifyBotCheck({ fetch: fetchFn }) };
  };

  it("posts the secret, the token and the caller's address to the provider's siteverify", async () => {
    const { calls, check } = answering(200, { success: true });
    expect(await check.verify(request)).toBe('human');
    expect(await check.verify({ ...request, provider: 'turnstile' })).toBe('human');
    expect(await check.verify({ ...request, provider: 'hcaptcha' })).toBe('human');
    expect(calls.map((c) => c.url)).toEqual(['https://www.google.com/recaptcha/api/siteverify', 'https://challenges.cloudflare.com/turnstile/v0/siteverify', 'https://api.hcaptcha.com/siteverify']);
    expect(Object.fromEntries(new URLSearchParams(calls[0].body))).toEqual({ secret: 'the-secret', response: 'tok', remoteip: '203.0.113.9' });
    expect(new URLSearchParams(calls[2].body).get('sitekey')).toBe('site');
  });

  it('a token the provider refuses is refused; no secret, an error status, or no answer is unavailable', async () => {
    expect(await answering(200, { success: false, 'error-codes': ['invalid-input-response'] }).check.verify(request)).toBe('refused');
    expect(await answering(500, {}).check.verify(request)).toBe('unavailable');
    const noSecret = answering(200, { success: true });
    expect(await noSecret.check.verify({ ...request, secret: undefined })).toBe('unavailable');
    expect(noSecret.calls).toEqual([]);
    const down = siteverifyBotCheck({ fetch: (async () => Promise.reject(new Error('ECONNREFUSED'))) as typeof fetch });
    expect(await down.verify(request)).toBe('unavailable');
  });
});
