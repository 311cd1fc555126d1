/**
 * Webhooks over HTTP against a real database and a real receiver on 127.0.0.1: endpoints managed by
 * the Admin, deliveries signed (verified with the standardwebhooks library), retried while the
 * receiver is down and delivered once it is back — each webhook-id once, each account's events in
 * order — endpoints disabled after three failing days with the Admins mailed, re-sends, secret
 * rotation, URL rules and tenant isolation. The portal's clock is the test's, so time moves here.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import { changeLog, events, outbox, users, webhookDeliveries, webhookEndpoints } from '../../src/server/db/schema';
import { undocumentedEvents } from './support/event-schemas';
import { SECRET_NEEDLES } from './support/secret-scan';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { signedWith, startReceiver, verifyNow, type Receiver } from './support/webhook-receiver';

const HOUR = 3600_000;
const clock = { now: new Date() };
let t: TestApp;
let receiver: Receiver;
let accounts: string[];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now });
  receiver = await startReceiver();
  accounts = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.account_ids;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  // Real time at each test's start (sessions and signatures are checked against it), moved by the test.
  clock.now = new Date();
  receiver.answer(200);
  receiver.requests.splice(0);
  // Each test's endpoints are its own: the earlier tests' receive nothing more.
  await t.database.withTenant('demo', (db) => db.update(webhookEndpoints).set({ enabled: false }));
});

/** A fresh session at the clock's time: a test that moves the clock by hours outlives a 60-minute session (and logins are throttled). */
async function sessionOf(tenant: string, email: string): Promise<string> {
  return t.database.withTenant(tenant, async (db) => {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    return createSession(db, tenant, user.id, { now: clock.now, idleMs: HOUR });
  });
}
const adminKey = (tenant = 'demo') => sessionOf(tenant, 'admin@demo.test');
const customerKey = () => sessionOf('demo', 'customer@demo.test');
const api = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, key?: string, tenant = 'demo', headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/${tenant}${url}`, headers: { 'user-key': key ?? (await adminKey(tenant)), ...headers }, ...(payload ? { payload } : {}) });

async function register(body: object = {}): Promise<{ id: number; secret: string }> {
  const response = await api('POST', '/webhooks/endpoints', { url: receiver.url(), ...body });
  expect(response.statusCode, response.body).toBe(201);
  const answer = response.json() as { endpoint: { id: number }; secret: string };
  return { id: answer.endpoint.id, secret: answer.secret };
}
const inquiry = (key: string, accountId: string | null, message: string) =>
  t.app.inject({ method: 'POST', url: '/api/demo/inquiry', headers: { 'user-key': key }, payload: { inquiry_type: 'Delivery', account_id: accountId, subject: 'Hook', message } });
const deliveriesOf = (endpointId: number) =>
  t.database.withTenant('demo', (db) => db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(asc(webhookDeliveries.eventSeq)));
const later = async (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
  await t.app.webhooks.drain();
};

describe('webhook endpoints', () => {
  it('registers an endpoint with a once-shown secret, lists it without one, and records the change', async () => {
    const response = await api('POST', '/webhooks/endpoints', { url: receiver.url('/list'), description: ' Billing system ', event_types: ['order.created', 'inquiry.created'] });
    expect(response.statusCode, response.body).toBe(201);
    const { endpoint, secret } = response.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ url: receiver.url('/list'), description: 'Billing system', event_types: ['order.created', 'inquiry.created'], enabled: true, disabled_at: null });
    const listed = await api('GET', '/webhooks/endpoints');
    expect(listed.json()).toContainEqual(endpoint);
    expect(listed.body).not.toContain(secret);
    const stored = await t.database.withTenant('demo', (db) => db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(6));
    const logged = await t.database.withTenant('demo', (db) => db.select().from(changeLog).where(eq(changeLog.target, `webhook-endpoint:${endpoint.id}`)));
    expect(logged.map((l) => l.operationId)).toEqual(['createWebhookEndpoint']);
    expect(JSON.stringify(logged)).not.toContain(secret.slice(6));
    const paused = await api('PATCH', `/webhooks/endpoints/${endpoint.id}`, { enabled: false, description: 'Paused' });
    expect(paused.json()).toMatchObject({ enabled: false, disabled_reason: 'Paused by an Admin.', description: 'Paused' });
    expect((await api('DELETE', `/webhooks/endpoints/${endpoint.id}`)).statusCode).toBe(204);
    expect((await api('GET', '/webhooks/endpoints')).json().some((e: { id: number }) => e.id === endpoint.id)).toBe(false);
  });

  it.each([
    ['ftp://127.0.0.1/hooks', 'Only http and https URLs can receive webhooks.'],
    ['http://user:pass@127.0.0.1/hooks', 'A webhook URL may not hold a user name or password: deliveries are signed with the endpoint secret instead.'],
    ['http://example.com/hooks', 'Webhook URLs must use https (http only to this machine outside production).'],
    ['not a url', 'Enter an absolute URL (https://…).'],
    // Not production (NODE_ENV=test), yet the private network and cloud metadata stay out of reach.
    ['https://169.254.169.254/latest/meta-data', 'Webhook URLs may not point to a private or link-local address.'],
    ['https://10.0.0.5/hooks', 'Webhook URLs may not point to a private or link-local address.'],
  ])('refuses %s', async (url, message) => {
    const response = await api('POST', '/webhooks/endpoints', { url });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error_code: 'INVALID_WEBHOOK_URL', errors: [{ path: 'body/url', message }] });
  });

  it('refuses unknown event types and hostile input without a 5xx', async () => {
    expect((await api('POST', '/webhooks/endpoints', { url: receiver.url(), event_types: ['order.deleted'] })).statusCode).toBe(400);
    expect((await api('POST', '/webhooks/endpoints', { url: `${receiver.url()}\u0000` })).statusCode).toBe(400);
    expect((await api('POST', '/webhooks/endpoints', { url: 'x'.repeat(3000) })).statusCode).toBe(400);
    expect((await api('PATCH', '/webhooks/endpoints/2147483647', { description: 'none' })).statusCode).toBe(404);
  });

  it('keeps at most 20 enabled endpoints a tenant: one more, or re-enabling one past them, is refused until one is paused', async () => {
    const paused = await register({ description: 'Paused' });
    expect((await api('PATCH', `/webhooks/endpoints/${paused.id}`, { enabled: false })).statusCode).toBe(200);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await register({ description: `Cap ${i}` })).id);
    const refused = await api('POST', '/webhooks/endpoints', { url: receiver.url() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_code: 'WEBHOOK_ENDPOINT_LIMIT', detail: 'At most 20 webhook endpoints can be enabled. Disable or delete one first.' });
    expect((await api('PATCH', `/webhooks/endpoints/${paused.id}`, { enabled: true })).statusCode).toBe(409);
    // Another tenant's endpoints are counted apart.
    const cleangas = await api('POST', '/webhooks/endpoints', { url: receiver.url() }, await adminKey('cleangas'), 'cleangas');
    expect(cleangas.statusCode).toBe(201);
    await api('DELETE', `/webhooks/endpoints/${cleangas.json().endpoint.id}`, undefined, await adminKey('cleangas'), 'cleangas');

    expect((await api('PATCH', `/webhooks/endpoints/${ids[0]}`, { enabled: false })).statusCode).toBe(200);
    expect((await api('PATCH', `/webhooks/endpoints/${paused.id}`, { enabled: true })).statusCode).toBe(200);
    expect((await api('POST', '/webhooks/endpoints', { url: receiver.url() })).statusCode).toBe(409);
  });

  it('answers 404 for another tenant’s endpoint ids, whatever the operation', async () => {
    const { id } = await register();
    const other = await adminKey('cleangas');
    for (const [method, url, body] of [
      ['PATCH', `/webhooks/endpoints/${id}`, { description: 'Mine now' }],
      ['DELETE', `/webhooks/endpoints/${id}`, undefined],
      ['POST', `/webhooks/endpoints/${id}/rotate-secret`, undefined],
      ['GET', `/webhooks/endpoints/${id}/deliveries`, undefined],
      ['POST', `/webhooks/endpoints/${id}/deliveries/resend-failed`, undefined],
      ['POST', `/webhooks/endpoints/${id}/test`, undefined],
    ] as const) {
      const response = await api(method, url, body, other, 'cleangas', { 'idempotency-key': `probe-${method}-${url.length}-${id}` });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await api('GET', '/webhooks/endpoints', undefined, other, 'cleangas')).json()).toEqual([]);
  });
});

describe('deliveries', () => {
  it('delivers each new event signed (Standard Webhooks), verifiable with the library, and only the types asked for', async () => {
    const all = await register();
    const inquiriesOnly = await register({ url: receiver.url('/inquiries'), event_types: ['inquiry.created'] });
    const profilesOnly = await register({ url: receiver.url('/profiles'), event_types: ['profile.updated'] });
    const key = await customerKey();
    expect((await inquiry(key, accounts[0], 'Signed please')).statusCode).toBe(201);
    await t.app.webhooks.drain();
    const [event] = await t.database.withTenant('demo', (db) => db.select().from(events).where(eq(events.type, 'inquiry.created')).orderBy(desc(events.seq)).limit(1));
    const got = receiver.requests.filter((r) => r.envelope.data.message === 'Signed please');
    expect(got.map((r) => r.path).sort()).toEqual(['/hooks', '/inquiries']);
    const toAll = got.find((r) => r.path === '/hooks') as (typeof got)[number];
    const second = got.find((r) => r.path === '/inquiries') as (typeof got)[number];
    expect(toAll.envelope.id).toBe(second.envelope.id);
    for (const r of got) {
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['webhook-id']).toBe(r.envelope.id);
      expect(r.envelope).toMatchObject({ type: 'inquiry.created', tenant: 'demo', account_id: accounts[0], data: { message: 'Signed please', subject: 'Hook', from_email: 'customer@demo.test' } });
      expect(r.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    }
    expect(verifyNow(all.secret, toAll)).toMatchObject({ id: toAll.envelope.id, type: 'inquiry.created' });
    expect(() => verifyNow(all.secret, second)).toThrow();
    expect(verifyNow(inquiriesOnly.secret, second)).toMatchObject({ type: 'inquiry.created' });
    expect(toAll.envelope).toEqual({ id: event.id, type: 'inquiry.created', timestamp: event.occurredAt.toISOString(), tenant: 'demo', account_id: accounts[0], data: event.data });
    expect((await deliveriesOf(profilesOnly.id)).length).toBe(0);
    const log = (await api('GET', `/webhooks/endpoints/${all.id}/deliveries?size=5`)).json();
    expect(log.content[0]).toMatchObject({ event_id: toAll.envelope.id, event_type: 'inquiry.created', account_id: accounts[0], status: 'delivered', attempts: 1, next_attempt_at: null, last_status_code: 200, last_response: 'ok' });
  });

  it('keeps retrying while the receiver is down for an hour, then delivers every event once, each account in order', async () => {
    const { id, secret } = await register();
    receiver.answer(503);
    const key = await customerKey();
    const [a, b] = accounts;
    for (const [account, message] of [[a, 'a1'], [b, 'b1'], [a, 'a2'], [null, 'n1'], [a, 'a3'], [b, 'b2']] as const) {
      expect((await inquiry(key, account, message)).statusCode).toBe(201);
    }
    await t.app.webhooks.drain();
    // Down: the first event of each account was tried; the later ones of an account wait behind it.
    expect(receiver.requests.map((r) => r.envelope.data.message).sort()).toEqual(['a1', 'b1', 'n1']);
    // An hour of failures: 5 s, 5 min, 30 min later (each with up to a fifth more)…
    for (let minutes = 0; minutes < 60; minutes += 3) await later(3 * 60_000);
    expect(receiver.accepted()).toEqual([]);
    const down = await deliveriesOf(id);
    expect(down.every((d) => d.status === 'pending' && (d.attempts === 0 || d.lastStatusCode === 503))).toBe(true);
    expect(down.find((d) => d.accountId === a)?.attempts).toBeGreaterThanOrEqual(3);
    // Back up: the next attempt (two hours after the third) and what waited behind it.
    receiver.answer(200);
    for (let i = 0; i < 6; i++) await later(HOUR / 2);
    const kept = receiver.accepted();
    const messages = kept.map((r) => String(r.envelope.data.message));
    expect([...messages].sort()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'n1']);
    expect(new Set(kept.map((r) => r.headers['webhook-id'])).size).toBe(6);
    expect(messages.filter((m) => m.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    expect(messages.filter((m) => m.startsWith('b'))).toEqual(['b1', 'b2']);
    expect(kept.every((r) => signedWith(secret, r))).toBe(true);
    // Delivered is final: more time and more rounds send nothing again.
    await later(24 * HOUR);
    expect(receiver.accepted()).toHaveLength(6);
    expect((await deliveriesOf(id)).every((d) => d.status === 'delivered')).toBe(true);
  });

  it('disables an endpoint failing for three days, tells the Admins, and delivers what waited once re-enabled', async () => {
    const { id } = await register({ event_types: ['inquiry.created'] });
    receiver.answer(500);
    expect((await inquiry(await customerKey(), accounts[0], 'doomed')).statusCode).toBe(201);
    await t.app.webhooks.drain();
    for (let hours = 0; hours < 84; hours += 2) {
      await later(2 * HOUR);
      if (hours === 48) expect((await inquiry(await customerKey(), accounts[1], 'doomed later')).statusCode).toBe(201);
    }
    const endpoint = (await api('GET', '/webhooks/endpoints')).json().find((e: { id: number }) => e.id === id);
    expect(endpoint).toMatchObject({ enabled: false, disabled_reason: 'Every delivery failed for three days.' });
    const mails = await t.database.withTenant('demo', (db) => db.select().from(outbox).where(eq(outbox.subject, `Webhook endpoint #${id} was disabled`)));
    expect(mails.map((m) => m.to)).toEqual(['admin@demo.test']);
    expect(mails[0].text).toContain('receiver says 500');
    const waiting = (await api('GET', `/webhooks/endpoints/${id}/deliveries`)).json();
    expect(waiting.content.map((d: { status: string; last_status_code: number }) => [d.status, d.last_status_code])).toEqual([['pending', 500], ['pending', 500]]);
    // Disabled: nothing more is sent, whatever happens.
    const attemptsBefore = receiver.requests.length;
    await later(6 * HOUR);
    expect((await inquiry(await customerKey(), accounts[0], 'while disabled')).statusCode).toBe(201);
    await later(6 * HOUR);
    expect(receiver.requests.length).toBe(attemptsBefore);

    receiver.answer(200);
    expect((await api('PATCH', `/webhooks/endpoints/${id}`, { enabled: true })).json()).toMatchObject({ enabled: true, disabled_at: null, failing_since: null });
    await t.app.webhooks.drain();
    expect(receiver.accepted().map((r) => r.envelope.data.message)).toEqual(['doomed', 'doomed later', 'while disabled']);
    expect((await deliveriesOf(id)).every((d) => d.status === 'delivered')).toBe(true);
  });

  it('gives a delivery up after three days of attempts while the endpoint stays healthy, and re-sends every failed one on request', async () => {
    const { id } = await register({ event_types: ['inquiry.created'] });
    receiver.answer((r) => (r.envelope.data.message === 'poison' ? 500 : 200));
    expect((await inquiry(await customerKey(), accounts[0], 'poison')).statusCode).toBe(201);
    for (let hours = 0; hours < 96; hours += 4) {
      // Another event every 12 hours keeps the endpoint from failing as a whole (any delivery that
      // arrives clears its failing_since); the clock moves 4 hours at a time so the poison's retries
      // fall due one by one.
      if (hours % 12 === 0) expect((await inquiry(await customerKey(), null, `fine ${hours}`)).statusCode).toBe(201);
      await later(4 * HOUR);
    }
    const failed = (await api('GET', `/webhooks/endpoints/${id}/deliveries?status=failed`)).json();
    expect(failed.content).toHaveLength(1);
    expect(failed.content[0]).toMatchObject({ status: 'failed', last_status_code: 500, next_attempt_at: null });
    expect(failed.content[0].attempts).toBeGreaterThanOrEqual(9);
    expect((await api('GET', '/webhooks/endpoints')).json().find((e: { id: number }) => e.id === id)).toMatchObject({ enabled: true, failing_since: null });
    const poisonTries = receiver.requests.filter((r) => r.envelope.data.message === 'poison').length;
    await later(24 * HOUR);
    expect(receiver.requests.filter((r) => r.envelope.data.message === 'poison')).toHaveLength(poisonTries);

    receiver.answer(200);
    const resent = await api('POST', `/webhooks/endpoints/${id}/deliveries/resend-failed`);
    expect(resent.json()).toEqual({ message: '1 failed deliveries will be sent again now.', resent: 1 });
    await t.app.webhooks.drain();
    expect(receiver.accepted().filter((r) => r.envelope.data.message === 'poison')).toHaveLength(1);
    expect((await api('POST', `/webhooks/endpoints/${id}/deliveries/resend-failed`)).json()).toEqual({ message: 'No delivery of this endpoint has failed.', resent: 0 });
  });

  it('re-sends one failed delivery, never a delivered one', async () => {
    const { id } = await register({ event_types: ['inquiry.created'] });
    receiver.answer(410);
    expect((await inquiry(await customerKey(), accounts[0], 'once')).statusCode).toBe(201);
    await t.app.webhooks.drain();
    await t.database.withTenant('demo', (db) => db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.endpointId, id)));
    const [delivery] = await deliveriesOf(id);
    receiver.answer(200);
    const resent = await api('POST', `/webhooks/endpoints/${id}/deliveries/${delivery.id}/resend`);
    expect(resent.json()).toEqual({ message: 'The delivery will be sent again now.', resent: 1 });
    await t.app.webhooks.drain();
    expect(receiver.accepted()).toHaveLength(1);
    const again = await api('POST', `/webhooks/endpoints/${id}/deliveries/${delivery.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'ALREADY_DELIVERED' });
    expect((await api('POST', `/webhooks/endpoints/${id}/deliveries/999999/resend`)).statusCode).toBe(404);
    await later(HOUR);
    expect(receiver.accepted()).toHaveLength(1);
  });

  it('signs with the old and the new secret for 24 hours after a rotation, then with the new one only', async () => {
    const { id, secret: old } = await register({ event_types: ['inquiry.created'] });
    const rotated = await api('POST', `/webhooks/endpoints/${id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret: fresh, endpoint } = rotated.json();
    expect(fresh).not.toBe(old);
    expect(endpoint.previous_secret_expires_at).toBe(new Date(clock.now.getTime() + 24 * HOUR).toISOString());
    expect((await inquiry(await customerKey(), accounts[0], 'rotating')).statusCode).toBe(201);
    await t.app.webhooks.drain();
    const [during] = receiver.accepted();
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyNow(old, during)).toBeTruthy();
    expect(verifyNow(fresh, during)).toBeTruthy();
    await later(25 * HOUR);
    expect((await inquiry(await customerKey(), accounts[0], 'rotated')).statusCode).toBe(201);
    await t.app.webhooks.drain();
    const after = receiver.accepted().find((r) => r.envelope.data.message === 'rotated') as (typeof receiver.requests)[number];
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(signedWith(fresh, after)).toBe(true);
    expect(signedWith(old, after)).toBe(false);
  });

  it('sends a test event to one endpoint only and answers what it said', async () => {
    const { id, secret } = await register();
    const bystander = await register({ url: receiver.url('/bystander') });
    const sent = await api('POST', `/webhooks/endpoints/${id}/test`, undefined, undefined, 'demo', { 'idempotency-key': 'webhook-test-1' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ delivered: true, status_code: 200, response: 'ok', event_id: expect.stringMatching(/^evt_/) });
    await t.app.webhooks.drain();
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0].envelope).toMatchObject({ type: 'webhook.test', data: { message: expect.stringContaining('A test event') } });
    expect(verifyNow(secret, receiver.requests[0])).toBeTruthy();
    receiver.answer(500);
    const failing = (await api('POST', `/webhooks/endpoints/${id}/test`, undefined, undefined, 'demo', { 'idempotency-key': 'webhook-test-2' })).json();
    expect(failing).toMatchObject({ delivered: false, status_code: 500, response: 'receiver says 500' });
    await later(HOUR);
    // Not retried, and never to the other endpoint.
    expect(receiver.requests).toHaveLength(2);
    expect(await deliveriesOf(bystander.id)).toEqual([]);
  });
});

describe('what leaves', () => {
  it('never holds a card number, CVV or bank account number in an event, a delivery log or a body, and every event matches the document', async () => {
    const { id } = await register();
    const key = await customerKey();
    const card = { payment_type: 'credit_card', name: 'Hook card', data: { account_holder: { first_name: 'Casey', last_name: 'Customer' }, card: { cc_number: '4242424242424242', cc_exp: '12/39', cc_cvv: '123' }, address: { street1: '1 Main St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' } } };
    const saved = await t.app.inject({ method: 'POST', url: '/api/demo/payment-sources', headers: { 'user-key': key, 'idempotency-key': 'hook-card-1' }, payload: card });
    expect(saved.statusCode, saved.body).toBe(201);
    await t.app.webhooks.drain();
    expect(receiver.accepted().map((r) => r.envelope.type)).toEqual(['payment_source.added']);
    const rows = await t.database.withTenant('demo', async (db) => ({
      events: await db.select().from(events),
      deliveries: await db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.endpointId, id))),
    }));
    const texts = [JSON.stringify(rows), ...receiver.requests.map((r) => r.body)];
    for (const needle of SECRET_NEEDLES) for (const text of texts) expect(text).not.toContain(needle);
    expect(await undocumentedEvents(t.database, 'demo')).toEqual([]);
  });
});
