/**
 * Mail with SMTP (SMTP_URL): requests queue it, the outbox worker sends it after commit, retries a
 * failing server and gives up after the last attempt. The transport is a fake the tests steer; the
 * worker never polls here: tests drain it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/mail/mailer';
import { startOutboxWorker } from '../../src/server/mail/outbox-worker';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

const MINUTE = 60_000;
/** What the fake SMTP server does with the next mail; swapped per test. */
let smtp: (mail: SendMailOptions) => Promise<unknown>;
const handedOver: SendMailOptions[] = [];
let clock = new Date();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {
      now: () => clock,
      publicBaseUrl: (tenant) => `https://${tenant.id}.portal.test`,
      mailTransport: {
        sendMail: async (mail: SendMailOptions) => {
          handedOver.push(mail);
          return smtp(mail);
        },
      } as never,
    },
    { mailOutbox: { maxAttempts: 3, backoffMs: (attempt) => attempt * MINUTE } },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  // Two hours later per test: no throttling window carries over.
  clock = new Date(clock.getTime() + 2 * 60 * MINUTE);
  smtp = async () => ({ messageId: '<ok@test>' });
  handedOver.length = 0;
});

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/demo/forgot-password', payload: { email } });
const stored = async (to: string) => (await t.database.withTenant('demo', (db) => db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1)))[0];
const listed = async (to: string) => {
  const admin = await loginAs(t.app, 'demo', 'admin@demo.test');
  const answer = await t.app.inject({ method: 'GET', url: `/api/demo/outbox?size=1&to=${encodeURIComponent(to)}`, headers: { 'user-key': admin.body.user_key } });
  expect(answer.statusCode).toBe(200);
  return answer.json().content[0];
};
const keyIn = (text: string | undefined) => /user_key=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

describe('a request that mails', () => {
  it('only queues the mail in its transaction; the worker hands it over after commit', async () => {
    // The transport answers only when the test lets it: the request must not be waiting for it.
    let answerSmtp!: () => void;
    smtp = () => new Promise((resolve) => (answerSmtp = () => resolve({ messageId: '<late@test>' })));
    expect((await forgot('customer@demo.test')).statusCode).toBe(200);
    const draining = t.app.mailOutbox.drain();
    await expect.poll(() => handedOver.length).toBe(1);
    expect(await stored('customer@demo.test')).toMatchObject({ status: 'sending', attempts: 1, transport: 'smtp' });
    answerSmtp();
    await draining;

    const mail = await stored('customer@demo.test');
    expect(mail).toMatchObject({ status: 'sent', attempts: 1, lastError: null, transport: 'smtp', secretHash: null });
    expect(mail.sentAt?.getTime()).toBe(clock.getTime());
    expect(handedOver[0]).toMatchObject({ from: '"Demo Fuel Co." <portal@demofuel.test>', to: 'customer@demo.test', subject: mail.subject });
    expect(handedOver[0].text).toContain('https://demo.portal.test/password-reset/complete?user_key=');
  });

  it('keeps no one-time key in the outbox: not while pending, not once sent, not in the listing', async () => {
    let release!: () => void;
    smtp = () => new Promise((resolve) => (release = () => resolve({ messageId: '<k@test>' })));
    expect((await forgot('staff@demo.test')).statusCode).toBe(200);
    const draining = t.app.mailOutbox.drain();
    await expect.poll(() => handedOver.length).toBe(1);
    const key = keyIn(handedOver[0].text as string)!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // In flight: the row still holds the body the worker sends, but the listing shows no key.
    const inFlight = await listed('staff@demo.test');
    expect(inFlight.status).toBe('sending');
    expect(`${inFlight.text}${inFlight.html}`).not.toContain(key);
    release();
    await draining;

    const row = await stored('staff@demo.test');
    expect(`${row.text}${row.html}`).not.toContain(key);
    expect(row.text).toContain('user_key=REDACTED');
    expect(row.secretHash).toBeNull();
    const after = await listed('staff@demo.test');
    expect(after).toMatchObject({ status: 'sent', attempts: 1, last_error: null, transport: 'smtp' });
    expect(`${after.text}${after.html}`).not.toContain(key);
    // The key itself still works for its recipient.
    const reset = await t.app.inject({ method: 'POST', url: '/api/demo/resetPassword', headers: { 'user-key': key }, payload: { new_password: 'Smtp-outbox-2026' } });
    expect(reset.statusCode).toBe(200);
  });

  it("sends an inquiry whose Reply goes to the customer, not to the portal's sender", async () => {
    const customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
    const inquiry = { inquiry_type: t.tenants.get('demo')!.config.settings.inquiry_types![0], message: 'Please call me about my tank.' };
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/inquiry', headers: { 'user-key': customerKey }, payload: inquiry });
    expect(response.statusCode).toBe(201);
    await t.app.mailOutbox.drain();
    expect(handedOver).toHaveLength(1);
    expect(handedOver[0]).toMatchObject({ from: '"Demo Fuel Co." <portal@demofuel.test>', replyTo: 'customer@demo.test' });
  });
});

describe('a failing SMTP server', () => {
  it('does not fail the request; the mail is retried after a backoff, then given up and shown to the Admin', async () => {
    smtp = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
    };
    const response = await forgot('admin@demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^If an account exists/);
    await t.app.mailOutbox.drain();
    expect(await listed('admin@demo.test')).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:2525', sent_at: null });

    // Not due before its backoff (1 minute after the first attempt here).
    await t.app.mailOutbox.drain();
    clock = new Date(clock.getTime() + MINUTE - 1000);
    await t.app.mailOutbox.drain();
    expect(handedOver).toHaveLength(1);

    clock = new Date(clock.getTime() + 1000);
    await t.app.mailOutbox.drain();
    expect(await listed('admin@demo.test')).toMatchObject({ status: 'pending', attempts: 2 });
    clock = new Date(clock.getTime() + 2 * MINUTE);
    await t.app.mailOutbox.drain();
    const failed = await listed('admin@demo.test');
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, last_error: 'connect ECONNREFUSED 127.0.0.1:2525', sent_at: null });
    expect(keyIn(failed.text)).toBe('REDACTED');
    expect((await stored('admin@demo.test')).secretHash).toBeNull();

    // A dead letter stays dead.
    clock = new Date(clock.getTime() + 24 * 60 * MINUTE);
    await t.app.mailOutbox.drain();
    expect(handedOver).toHaveLength(3);

    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/portal_mail_outbox_backlog\{tenant="demo",status="failed"\} [1-9]/);
    expect(metrics).toMatch(/portal_mail_send_failures_total\{tenant="demo",final="false"\} [2-9]/);
    expect(metrics).toMatch(/portal_mail_send_failures_total\{tenant="demo",final="true"\} [1-9]/);
    expect(metrics).toMatch(/portal_mail_sent_total\{tenant="demo"\} [1-9]/);
  });

  it('recovers: a mail that failed once is sent on its retry', async () => {
    let failures = 1;
    smtp = async () => {
      if (failures-- > 0) throw new Error('421 try again later');
      return { messageId: '<retry@test>' };
    };
    expect((await forgot('customer@demo.test')).statusCode).toBe(200);
    await t.app.mailOutbox.drain();
    expect(await stored('customer@demo.test')).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });
    clock = new Date(clock.getTime() + MINUTE);
    await t.app.mailOutbox.drain();
    expect(await stored('customer@demo.test')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(handedOver).toHaveLength(2);
  });
});

describe('the queue', () => {
  const tenant = () => t.tenants.get('demo')!;
  const mailer = createMailer({ smtp: true, now: () => clock });

  it('never sends a mail queued in a transaction that rolled back', async () => {
    const rolledBack = t.database.withTenant('demo', async (db) => {
      await mailer.queue(db, tenant(), { to: 'rolled-back@example.test', subject: 'Never', text: 'Never', html: '<p>Never</p>' });
      throw new Error('the request failed after queueing');
    });
    await expect(rolledBack).rejects.toThrow('the request failed after queueing');
    await t.database.withTenant('demo', (db) => mailer.queue(db, tenant(), { to: 'committed@example.test', subject: 'Yes', text: 'Yes', html: '<p>Yes</p>' }));
    await t.app.mailOutbox.drain();
    expect(handedOver.map((m) => m.to)).toEqual(['committed@example.test']);
    expect(await stored('rolled-back@example.test')).toBeUndefined();
  });

  it('takes back a mail whose worker died mid-send once its lease ran out, and sends it once', async () => {
    await t.database.withTenant('demo', (db) => mailer.queue(db, tenant(), { to: 'orphan@example.test', subject: 'Orphan', text: 'Hi', html: '<p>Hi</p>' }));
    // A worker claims it and dies before answering: its transport never settles.
    const dying = startOutboxWorker(t.database, {
      transport: { sendMail: () => new Promise(() => undefined) } as never,
      tenantIds: () => ['demo'], now: () => clock, maxAttempts: 3, backoffMs: () => MINUTE, leaseMs: 5 * MINUTE, batchSize: 10, pollMs: 0, onError: () => undefined,
    });
    void dying.drain();
    await expect.poll(async () => (await stored('orphan@example.test')).status).toBe('sending');
    await t.app.mailOutbox.drain();
    expect(handedOver).toHaveLength(0);
    clock = new Date(clock.getTime() + 5 * MINUTE);
    await t.app.mailOutbox.drain();
    expect(handedOver.map((m) => m.to)).toEqual(['orphan@example.test']);
    expect(await stored('orphan@example.test')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it("works with a real nodemailer transport's sendMail", async () => {
    const transport = createTransport({ jsonTransport: true });
    const worker = startOutboxWorker(t.database, {
      transport, tenantIds: () => ['demo'], now: () => clock, maxAttempts: 1, backoffMs: () => MINUTE, leaseMs: MINUTE, batchSize: 10, pollMs: 0, onError: (error) => { throw error; },
    });
    // The app's own worker must not take it first: its transport is the fake.
    await t.database.withTenant('demo', (db) => mailer.queue(db, tenant(), { to: 'json@example.test', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' }));
    await worker.drain();
    await worker.stop();
    expect(handedOver).toHaveLength(0);
    expect(await stored('json@example.test')).toMatchObject({ status: 'sent', transport: 'smtp', from: '"Demo Fuel Co." <portal@demofuel.test>' });
  });

  it('is part of readiness', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks).toContainEqual({ name: 'mail-outbox', ok: true });
  });
});
