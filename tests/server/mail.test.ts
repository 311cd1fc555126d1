import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import { accounts, outbox, userAccounts, users } from '../../src/server/db/schema';
import { startPeriodicJobs } from '../../src/server/jobs/periodic-jobs';
import { maskDeadLinks } from '../../src/server/jobs/mask-dead-links';
import { createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from './support/test-app';

// No SMTP: the outbox is the delivery (SMTP is tests/server/mail-smtp.test.ts).
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, publicBaseUrl: (tenant) => `https://${tenant.id}.portal.test` });
});
afterAll(() => t.close());
beforeEach(() => {
  // Two hours later per test: no throttling window carries over.
  clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
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
  it('records every mail with sender, recipient, subject, both bodies, time, transport and status', async () => {
    const before = new Date(Date.now() - 1000);
    expect((await forgot('customer@demo.test')).statusCode).toBe(200);
    const mail = await newest('customer@demo.test');
    expect(mail).toMatchObject({
      tenantId: 'demo',
      to: 'customer@demo.test',
      from: '"Demo Fuel Co." <portal@demofuel.test>',
      subject: 'Reset your Demo Fuel Customer Portal password',
      transport: 'outbox',
      status: 'recorded',
      attempts: 0,
      lastError: null,
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
    expect(response.statusCode).toBe(200);
    // The code went to the email on file; with it the login exists and its verification mail goes to the typed address.
    const code = /enter this code to finish: (\d{6})/.exec((await newest(free.email)).text)![1];
    const verified = await t.app.inject({ method: 'POST', url: '/api/demo/register-user/verify', payload: { claim_id: response.json().claim_id, code } });
    expect(verified.statusCode).toBe(201);
    const mail = await newest('bold@example.test');
    expect(mail.html).toContain('Hello &#60;b&#62;Bold&#60;/b&#62;,');
    expect(mail.html).not.toContain('<b>Bold');
  });
});

describe('GET /outbox', () => {
  const list = (tenant: string, key: string | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/${tenant}/outbox${query}`, headers: key ? { 'user-key': key } : {} });

  it('is for a role that names outbox:read: anonymous 401, staff without it 403, a customer 403', async () => {
    expect((await list('demo', undefined)).statusCode).toBe(401);
    const staff = await loginAs(t.app, 'demo', 'staff@demo.test');
    const staffAnswer = await list('demo', staff.body.user_key);
    expect(staffAnswer.statusCode).toBe(403);
    expect(staffAnswer.json().error_code).toBe('FORBIDDEN');
    const customer = await loginAs(t.app, 'demo', 'customer@demo.test');
    expect((await list('demo', customer.body.user_key)).statusCode).toBe(403);
  });

  it("is refused to a role holding '*' alone: outbox:read must be named", async () => {
    // A role only this test knows, on the tenant's own list (the running tenant shares it).
    t.tenants.get('demo')!.config.roles.push({ name: 'Everything But Mail', level: 100, permissions: ['*'] });
    await t.database.withTenant('demo', async (db) =>
      db.insert(users).values({ tenantId: 'demo', email: 'wildcard@demo.test', passwordHash: await hashPassword(DEMO_PASSWORD), role: 'Everything But Mail', confirmed: true }),
    );
    const wildcard = await loginAs(t.app, 'demo', 'wildcard@demo.test');
    expect(wildcard.response.statusCode).toBe(200);
    const refused = await list('demo', wildcard.body.user_key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_code).toBe('FORBIDDEN');
    // Everything else '*' grants still works.
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/users?page=0&size=1', headers: { 'user-key': wildcard.body.user_key } })).statusCode).toBe(200);
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
    expect(Object.keys(first).sort()).toEqual(['attempts', 'created_at', 'from', 'html', 'id', 'last_error', 'sent_at', 'status', 'subject', 'text', 'to', 'transport']);
    expect(first).toMatchObject({ transport: 'outbox', status: 'recorded', attempts: 0, last_error: null, sent_at: null });
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

describe('one-time links in the outbox', () => {
  const HOUR = 60 * 60 * 1000;
  /** The newest mail to `to`, as an Admin of the tenant lists it. */
  const listed = async (to: string, tenant = 'demo') => {
    const admin = await loginAs(t.app, tenant, 'admin@demo.test');
    const answer = await t.app.inject({ method: 'GET', url: `/api/${tenant}/outbox?size=1&to=${encodeURIComponent(to)}`, headers: { 'user-key': admin.body.user_key } });
    expect(answer.statusCode).toBe(200);
    return answer.json().content[0] as { text: string; html: string };
  };
  const keyIn = (text: string) => /user_key=([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('shows a reset link while it works, and masks it in both bodies once it is used', async () => {
    expect((await forgot('staff@demo.test', 'cleangas')).statusCode).toBe(200);
    const before = await listed('staff@demo.test', 'cleangas');
    const key = keyIn(before.text)!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(before.html).toContain(key);

    const reset = await t.app.inject({ method: 'POST', url: '/api/cleangas/resetPassword', headers: { 'user-key': key }, payload: { new_password: 'Outbox-mask-2026' } });
    expect(reset.statusCode).toBe(200);
    const after = await listed('staff@demo.test', 'cleangas');
    expect(after.text).not.toContain(key);
    expect(after.html).not.toContain(key);
    expect(after.text).toContain('/password-reset/complete?user_key=REDACTED');
    // The rest of the mail is as it was.
    expect(after.text.replace('REDACTED', key)).toBe(before.text);
  });

  it('masks a link once it has expired, and an earlier link once a newer one replaced it', async () => {
    expect((await forgot('customer@demo.test')).statusCode).toBe(200);
    const first = keyIn((await listed('customer@demo.test')).text)!;
    expect(first).toBeDefined();
    expect((await forgot('customer@demo.test')).statusCode).toBe(200);
    const [newer, older] = (await t.database.withTenant('demo', (db) => db.select().from(outbox).where(eq(outbox.to, 'customer@demo.test')).orderBy(desc(outbox.id)).limit(2)));
    expect(older.text).toContain(first);
    const admin = await loginAs(t.app, 'demo', 'admin@demo.test');
    const page = (await t.app.inject({ method: 'GET', url: '/api/demo/outbox?size=2&to=customer@demo.test', headers: { 'user-key': admin.body.user_key } })).json();
    expect(page.content.map((m: { id: number }) => m.id)).toEqual([newer.id, older.id]);
    expect(page.content[1].text).not.toContain(first);
    const second = keyIn(page.content[0].text)!;
    expect(second).not.toBe('REDACTED');

    clock = new Date(clock.getTime() + HOUR + 1000);
    const expired = await listed('customer@demo.test');
    expect(expired.text).not.toContain(second);
    expect(keyIn(expired.text)).toBe('REDACTED');
  });

  it('takes dead keys out of the stored mail too (mask-dead-links), and leaves a working one', async () => {
    expect((await forgot('admin@demo.test', 'cleangas')).statusCode).toBe(200);
    const [dead] = await t.database.withTenant('cleangas', (db) => db.select().from(outbox).where(eq(outbox.to, 'admin@demo.test')).orderBy(desc(outbox.id)).limit(1));
    const deadKey = keyIn(dead.text)!;
    clock = new Date(clock.getTime() + HOUR + 1000);
    expect((await forgot('admin@demo.test', 'cleangas')).statusCode).toBe(200);
    const jobs = startPeriodicJobs(t.database, [maskDeadLinks], { now: () => clock, tenantIds: () => ['cleangas'], onError: () => undefined, timers: false });
    const [run] = await jobs.runAll();
    await jobs.stop();
    expect(run.outcome).toBeGreaterThanOrEqual(1);
    const [live, stored] = await t.database.withTenant('cleangas', (db) => db.select().from(outbox).where(eq(outbox.to, 'admin@demo.test')).orderBy(desc(outbox.id)).limit(2));
    expect(stored.id).toBe(dead.id);
    expect(stored).toMatchObject({ secretHash: null });
    expect(`${stored.text}${stored.html}`).not.toContain(deadKey);
    expect(live.secretHash).not.toBeNull();
    expect(keyIn(live.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
