import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, changeLog, userAccounts, users } from '../../src/server/db/schema';
import { createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from './support/test-app';
import { mailsTo as outboxMailsTo } from './support/outbox';

let t: TestApp;
let adminKey: string;
let staffKey: string;
let customerKey: string;
let customer: { user_id: number; account_ids: string[] };
let dispatcherKey: string;
let admin: { user_id: number };
let allAccounts: string[];
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: (tenant) => `https://${tenant.id}.portal.test` });
  const a = await loginAs(t.app, 'demo', 'admin@demo.test');
  adminKey = a.body.user_key;
  admin = a.body;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  const c = await loginAs(t.app, 'demo', 'customer@demo.test');
  customerKey = c.body.user_key;
  customer = c.body;
  dispatcherKey = (await loginAs(t.app, 'cleangas', 'staff@demo.test')).body.user_key;
  allAccounts = (await t.database.withTenant('demo', (db) => db.select({ id: accounts.accountId }).from(accounts).orderBy(accounts.accountId))).map((r) => r.id);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, key?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/demo${url}`, headers: key ? { 'user-key': key } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const create = (payload: unknown, key = adminKey) => call('POST', '/users', key, payload);

let serial = 0;
const newEmail = (prefix = 'user') => `${prefix}-${++serial}@example.test`;
const person = (overrides: Record<string, unknown> = {}) => ({ email: newEmail(), first_name: 'Jamie', last_name: 'Rivera', role: 'User', ...overrides });

const mailsTo = (email: string) => outboxMailsTo(t, email);

/**
 * Runs `fn` with the demo staff role ('Customer Service', level 50) also holding users:manage and a
 * 'Supervisor' role (level 80) in the tenant, then puts the tenant config back.
 */
async function withManagingStaff(fn: () => Promise<void>) {
  const roles = t.tenants.get('demo')!.config.roles;
  const saved = roles.map((r) => ({ ...r, permissions: [...r.permissions] }));
  roles.find((r) => r.name === 'Customer Service')!.permissions.push('users:manage');
  roles.push({ name: 'Supervisor', level: 80, permissions: ['users:read'] });
  try {
    await fn();
  } finally {
    roles.splice(0, roles.length, ...saved);
  }
}

describe('GET /users', () => {
  it('answers a Spring page sorted by email, with account ids and no secrets', async () => {
    const response = await call('GET', '/users?page=0&size=10', adminKey);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ pageNumber: 0, size: 10, empty: false, totalPages: 1 });
    expect(page.totalElements).toBe(page.content.length);
    const emails = page.content.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(page.content.find((u: { email: string }) => u.email === 'customer@demo.test')).toMatchObject({
      role: 'User',
      confirmed: true,
      account_ids: [...customer.account_ids].sort(),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(response.body).not.toMatch(/password|argon2|tenant_id/);
  });

  it('pages, sorts both ways and filters by a comma list of roles', async () => {
    const byRoleDesc = (await call('GET', '/users?sort=role&order=desc&size=100', adminKey)).json();
    const roles = byRoleDesc.content.map((u: { role: string }) => u.role);
    expect(roles).toEqual([...roles].sort().reverse());
    const staffOnly = (await call('GET', '/users?roles=Admin,%20Customer%20Service&size=100', adminKey)).json();
    expect(new Set(staffOnly.content.map((u: { role: string }) => u.role))).toEqual(new Set(['Admin', 'Customer Service']));
    const customers = (await call('GET', '/users?roles=User&size=100', adminKey)).json();
    expect(customers.content.every((u: { role: string }) => u.role === 'User')).toBe(true);
    const second = (await call('GET', '/users?page=1&size=2&sort=email', adminKey)).json();
    expect(second).toMatchObject({ pageNumber: 1, size: 2, numberOfElements: second.content.length });
    expect(second.totalPages).toBe(Math.ceil(second.totalElements / 2));
    const first = (await call('GET', '/users?page=0&size=2&sort=email', adminKey)).json();
    expect(first.content[1].email < second.content[0].email).toBe(true);
  });

  it('searches email and names without regard to case, and treats % and _ literally', async () => {
    const admins = (await call('GET', '/users?search=ADMIN@demo', adminKey)).json();
    expect(admins.content.map((u: { email: string }) => u.email)).toEqual(['admin@demo.test']);
    const byName = (await call('GET', '/users?search=sam', adminKey)).json();
    expect(byName.content.map((u: { email: string }) => u.email)).toEqual(['staff@demo.test']);
    const wildcard = (await call('GET', '/users?search=%25', adminKey)).json();
    expect(wildcard).toMatchObject({ empty: true, totalElements: 0, totalPages: 0, content: [] });
  });

  it('lets staff with users:read list users', async () => {
    expect((await call('GET', '/users', staffKey)).statusCode).toBe(200);
  });

  it('refuses a customer, a role without users:read, an anonymous caller and bad parameters', async () => {
    expect((await call('GET', '/users', customerKey)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/cleangas/users', headers: { 'user-key': dispatcherKey } })).statusCode).toBe(403);
    expect((await call('GET', '/users')).statusCode).toBe(401);
    expect((await call('GET', '/users?sort=password_hash', adminKey)).statusCode).toBe(400);
    expect((await call('GET', '/users?size=0', adminKey)).statusCode).toBe(400);
    expect((await call('GET', '/users?page=-1', adminKey)).statusCode).toBe(400);
  });
});

describe('GET /roles', () => {
  it("answers the tenant's roles, User first, with levels and the staff flag", async () => {
    const response = await call('GET', '/roles', staffKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: 'User', level: 0, staff: false },
      { name: 'Customer Service', level: 50, staff: true },
      { name: 'Admin', level: 100, staff: true },
    ]);
    const cleangas = await loginAs(t.app, 'cleangas', 'admin@demo.test');
    const other = await t.app.inject({ method: 'GET', url: '/api/cleangas/roles', headers: { 'user-key': cleangas.body.user_key } });
    expect(other.json().map((r: { name: string }) => r.name)).toEqual(['User', 'Dispatcher', 'Admin']);
  });

  it('refuses a customer and an anonymous caller', async () => {
    expect((await call('GET', '/roles', customerKey)).statusCode).toBe(403);
    expect((await call('GET', '/roles')).statusCode).toBe(401);
  });
});

describe('POST /users', () => {
  it('creates a confirmed user with a password, who can log in at once', async () => {
    const email = newEmail('Mixed.Case');
    const response = await create(person({ email: `  ${email.toUpperCase()}`.trim(), password: 'A-good-password', confirmed: true, cell_phone: '802-555-0111', account_ids: [allAccounts[5]] }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Jamie',
      last_name: 'Rivera',
      display_name: 'Jamie Rivera',
      role: 'User',
      confirmed: true,
      cell_phone: '802-555-0111',
      account_ids: [allAccounts[5]],
      user_id: expect.any(Number),
    });
    expect(response.body).not.toMatch(/password/);
    const login = await loginAs(t.app, 'demo', email, 'A-good-password');
    expect(login.response.statusCode).toBe(200);
    expect(login.body.account_ids).toEqual([allAccounts[5]]);
    expect(await mailsTo(email.toLowerCase())).toEqual([]);
  });

  it('mails a user created without a password a link to choose one, which confirms them', async () => {
    const email = newEmail();
    const response = await create(person({ email }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ confirmed: false, account_ids: [] });
    expect((await loginAs(t.app, 'demo', email, 'anything-at-all')).response.statusCode).toBe(401);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Set your Demo Fuel Customer Portal password');
    expect(mail.from).toContain('portal@demofuel.test');
    const key = /https:\/\/demo\.portal\.test\/password-reset\/complete\?user_key=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(key).toBeDefined();
    expect(mail.html).toContain(`/password-reset/complete?user_key=${key}`);
    const done = await t.app.inject({ method: 'POST', url: '/api/demo/resetPassword', headers: { 'user-key': key! }, payload: { new_password: 'Chosen-password-1' } });
    expect(done.statusCode).toBe(200);
    expect((await loginAs(t.app, 'demo', email, 'Chosen-password-1')).response.statusCode).toBe(200);
  });

  it('refuses a role the tenant does not have, naming the roles', async () => {
    const response = await create(person({ role: 'Dispatcher' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error_code: 'UNKNOWN_ROLE', detail: 'Unknown role "Dispatcher". Choose one of: User, Customer Service, Admin.' });
  });

  it('refuses accounts that do not exist, naming them', async () => {
    const response = await create(person({ account_ids: [allAccounts[0], 'NOPE-1', 'NOPE-2'] }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error_code: 'UNKNOWN_ACCOUNT', detail: 'No such account: NOPE-1, NOPE-2' });
  });

  it('refuses an email that is already a user, in any case', async () => {
    const response = await create(person({ email: 'Customer@Demo.test' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 409, error_code: 'USER_EXISTS', detail: 'A user with this email already exists.' });
  });

  it('lists every bad or missing field', async () => {
    const response = await create({ email: 'not-an-email', password: 'short', cell_phone: '123' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body/email', 'body/password', 'body/cell_phone', 'body/first_name', 'body/last_name', 'body/role']));
    expect((await create(person({ is_admin: true }))).statusCode).toBe(400);
  });

  it('refuses names of spaces only', async () => {
    const response = await create(person({ first_name: '  ' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ path: 'body/first_name', message: 'Value missing' }]);
  });

  it('lets an Admin create an Admin', async () => {
    const response = await create(person({ role: 'Admin' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe('Admin');
  });

  it('refuses staff without users:manage, customers and anonymous callers, before reading the body', async () => {
    expect((await create(person(), staffKey)).statusCode).toBe(403);
    expect((await create(person(), customerKey)).statusCode).toBe(403);
    expect((await call('POST', '/users', undefined, {})).statusCode).toBe(401);
    expect((await create({}, staffKey)).statusCode).toBe(403);
  });

  it('lets staff with users:manage create users up to their own level, never an Admin', async () => {
    await withManagingStaff(async () => {
      expect((await create(person({ role: 'User' }), staffKey)).statusCode).toBe(201);
      expect((await create(person({ role: 'Customer Service' }), staffKey)).statusCode).toBe(201);
      const adminAttempt = await create(person({ role: 'Admin' }), staffKey);
      expect(adminAttempt.statusCode).toBe(403);
      expect(adminAttempt.json()).toMatchObject({ error_code: 'ADMIN_ONLY', detail: 'Only an Admin may create, change or delete an Admin.' });
      const above = await create(person({ role: 'Supervisor' }), staffKey);
      expect(above.statusCode).toBe(403);
      expect(above.json()).toMatchObject({ error_code: 'ROLE_ABOVE_YOURS', detail: 'Your role (Customer Service) may not create, change or delete a Supervisor.' });
    });
    // And without the permission again, refused.
    expect((await create(person(), staffKey)).statusCode).toBe(403);
  });
});

describe('POST /users/{userId}', () => {
  async function someone(overrides: Record<string, unknown> = {}) {
    const response = await create(person({ password: 'A-good-password', confirmed: true, ...overrides }));
    expect(response.statusCode).toBe(201);
    return response.json() as { user_id: number; email: string; role: string };
  }
  const update = (id: number, payload: unknown, key = adminKey) => call('POST', `/users/${id}`, key, payload);

  it('changes only the fields sent and replaces the account links', async () => {
    const user = await someone({ account_ids: [allAccounts[7], allAccounts[8]], cell_phone: '802-555-0177' });
    const email = newEmail('renamed');
    const response = await update(user.user_id, { first_name: 'Jo', email: email.toUpperCase(), account_ids: [allAccounts[9]] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_id: user.user_id, email, first_name: 'Jo', last_name: 'Rivera', display_name: 'Jo Rivera', cell_phone: '802-555-0177', account_ids: [allAccounts[9]], role: 'User', confirmed: true });
    const links = await t.database.withTenant('demo', (db) => db.select().from(userAccounts).where(eq(userAccounts.userId, user.user_id)));
    expect(links.map((l) => l.accountId)).toEqual([allAccounts[9]]);
    expect((await update(user.user_id, { account_ids: [] })).json().account_ids).toEqual([]);
    expect((await loginAs(t.app, 'demo', email, 'A-good-password')).response.statusCode).toBe(200);
  });

  it('changes the role, which ends the sessions made under the old one; the next login has the new role', async () => {
    const user = await someone();
    const key = (await loginAs(t.app, 'demo', user.email, 'A-good-password')).body.user_key;
    expect((await call('GET', '/users', key)).statusCode).toBe(403);
    expect((await update(user.user_id, { role: 'Customer Service' })).json().role).toBe('Customer Service');
    expect((await call('GET', '/users', key)).statusCode).toBe(401);
    const again = (await loginAs(t.app, 'demo', user.email, 'A-good-password')).body.user_key;
    expect((await call('GET', '/users', again)).statusCode).toBe(200);
  });

  it('leaves the sessions alone when the role stays', async () => {
    const user = await someone();
    const key = (await loginAs(t.app, 'demo', user.email, 'A-good-password')).body.user_key;
    expect((await update(user.user_id, { first_name: 'Renamed' })).statusCode).toBe(200);
    expect((await call('GET', '/users/permissions', key)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for an empty or malformed change', async () => {
    expect((await update(999_999, { first_name: 'X' })).statusCode).toBe(404);
    const user = await someone();
    expect((await update(user.user_id, {})).statusCode).toBe(400);
    expect((await update(user.user_id, { email: 'nope' })).statusCode).toBe(400);
    expect((await call('POST', '/users/abc', adminKey, { first_name: 'X' })).statusCode).toBe(400);
  });

  it("refuses another user's email, an unknown role and unknown accounts", async () => {
    const user = await someone();
    expect((await update(user.user_id, { email: 'staff@demo.test' })).statusCode).toBe(409);
    expect((await update(user.user_id, { email: user.email.toUpperCase() })).statusCode).toBe(200);
    expect((await update(user.user_id, { role: 'Root' })).statusCode).toBe(422);
    expect((await update(user.user_id, { account_ids: ['NOPE'] })).statusCode).toBe(422);
    expect((await update(user.user_id, { last_name: ' ' })).statusCode).toBe(422);
  });

  it('refuses to let anyone change their own role', async () => {
    const response = await update(admin.user_id, { role: 'User' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error_code: 'OWN_ROLE', detail: 'You cannot change your own role.' });
    // Other fields of one's own user may change.
    expect((await update(admin.user_id, { role: 'Admin', first_name: 'Alex' })).statusCode).toBe(200);
  });

  it('keeps Admins out of the reach of other staff', async () => {
    const anAdmin = await someone({ role: 'Admin' });
    const user = await someone();
    await withManagingStaff(async () => {
      expect((await update(anAdmin.user_id, { first_name: 'Hacked' }, staffKey)).statusCode).toBe(403);
      expect((await update(user.user_id, { role: 'Admin' }, staffKey)).statusCode).toBe(403);
      expect((await update(user.user_id, { role: 'Supervisor' }, staffKey)).statusCode).toBe(403);
      expect((await update(user.user_id, { first_name: 'Fine' }, staffKey)).statusCode).toBe(200);
    });
    expect((await update(user.user_id, { first_name: 'X' }, staffKey)).statusCode).toBe(403);
    expect((await update(user.user_id, { first_name: 'X' }, customerKey)).statusCode).toBe(403);
    expect((await update(user.user_id, { first_name: 'X' })).statusCode).toBe(200);
  });
});

describe('POST /confirm-user/{id}', () => {
  const confirm = (id: number | string, key = adminKey) => call('POST', `/confirm-user/${id}`, key);

  it('confirms a user, who can then log in; confirming again is harmless', async () => {
    const email = newEmail();
    const created = (await create(person({ email, password: 'A-good-password' }))).json();
    expect((await loginAs(t.app, 'demo', email, 'A-good-password')).response.statusCode).toBe(403);
    const response = await confirm(created.user_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_id: created.user_id, email, confirmed: true });
    expect((await confirm(created.user_id)).json().confirmed).toBe(true);
    expect((await loginAs(t.app, 'demo', email, 'A-good-password')).response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for an id that is not a number', async () => {
    expect((await confirm(999_999)).statusCode).toBe(404);
    expect((await confirm('someone')).statusCode).toBe(400);
  });

  it('refuses staff without users:manage, customers, anonymous callers, and other staff on an Admin', async () => {
    const anAdmin = (await create(person({ role: 'Admin' }))).json();
    const user = (await create(person())).json();
    expect((await confirm(user.user_id, staffKey)).statusCode).toBe(403);
    expect((await confirm(user.user_id, customerKey)).statusCode).toBe(403);
    expect((await call('POST', `/confirm-user/${user.user_id}`)).statusCode).toBe(401);
    await withManagingStaff(async () => {
      expect((await confirm(anAdmin.user_id, staffKey)).statusCode).toBe(403);
      expect((await confirm(user.user_id, staffKey)).statusCode).toBe(200);
    });
  });
});

describe('DELETE /users/{email}', () => {
  const remove = (email: string, key = adminKey) => call('DELETE', `/users/${encodeURIComponent(email)}`, key);

  it('deletes a user by email: their sessions end, their links go, the accounts they owned have no owner', async () => {
    const email = newEmail('leaving');
    const created = (await create(person({ email, password: 'A-good-password', confirmed: true, account_ids: [allAccounts[20]] }))).json();
    await t.database.withTenant('demo', (db) => db.update(accounts).set({ ownerUserId: created.user_id }).where(eq(accounts.accountId, allAccounts[20])));
    const key = (await loginAs(t.app, 'demo', email, 'A-good-password')).body.user_key;
    expect((await call('GET', '/user/profile', key)).statusCode).toBe(200);

    const response = await remove(email.toUpperCase());
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('GET', '/user/profile', key)).statusCode).toBe(401);
    expect((await loginAs(t.app, 'demo', email, 'A-good-password')).response.statusCode).toBe(401);
    const [account] = await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, allAccounts[20])));
    expect(account.ownerUserId).toBeNull();
    const links = await t.database.withTenant('demo', (db) => db.select().from(userAccounts).where(eq(userAccounts.userId, created.user_id)));
    expect(links).toEqual([]);
    expect((await call('GET', `/users?search=${encodeURIComponent(email)}`, adminKey)).json().totalElements).toBe(0);
    expect((await remove(email)).statusCode).toBe(404);
  });

  it('refuses to delete oneself', async () => {
    const response = await remove('admin@demo.test');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error_code: 'CANNOT_DELETE_SELF', detail: 'You cannot delete your own user.' });
    expect((await call('GET', '/user/profile', adminKey)).statusCode).toBe(200);
  });

  it('lets only an Admin delete an Admin, and refuses staff without users:manage and customers', async () => {
    const anAdmin = (await create(person({ role: 'Admin' }))).json();
    const user = (await create(person())).json();
    expect((await remove(user.email, staffKey)).statusCode).toBe(403);
    expect((await remove(user.email, customerKey)).statusCode).toBe(403);
    expect((await call('DELETE', `/users/${user.email}`)).statusCode).toBe(401);
    await withManagingStaff(async () => {
      expect((await remove(anAdmin.email, staffKey)).statusCode).toBe(403);
      expect((await remove('staff@demo.test', staffKey)).statusCode).toBe(409);
      expect((await remove(user.email, staffKey)).statusCode).toBe(204);
    });
    expect((await remove(anAdmin.email)).statusCode).toBe(204);
  });

  it("does not reach another tenant's user", async () => {
    const cleangasAdmin = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
    const email = newEmail('cleangas');
    const created = await t.app.inject({ method: 'POST', url: '/api/cleangas/users', headers: { 'user-key': cleangasAdmin }, payload: person({ email }) });
    expect(created.statusCode).toBe(201);
    expect((await remove(email)).statusCode).toBe(404);
    const still = await t.database.withTenant('cleangas', (db) => db.select().from(users).where(eq(users.email, email)));
    expect(still).toHaveLength(1);
  });
});

describe('DELETE /users/{email}/sessions (Sign Out Everywhere)', () => {
  const signOut = (email: string, key = adminKey) => call('DELETE', `/users/${encodeURIComponent(email)}/sessions`, key);

  it("ends every session of the user, who logs in again with the same password; the change log says how many ended", async () => {
    const email = newEmail('phone-lost');
    const created = (await create(person({ email, password: 'A-good-password', confirmed: true }))).json();
    const keys = [(await loginAs(t.app, 'demo', email, 'A-good-password')).body.user_key, (await loginAs(t.app, 'demo', email, 'A-good-password')).body.user_key];
    for (const key of keys) expect((await call('GET', '/user/profile', key)).statusCode).toBe(200);

    const response = await signOut(email.toUpperCase());
    expect(response.statusCode).toBe(204);
    for (const key of keys) expect((await call('GET', '/user/profile', key)).statusCode).toBe(401);
    expect((await loginAs(t.app, 'demo', email, 'A-good-password')).response.statusCode).toBe(200);
    const entries = await t.database.withTenant('demo', (db) => db.select().from(changeLog).where(eq(changeLog.target, `user:${created.user_id}`)));
    expect(entries.filter((e) => e.operationId === 'signOutEverywhere').map((e) => [e.actorUserId, e.before, e.after])).toEqual([[admin.user_id, { sessions: 2 }, { sessions: 0 }]]);
    // The staff member's own session is untouched.
    expect((await call('GET', '/user/profile', adminKey)).statusCode).toBe(200);
  });

  it('ends the login-as sessions opened onto the user too', async () => {
    const email = newEmail('watched');
    const created = (await create(person({ email, confirmed: true }))).json();
    const asThem = await t.app.inject({ method: 'POST', url: `/api/demo/login-as?user_id=${created.user_id}`, headers: { 'user-key': adminKey } });
    expect(asThem.statusCode).toBe(200);
    const key = asThem.json().user_key as string;
    expect((await call('GET', '/user/profile', key)).statusCode).toBe(200);
    expect((await signOut(email)).statusCode).toBe(204);
    expect((await call('GET', '/user/profile', key)).statusCode).toBe(401);
  });

  it('refuses the caller themselves (Log out ends their session), an unknown user, and an Admin to other staff', async () => {
    const self = await signOut('admin@demo.test');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error_code: 'CANNOT_SIGN_OUT_SELF' });
    expect((await call('GET', '/user/profile', adminKey)).statusCode).toBe(200);
    expect((await signOut('nobody@example.test')).statusCode).toBe(404);
    const user = (await create(person())).json();
    expect((await signOut(user.email, staffKey)).statusCode).toBe(403);
    expect((await signOut(user.email, customerKey)).statusCode).toBe(403);
    expect((await call('DELETE', `/users/${user.email}/sessions`)).statusCode).toBe(401);
    await withManagingStaff(async () => {
      expect((await signOut('admin@demo.test', staffKey)).statusCode).toBe(403);
      expect((await signOut(user.email, staffKey)).statusCode).toBe(204);
    });
  });
});

describe('POST /users/{email}/password-reset (Send Password Reset)', () => {
  const send = (email: string, key = adminKey) => call('POST', `/users/${encodeURIComponent(email)}/password-reset`, key);
  const resetWith = (userKey: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/demo/resetPassword', headers: { 'user-key': userKey }, payload: { new_password: password } });
  const linkKeyOf = (text: string) => /https:\/\/demo\.portal\.test\/password-reset\/complete\?user_key=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  it("mails Forgot Password's email; only the newest link works, once, and confirms the address; the change log names the user, never the link", async () => {
    const email = newEmail('forgot-it');
    const created = (await create(person({ email, password: 'A-good-password', confirmed: false }))).json();
    const first = await send(email.toUpperCase());
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: 'Email sent successfully!' });
    expect((await send(email)).statusCode).toBe(202);

    const [newest, earlier] = await mailsTo(email);
    expect(newest.subject).toBe('Reset your Demo Fuel Customer Portal password');
    expect(newest.text).toContain('Use the link below to choose a new password. The link works once and expires in one hour.');
    const [newKey, oldKey] = [linkKeyOf(newest.text), linkKeyOf(earlier.text)];
    expect(newKey).toBeDefined();
    expect((await resetWith(oldKey!, 'Chosen-password-1')).statusCode).toBe(401);
    expect((await resetWith(newKey!, 'Chosen-password-1')).statusCode).toBe(200);
    expect((await resetWith(newKey!, 'Chosen-password-2')).statusCode).toBe(401);
    expect((await loginAs(t.app, 'demo', email, 'Chosen-password-1')).response.statusCode).toBe(200);

    const entries = await t.database.withTenant('demo', (db) => db.select().from(changeLog).where(eq(changeLog.target, `user:${created.user_id}`)));
    const sent = entries.filter((e) => e.operationId === 'sendPasswordReset');
    expect(sent.map((e) => [e.actorUserId, e.before, e.after])).toEqual([
      [admin.user_id, null, { reset_link_mailed_to: email }],
      [admin.user_id, null, { reset_link_mailed_to: email }],
    ]);
    expect(JSON.stringify(sent)).not.toContain(newKey);
  });

  it("sends at most 3 an hour to one email from one session, as Forgot Password; the 4th mails nothing; refused callers spend only their own count", async () => {
    const email = newEmail('flooded');
    await create(person({ email, password: 'A-good-password', confirmed: true }));
    for (let i = 0; i < 3; i++) expect((await send(email, customerKey)).statusCode).toBe(403);
    expect((await send(email, customerKey)).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await send(email)).statusCode).toBe(202);
    const fourth = await send(email);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error_code: 'TOO_MANY_ATTEMPTS' });
    expect(fourth.headers['retry-after']).toBeDefined();
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('refuses an unknown user (404), callers without users:manage, and other staff on an Admin', async () => {
    const unknown = await send('nobody-at-all@example.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, error_code: 'NOT_FOUND', detail: 'User not found' });
    const email = newEmail('guarded');
    await create(person({ email, password: 'A-good-password', confirmed: true }));
    expect((await send(email, staffKey)).statusCode).toBe(403);
    expect((await send(email, customerKey)).statusCode).toBe(403);
    expect((await call('POST', `/users/${email}/password-reset`)).statusCode).toBe(401);
    // A session of another tenant is no session here.
    expect((await send(email, dispatcherKey)).statusCode).toBe(401);
    expect(await mailsTo(email)).toEqual([]);
    await withManagingStaff(async () => {
      const onAdmin = await send('admin@demo.test', staffKey);
      expect(onAdmin.statusCode).toBe(403);
      expect(onAdmin.json()).toMatchObject({ error_code: 'ADMIN_ONLY' });
      expect((await send(email, staffKey)).statusCode).toBe(202);
    });
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('demo password', () => {
  it('is the one the seed uses (guards the fixtures above)', async () => {
    expect((await loginAs(t.app, 'demo', 'admin@demo.test', DEMO_PASSWORD)).response.statusCode).toBe(200);
  });
});
