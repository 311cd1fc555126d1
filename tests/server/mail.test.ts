import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTransport } from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import { accounts, outbox, userAccounts } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/mail/mailer';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

/** What the fake SMTP transport does with the next mail; swapped per test. */
let smtp: ((mail: SendMailOptions) => Promise<unknown>) | undefined;
const handedOver: SendMailOptions[] = [];
const viaSmtp = createMailer({
  sendMail: async (mail: SendMailOptions) => {
    handedOver.push(mail);
    return smtp!(mail);
  },
} as never);
const outboxOnly = createMailer();

let useSmtp = false;
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    publicBaseUrl: (tenant) => `https://${tenant.id}.portal.test`,
    mailer: { send: (db, tenant, message) => (useSmtp ? viaSmtp : outboxOnly).send(db, tenant, message) },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  // Two hours later per test: no throttling window carries over.
  clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
  useSmtp = false;
  smtp = undefined;
  handedOver.length = 0;
});

const forgot = (email: string, tenant = 'demo') => t.app.inject({ method: 'POST', url: `/api/${tenant}/forgot-password`, payload: { email } });
const newest = async (to: string, tenant = 'demo') =>
  (await t.database.withTenant(tenant, (db) => db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1)))[0];
const selfRegister = (payload: Record<string, string>, tenant = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${tenant}/request-user-self-register`,
    payload: { first_name: 'Quinn', last_name: 'Newcomer', email: 'quinn@example.test', phone: '802-555-0100', ...payload },
  });

describe('the outbox', () => {
  it('records every mail with sender, recipient, subject, both bodies, time, transport and result', async () => {
    const before = new Date(Date.now() - 1000);
    expect((await forgot('customer@demo.test')).statusCode).toBe(200);
    const mail = await newest('customer@demo.test');
    expect(mail).toMatchObject({
      tenantId: 'demo',
      to: 'customer@demo.test',
      from: '"Demo Fuel Co." <portal@demofuel.test>',
      subject: 'Reset your Demo Fuel Customer Portal password',
      transport: 'outbox',
      result: 'recorded',
    });
    expect(mail.text).toContain('https://demo.portal.test/password-reset/complete?user_key=');
    expect(mail.text).toContain('802-555-0142');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('Reset Your Password');
    expect(mail.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it("signs with the tenant's own name and address", async () => {
    expect((await forgot('customer@demo.test', 'cleangas')).statusCode).toBe(200);
    const mail = await newest('customer@demo.test', 'cleangas');
    expect(mail.from).toBe('"CleanGas Customer Care" <care@cleangas.test>');
    expect(mail.html).toContain('CleanGas Online');
    expect(mail.html).not.toContain('Demo Fuel');
  });
});

describe('SMTP (SMTP_URL)', () => {
  it('hands the mail to the transport and records it as sent', async () => {
    useSmtp = true;
    smtp = async () => ({ messageId: '<1@test>' });
    expect((await forgot('customer@demo.test')).statusCode).toBe(200);
    expect(handedOver).toHaveLength(1);
    const mail = await newest('customer@demo.test');
    expect(handedOver[0]).toEqual({ from: mail.from, to: 'customer@demo.test', subject: mail.subject, text: mail.text, html: mail.html });
    expect(mail).toMatchObject({ transport: 'smtp', result: 'sent' });
  });

  it('records a failing SMTP server without failing the request', async () => {
    useSmtp = true;
    smtp = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
    };
    const response = await forgot('customer@demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^If an account exists/);
    expect(await newest('customer@demo.test')).toMatchObject({ transport: 'smtp', result: 'failed: connect ECONNREFUSED 127.0.0.1:2525' });
  });

  it("works with a real nodemailer transport's sendMail", async () => {
    const transport = createTransport({ jsonTransport: true });
    const mailer = createMailer(transport);
    const tenant = t.tenants.get('demo')!;
    await t.database.withTenant('demo', (db) => mailer.send(db, tenant, { to: 'json@example.test', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' }));
    expect(await newest('json@example.test')).toMatchObject({ transport: 'smtp', result: 'sent', from: '"Demo Fuel Co." <portal@demofuel.test>' });
  });
});

describe('an inquiry mail', () => {
  it("hands the supplier a mail whose Reply goes to the customer, not to the portal's sender", async () => {
    useSmtp = true;
    smtp = async () => ({ messageId: 'ok' });
    const customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
    const inquiry = { inquiry_type: t.tenants.get('demo')!.config.settings.inquiry_types![0], message: 'Please call me about my tank.' };
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/inquiry', headers: { 'user-key': customerKey }, payload: inquiry });
    expect(response.statusCode).toBe(201);
    expect(handedOver).toHaveLength(1);
    expect(handedOver[0]).toMatchObject({ from: '"Demo Fuel Co." <portal@demofuel.test>', replyTo: 'customer@demo.test' });
  });
});

describe('user-supplied text in mails', () => {
  it('is escaped in the HTML body', async () => {
    const response = await selfRegister({ first_name: '<img src=x onerror=alert(1)>', last_name: 'O"Brien & <Sons>', message: '<script>steal()</script>' });
    expect(response.statusCode).toBe(201);
    const mail = await newest('billing@demofuel.test');
    expect(mail.html).not.toMatch(/<img src=x|<script>|<Sons>/);
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62; O&#34;Brien &#38; &#60;Sons&#62;');
    expect(mail.html).toContain('&#60;script&#62;steal()&#60;/script&#62;');
    // The plain-text twin carries the words as typed.
    expect(mail.text).toContain('Message: <script>steal()</script>');
  });

  it('cannot break the subject onto a new header line', async () => {
    const response = await selfRegister({ first_name: 'Quinn\r\nBcc: victim@example.test', last_name: 'Newcomer' });
    expect(response.statusCode).toBe(201);
    const mail = await newest('billing@demofuel.test');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toMatch(/from Quinn Bcc: victim@example\.test Newcomer$/);
  });

  it('escapes the name in the verification mail of a registration', async () => {
    const linked = (await t.database.withTenant('demo', (db) => db.select({ id: userAccounts.accountId }).from(userAccounts))).map((r) => r.id);
    const [free] = await t.database.withTenant('demo', (db) =>
      db.select().from(accounts).where(and(isNull(accounts.ownerUserId), notInArray(accounts.accountId, linked))).limit(1),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/demo/register-user',
      payload: { account_id: free.accountId, zipcode: free.zipcode, first_name: '<b>Bold</b>', last_name: 'Name', email: 'bold@example.test', password: 'Register-pass-1' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await newest('bold@example.test');
    expect(mail.html).toContain('Hello &#60;b&#62;Bold&#60;/b&#62;,');
    expect(mail.html).not.toContain('<b>Bold');
  });
});

describe('GET /outbox', () => {
  const list = (tenant: string, key: string | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/${tenant}/outbox${query}`, headers: key ? { 'user-key': key } : {} });

  it('is for Admin: anonymous 401, staff without outbox:read 403, a customer 403', async () => {
    expect((await list('demo', undefined)).statusCode).toBe(401);
    const staff = await loginAs(t.app, 'demo', 'staff@demo.test');
    const staffAnswer = await list('demo', staff.body.user_key);
    expect(staffAnswer.statusCode).toBe(403);
    expect(staffAnswer.json().error_code).toBe('FORBIDDEN');
    const customer = await loginAs(t.app, 'demo', 'customer@demo.test');
    expect((await list('demo', customer.body.user_key)).statusCode).toBe(403);
  });

  it('pages the mail newest first and filters by recipient in any case', async () => {
    for (const email of ['admin@demo.test', 'staff@demo.test', 'admin@demo.test']) expect((await forgot(email)).statusCode).toBe(200);
    const admin = await loginAs(t.app, 'demo', 'admin@demo.test');
    const all = await list('demo', admin.body.user_key, '?page=0&size=2');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ pageNumber: 0, size: 2, numberOfElements: 2, empty: false });
    expect(body.totalElements).toBeGreaterThanOrEqual(3);
    expect(body.totalPages).toBe(Math.ceil(body.totalElements / 2));
    expect(body.content.map((m: { to: string }) => m.to)).toEqual(['admin@demo.test', 'staff@demo.test']);
    const [first, second] = body.content;
    expect(first.id).toBeGreaterThan(second.id);
    expect(Object.keys(first).sort()).toEqual(['created_at', 'from', 'html', 'id', 'result', 'subject', 'text', 'to', 'transport']);
    expect(new Date(first.created_at).toISOString()).toBe(first.created_at);

    const filtered = (await list('demo', admin.body.user_key, '?to=ADMIN@demo.test&size=50')).json();
    expect(filtered.totalElements).toBeGreaterThanOrEqual(2);
    expect(filtered.content.every((m: { to: string }) => m.to === 'admin@demo.test')).toBe(true);

    const beyond = (await list('demo', admin.body.user_key, `?page=${body.totalPages}&size=2`)).json();
    expect(beyond).toMatchObject({ content: [], empty: true, numberOfElements: 0 });
  });

  it("shows only the tenant's own mail", async () => {
    expect((await forgot('admin@demo.test', 'cleangas')).statusCode).toBe(200);
    expect((await forgot('staff@demo.test', 'demo')).statusCode).toBe(200);
    const cleangasAdmin = await loginAs(t.app, 'cleangas', 'admin@demo.test');
    const mails = (await list('cleangas', cleangasAdmin.body.user_key, '?size=1000')).json().content as { from: string }[];
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.from === '"CleanGas Customer Care" <care@cleangas.test>')).toBe(true);
    // A demo admin's key does not open the cleangas outbox.
    const demoAdmin = await loginAs(t.app, 'demo', 'admin@demo.test');
    expect((await list('cleangas', demoAdmin.body.user_key)).statusCode).toBe(401);
  });

  it('refuses a page size beyond 1000', async () => {
    const admin = await loginAs(t.app, 'demo', 'admin@demo.test');
    expect((await list('demo', admin.body.user_key, '?size=1001')).statusCode).toBe(400);
  });
});
