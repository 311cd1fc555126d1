import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { accounts, events, userAccounts, users, workflowItems } from '../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { mailsTo as outboxMailsTo } from './support/outbox';

let t: TestApp;
let adminKey: string;
let staffKey: string;
let customerKey: string;
let accountIds: string[];
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: (tenant) => `https://${tenant.id}.portal.test` });
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
  accountIds = (await t.database.withTenant('demo', (db) => db.select({ id: accounts.accountId }).from(accounts).orderBy(accounts.accountId))).map((r) => r.id);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, key?: string, payload?: unknown, tenant = 'demo') =>
  t.app.inject({ method, url: `/api/${tenant}${url}`, headers: key ? { 'user-key': key } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const resolve = (id: number | string, payload: unknown, key = adminKey) => call('POST', `/workflow/access_request/${id}`, key, payload);

let serial = 0;
/** An access request as requestSelfRegister stores it, created `minutesAgo` before now. */
async function request(overrides: Record<string, unknown> = {}, options: { minutesAgo?: number; tenant?: string; type?: 'access_request' | 'inquiry' } = {}) {
  const tenant = options.tenant ?? 'demo';
  const contents = { first_name: 'Robin', last_name: `Requester ${++serial}`, email: `request-${serial}@example.test`, phone: '802-555-0150', message: 'Please let me in', ...overrides };
  const [item] = await t.database.withTenant(tenant, (db) =>
    db
      .insert(workflowItems)
      .values({ tenantId: tenant, type: options.type ?? 'access_request', status: 'new', itemContents: contents, createdAt: new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000) })
      .returning(),
  );
  return { id: item.id, contents };
}

const mailsTo = (email: string) => outboxMailsTo(t, email);

describe('GET /workflow/access_request', () => {
  it('answers requests newest first, by status, paged', async () => {
    const older = await request({}, { minutesAgo: 30 });
    const newer = await request({}, { minutesAgo: 5 });
    const inquiry = await request({}, { type: 'inquiry' });
    const page = (await call('GET', '/workflow/access_request?size=100', adminKey)).json();
    const ids = page.content.map((r: { request_id: number }) => r.request_id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(inquiry.id);
    expect(page.content.find((r: { request_id: number }) => r.request_id === newer.id)).toEqual({
      request_id: newer.id,
      status: 'new',
      channel: 'portal',
      created_at: expect.any(String),
      item_contents: newer.contents,
      resolved_by: null,
      user_id: null,
      extra: {},
      form: null,
    });
    const second = (await call('GET', '/workflow/access_request?page=1&size=1', adminKey)).json();
    expect(second).toMatchObject({ pageNumber: 1, size: 1, numberOfElements: 1, totalElements: page.totalElements });
    expect(second.content[0]).toEqual(page.content[1]);
  });

  it('filters by status', async () => {
    const item = await request();
    expect((await resolve(item.id, { action: 'reject' })).statusCode).toBe(200);
    const rejected = (await call('GET', '/workflow/access_request?status=rejected', adminKey)).json();
    expect(rejected.content.map((r: { request_id: number }) => r.request_id)).toContain(item.id);
    expect(rejected.content.every((r: { status: string }) => r.status === 'rejected')).toBe(true);
    const open = (await call('GET', '/workflow/access_request?status=new&size=100', adminKey)).json();
    expect(open.content.map((r: { request_id: number }) => r.request_id)).not.toContain(item.id);
    expect((await call('GET', '/workflow/access_request?status=pending', adminKey)).statusCode).toBe(400);
  });

  it('reaches a request made through POST /request-user-self-register', async () => {
    const made = await call('POST', '/request-user-self-register', undefined, { first_name: 'Via', last_name: 'Form', email: 'via-form@example.test', phone: '802-555-0160' });
    expect(made.statusCode).toBe(201);
    const [newest] = (await call('GET', '/workflow/access_request', adminKey)).json().content;
    expect(newest.item_contents).toMatchObject({ email: 'via-form@example.test', first_name: 'Via' });
  });

  it("shows only the tenant's own requests", async () => {
    const cleangas = await request({}, { tenant: 'cleangas' });
    const demo = (await call('GET', '/workflow/access_request?size=1000', adminKey)).json();
    expect(demo.content.map((r: { request_id: number }) => r.request_id)).not.toContain(cleangas.id);
    expect((await resolve(cleangas.id, { action: 'reject' })).statusCode).toBe(404);
  });

  it('refuses staff without users:manage, customers and anonymous callers', async () => {
    expect((await call('GET', '/workflow/access_request', staffKey)).statusCode).toBe(403);
    expect((await call('GET', '/workflow/access_request', customerKey)).statusCode).toBe(403);
    expect((await call('GET', '/workflow/access_request')).statusCode).toBe(401);
  });
});

describe('POST /workflow/access_request/{request_id}', () => {
  it('approves: an unconfirmed customer linked to the accounts, mailed a link that sets the password and confirms them', async () => {
    const item = await request({ email: 'New.Customer@Example.test' });
    const response = await resolve(item.id, { action: 'approve', account_ids: [accountIds[10], accountIds[11]] });
    expect(response.statusCode).toBe(200);
    const resolved = response.json();
    expect(resolved).toMatchObject({ request_id: item.id, status: 'approved', resolved_by: 'admin@demo.test', user_id: expect.any(Number) });

    const [user] = await t.database.withTenant('demo', (db) => db.select().from(users).where(eq(users.id, resolved.user_id)));
    expect(user).toMatchObject({ email: 'new.customer@example.test', role: 'User', confirmed: false, firstName: 'Robin', cellPhone: '802-555-0150' });
    const links = await t.database.withTenant('demo', (db) => db.select().from(userAccounts).where(eq(userAccounts.userId, user.id)));
    expect(links.map((l) => l.accountId).sort()).toEqual([accountIds[10], accountIds[11]]);

    const [mail] = await mailsTo('new.customer@example.test');
    expect(mail.text).toContain('has been approved');
    const key = /https:\/\/demo\.portal\.test\/password-reset\/complete\?user_key=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(key).toBeDefined();
    expect((await loginAs(t.app, 'demo', 'new.customer@example.test', 'Whatever-1')).response.statusCode).toBe(401);
    const reset = await t.app.inject({ method: 'POST', url: '/api/demo/resetPassword', headers: { 'user-key': key! }, payload: { new_password: 'My-new-password' } });
    expect(reset.statusCode).toBe(200);
    const login = await loginAs(t.app, 'demo', 'new.customer@example.test', 'My-new-password');
    expect(login.response.statusCode).toBe(200);
    expect(login.body.account_ids.sort()).toEqual([accountIds[10], accountIds[11]]);
  });

  it('approving with accounts tells each account\'s contact on file and emits account.claimed (via staff) for each', async () => {
    const item = await request({ email: 'linked.by.staff@example.test' });
    const owners = await t.database.withTenant('demo', (db) => db.select({ accountId: accounts.accountId, email: accounts.email }).from(accounts).where(inArray(accounts.accountId, [accountIds[12], accountIds[13]])));
    const response = await resolve(item.id, { action: 'approve', account_ids: [accountIds[12], accountIds[13]] });
    expect(response.statusCode).toBe(200);
    const userId = response.json().user_id;
    for (const owner of owners) {
      const [notice] = await mailsTo(owner.email);
      expect(notice.subject).toBe('A login was linked to your account on Demo Fuel Customer Portal');
      expect(notice.text).toContain(`The login linked.by.staff@example.test now has access to account ${owner.accountId}`);
    }
    const emitted = await t.database.withTenant('demo', (db) => db.select().from(events).where(and(eq(events.type, 'account.claimed'), inArray(events.accountId, [accountIds[12], accountIds[13]]))));
    expect(emitted.map((e) => e.data).sort((a, b) => String(a.account_id).localeCompare(String(b.account_id)))).toEqual(
      [accountIds[12], accountIds[13]].sort().map((accountId) => ({ account_id: accountId, user_id: userId, email: 'linked.by.staff@example.test', method: null, via: 'staff' })),
    );
  });

  it('rejecting tells no account owner and emits nothing', async () => {
    const item = await request({ email: 'rejected.link@example.test' });
    const before = await t.database.withTenant('demo', (db) => db.select().from(events).where(eq(events.type, 'account.claimed')));
    expect((await resolve(item.id, { action: 'reject' })).statusCode).toBe(200);
    expect(await t.database.withTenant('demo', (db) => db.select().from(events).where(eq(events.type, 'account.claimed')))).toHaveLength(before.length);
  });

  it('approves without accounts: a customer whose account menu stays disabled until staff link one', async () => {
    const item = await request();
    const response = await resolve(item.id, { action: 'approve' });
    expect(response.statusCode).toBe(200);
    const links = await t.database.withTenant('demo', (db) => db.select().from(userAccounts).where(eq(userAccounts.userId, response.json().user_id)));
    expect(links).toEqual([]);
  });

  it('rejects: no user, and no mail to an address nobody proved', async () => {
    const item = await request();
    const response = await resolve(item.id, { action: 'reject' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', resolved_by: 'admin@demo.test', user_id: null });
    expect(await t.database.withTenant('demo', (db) => db.select().from(users).where(eq(users.email, item.contents.email)))).toEqual([]);
    expect(await mailsTo(item.contents.email)).toEqual([]);
  });

  it('resolves a request once', async () => {
    const item = await request();
    expect((await resolve(item.id, { action: 'approve' })).statusCode).toBe(200);
    const again = await resolve(item.id, { action: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'ALREADY_RESOLVED', detail: 'This request was already approved.' });
    expect((await resolve(item.id, { action: 'reject' })).statusCode).toBe(409);
    const rejected = await request();
    expect((await resolve(rejected.id, { action: 'reject' })).statusCode).toBe(200);
    expect((await resolve(rejected.id, { action: 'approve' })).json().detail).toBe('This request was already rejected.');
  });

  it('refuses to approve an email that is already a user, and leaves the request open', async () => {
    const item = await request({ email: 'Customer@demo.test' });
    const response = await resolve(item.id, { action: 'approve' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('A user with this email already exists.');
    const [still] = await t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.id, item.id)));
    expect(still).toMatchObject({ status: 'new', resolvedBy: null });
  });

  it('refuses accounts that do not exist, creating nothing', async () => {
    const item = await request();
    const response = await resolve(item.id, { action: 'approve', account_ids: [accountIds[0], 'NOPE'] });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('No such account: NOPE');
    expect(await t.database.withTenant('demo', (db) => db.select().from(users).where(eq(users.email, item.contents.email)))).toEqual([]);
    expect(await mailsTo(item.contents.email)).toEqual([]);
    expect((await resolve(item.id, { action: 'approve', account_ids: [accountIds[0]] })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown request or another kind of workflow item, and 400 for a bad body', async () => {
    expect((await resolve(999_999, { action: 'approve' })).statusCode).toBe(404);
    const inquiry = await request({}, { type: 'inquiry' });
    expect((await resolve(inquiry.id, { action: 'reject' })).statusCode).toBe(404);
    const item = await request();
    expect((await resolve(item.id, { action: 'maybe' })).statusCode).toBe(400);
    expect((await resolve(item.id, {})).statusCode).toBe(400);
    expect((await resolve('abc', { action: 'reject' })).statusCode).toBe(400);
  });

  it('refuses staff without users:manage, customers and anonymous callers, before reading the body', async () => {
    const item = await request();
    expect((await resolve(item.id, { action: 'approve' }, staffKey)).statusCode).toBe(403);
    expect((await resolve(item.id, {}, customerKey)).statusCode).toBe(403);
    expect((await call('POST', `/workflow/access_request/${item.id}`, undefined, {})).statusCode).toBe(401);
    const [still] = await t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.id, item.id)));
    expect(still.status).toBe('new');
  });
});
