import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import { sessions, users } from '../../src/server/db/schema';
import { createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from './support/test-app';

const MINUTE = 60 * 1000;
let clock = new Date('2026-05-04T09:00:00.000Z');
let t: TestApp;
let customerId: number;
let customerAccounts: string[];
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const customer = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
  customerId = customer.user_id;
  customerAccounts = customer.account_ids;
});
afterAll(() => t.close());
// Each test starts two hours later, so no session of an earlier test is still alive.
beforeEach(() => {
  clock = new Date(clock.getTime() + 120 * MINUTE);
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, key?: string, payload?: unknown, tenant = 'demo') =>
  t.app.inject({ method, url: `/api/${tenant}${url}`, headers: key ? { 'user-key': key } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const keyOf = async (email: string, tenant = 'demo') => (await loginAs(t.app, tenant, email)).body.user_key;
const loginAsUser = (key: string | undefined, userId: number | string, tenant = 'demo') => call('POST', `/login-as?user_id=${userId}`, key, undefined, tenant);
const auditLog = async (adminKey?: string) => (await call('GET', '/audit-log?size=1000', adminKey ?? (await keyOf('admin@demo.test')))).json();

let serial = 0;
async function newUser(role: string, confirmed = true) {
  const email = `imp-${++serial}@example.test`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [row] = await t.database.withTenant('demo', (db) =>
    db.insert(users).values({ tenantId: 'demo', email, passwordHash, role, firstName: 'Imp', lastName: `Tester ${serial}`, displayName: `Imp Tester ${serial}`, confirmed }).returning(),
  );
  return row;
}

describe('POST /login-as', () => {
  it("lets an Admin log in as a customer: the customer's session info, marked impersonating", async () => {
    const adminKey = await keyOf('admin@demo.test');
    const response = await loginAsUser(adminKey, customerId);
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info).toMatchObject({ user_id: customerId, role: 'User', level: 0, impersonating: true, account_ids: [...customerAccounts].sort() });
    expect(info.user_key).not.toBe(adminKey);
    const accounts = await call('GET', '/accounts/for-user', info.user_key);
    expect(accounts.json().map((a: { account_id: string }) => a.account_id).sort()).toEqual([...customerAccounts].sort());
    // The impersonated session is a customer's: staff operations are closed to it.
    expect((await call('GET', '/users', info.user_key)).statusCode).toBe(403);
  });

  it('lets staff holding users:login-as do it too, and records the start in the audit log', async () => {
    const response = await loginAsUser(await keyOf('staff@demo.test'), customerId);
    expect(response.statusCode).toBe(200);
    const [newest] = (await auditLog()).content;
    expect(newest).toMatchObject({ operation_id: 'loginAs', method: 'POST', status: 200, actor_email: 'staff@demo.test', subject_email: 'customer@demo.test', subject_user_id: customerId });
    expect(newest.path).toBe(`/api/demo/login-as?user_id=${customerId}`);
  });

  it('refuses a role without users:login-as, a customer and an anonymous caller', async () => {
    const dispatcher = await keyOf('staff@demo.test', 'cleangas');
    const cleangasCustomer = (await loginAs(t.app, 'cleangas', 'customer@demo.test')).body.user_id;
    expect((await loginAsUser(dispatcher, cleangasCustomer, 'cleangas')).statusCode).toBe(403);
    expect((await loginAsUser(await keyOf('customer@demo.test'), customerId)).statusCode).toBe(403);
    expect((await loginAsUser(undefined, customerId)).statusCode).toBe(401);
  });

  it('never logs in as an Admin or another staff user', async () => {
    const adminKey = await keyOf('admin@demo.test');
    const staff = await newUser('Customer Service');
    const anAdmin = await newUser('Admin');
    for (const target of [staff, anAdmin]) {
      const response = await loginAsUser(adminKey, target.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'NOT_A_CUSTOMER', detail: `Login As is only for customers; a ${target.role} user cannot be logged in as.` });
    }
    const admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body;
    expect((await loginAsUser(admin.user_key, admin.user_id)).statusCode).toBe(403);
  });

  it('refuses an unconfirmed customer, an unknown user and a missing or malformed user_id', async () => {
    const adminKey = await keyOf('admin@demo.test');
    const unconfirmed = await newUser('User', false);
    const response = await loginAsUser(adminKey, unconfirmed.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error_code: 'USER_NOT_CONFIRMED', detail: 'This user has not confirmed their email address yet. Confirm the user first.' });
    expect((await loginAsUser(adminKey, 999_999)).statusCode).toBe(404);
    expect((await call('POST', '/login-as', adminKey)).statusCode).toBe(400);
    expect((await loginAsUser(adminKey, 'customer@demo.test')).statusCode).toBe(400);
  });

  it('refuses a login-as from a session that is already impersonating', async () => {
    const impersonated = (await loginAsUser(await keyOf('admin@demo.test'), customerId)).json().user_key;
    const other = await newUser('User');
    const response = await loginAsUser(impersonated, other.id);
    expect(response.statusCode).toBe(403);
  });

  it("does not reach another tenant's users", async () => {
    const cleangasAdmin = await keyOf('admin@demo.test', 'cleangas');
    expect((await loginAsUser(cleangasAdmin, customerId)).statusCode).toBe(401);
    expect((await loginAsUser(cleangasAdmin, customerId, 'cleangas')).statusCode).toBe(404);
  });
});

describe('while impersonating', () => {
  it('audits every write with both identities, newest first; reads and own writes are not audited', async () => {
    const adminKey = await keyOf('admin@demo.test');
    const staffKey = await keyOf('staff@demo.test');
    const impersonated = (await loginAsUser(staffKey, customerId)).json().user_key;
    const before = (await auditLog(adminKey)).totalElements;

    expect((await call('GET', '/user/profile', impersonated)).statusCode).toBe(200);
    expect((await call('GET', '/accounts/for-user', impersonated)).statusCode).toBe(200);
    expect((await auditLog(adminKey)).totalElements).toBe(before);

    const profile = (await call('GET', '/user/profile', impersonated)).json();
    const write = await call('POST', '/user/profile', impersonated, { first_name: profile.first_name, last_name: profile.last_name, paperless_delivery: true });
    expect(write.statusCode).toBe(200);
    const log = await auditLog(adminKey);
    expect(log.totalElements).toBe(before + 1);
    expect(log.content[0]).toMatchObject({
      operation_id: 'updateProfile',
      method: 'POST',
      path: '/api/demo/user/profile',
      status: 200,
      actor_email: 'staff@demo.test',
      subject_user_id: customerId,
      subject_email: 'customer@demo.test',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    });

    // A write refused before it happens changes nothing and records nothing.
    expect((await call('POST', '/user/profile', impersonated, { first_name: '' })).statusCode).toBe(400);
    // The customer's own writes are theirs alone.
    const own = await keyOf('customer@demo.test');
    expect((await call('POST', '/user/profile', own, { first_name: profile.first_name, last_name: profile.last_name })).statusCode).toBe(200);
    expect((await auditLog(adminKey)).totalElements).toBe(before + 1);
  });

  it("keeps the staff user's own key working, sliding with the impersonated session", async () => {
    const staffKey = await keyOf('staff@demo.test');
    const idleKey = await keyOf('staff@demo.test');
    const impersonated = (await loginAsUser(staffKey, customerId)).json().user_key;
    expect((await call('GET', '/users', staffKey)).statusCode).toBe(200);

    for (let step = 0; step < 3; step++) {
      clock = new Date(clock.getTime() + 45 * MINUTE);
      expect((await call('GET', '/accounts/for-user', impersonated)).statusCode).toBe(200);
    }
    // 135 minutes on: a session nobody used has expired; the staff session lived on through the customer's.
    expect((await call('GET', '/users/permissions', idleKey)).statusCode).toBe(401);
    expect((await call('GET', '/users', staffKey)).statusCode).toBe(200);

    // Leaving the customer ("view my account") keeps the staff session.
    expect((await call('GET', '/logout', impersonated)).statusCode).toBe(204);
    expect((await call('GET', '/user/profile', impersonated)).statusCode).toBe(401);
    expect((await call('GET', '/user/profile', staffKey)).json().email).toBe('staff@demo.test');
  });

  it('ends when the staff user is deleted; the audit log keeps the entries of deleted users', async () => {
    const adminKey = await keyOf('admin@demo.test');
    const staff = await newUser('Customer Service');
    const customer = await newUser('User');
    const staffKey = await keyOf(staff.email);
    const impersonated = (await loginAsUser(staffKey, customer.id)).json().user_key;
    expect((await call('POST', '/user/profile', impersonated, { first_name: 'Changed', last_name: 'By Staff' })).statusCode).toBe(200);

    expect((await call('DELETE', `/users/${staff.email}`, adminKey)).statusCode).toBe(204);
    expect((await call('GET', '/user/profile', impersonated)).statusCode).toBe(401);
    const remaining = await t.database.withTenant('demo', (db) => db.select().from(sessions).where(eq(sessions.impersonatorId, staff.id)));
    expect(remaining).toEqual([]);

    expect((await call('DELETE', `/users/${customer.email}`, adminKey)).statusCode).toBe(204);
    const entries = (await auditLog(adminKey)).content.filter((e: { actor_user_id: number }) => e.actor_user_id === staff.id);
    expect(entries.map((e: { operation_id: string }) => e.operation_id)).toEqual(['updateProfile', 'loginAs']);
    expect(entries[0]).toMatchObject({ actor_email: '(deleted user)', subject_email: '(deleted user)', subject_user_id: customer.id });
  });
});

describe('GET /audit-log', () => {
  it('answers a page, newest first', async () => {
    const adminKey = await keyOf('admin@demo.test');
    const all = await auditLog(adminKey);
    expect(all.totalElements).toBeGreaterThanOrEqual(3);
    const ats = all.content.map((e: { at: string }) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const page = (await call('GET', '/audit-log?page=1&size=2', adminKey)).json();
    expect(page).toMatchObject({ pageNumber: 1, size: 2, totalElements: all.totalElements, numberOfElements: 2 });
    expect(page.content).toEqual(all.content.slice(2, 4));
  });

  it('is for Admin only: staff without audit:read, customers, impersonated sessions and anonymous callers are refused', async () => {
    const staffKey = await keyOf('staff@demo.test');
    expect((await call('GET', '/audit-log', staffKey)).statusCode).toBe(403);
    expect((await call('GET', '/audit-log', await keyOf('customer@demo.test'))).statusCode).toBe(403);
    const impersonated = (await loginAsUser(staffKey, customerId)).json().user_key;
    expect((await call('GET', '/audit-log', impersonated)).statusCode).toBe(403);
    expect((await call('GET', '/audit-log')).statusCode).toBe(401);
  });

  it("shows only the tenant's own entries", async () => {
    const cleangasAdmin = await keyOf('admin@demo.test', 'cleangas');
    const log = (await call('GET', '/audit-log', cleangasAdmin, undefined, 'cleangas')).json();
    expect(log).toMatchObject({ totalElements: 0, empty: true });
  });
});

describe('a login-as session lives only as long as the staff session that opened it', () => {
  /** A fresh Customer Service user, signed in, logged in as the demo customer. */
  async function impersonation() {
    const staff = await newUser('Customer Service');
    const staffKey = await keyOf(staff.email);
    const customerKey = (await loginAsUser(staffKey, customerId)).json().user_key as string;
    expect((await call('GET', '/accounts/for-user', customerKey)).statusCode).toBe(200);
    return { staff, staffKey, customerKey };
  }
  const works = async (key: string) => (await call('GET', '/users/permissions', key)).statusCode;

  it('ends when the staff user logs out', async () => {
    const { staffKey, customerKey } = await impersonation();
    expect((await call('GET', '/logout', staffKey)).statusCode).toBe(204);
    expect(await works(customerKey)).toBe(401);
  });

  it('ends when the staff session has expired, even if the customer session was used since', async () => {
    const { staff, customerKey } = await impersonation();
    await t.database.withTenant('demo', (db) => db.update(sessions).set({ expiresAt: new Date(clock.getTime() - 1000) }).where(eq(sessions.userId, staff.id)));
    expect(await works(customerKey)).toBe(401);
  });

  it('ends when the staff user loses the role that may log in as customers', async () => {
    const { staff, customerKey } = await impersonation();
    // Straight in the table, as a directory sync would: the session check itself notices.
    await t.database.withTenant('demo', (db) => db.update(users).set({ role: 'User' }).where(eq(users.id, staff.id)));
    expect(await works(customerKey)).toBe(401);
  });

  it('ends when an Admin changes the staff user’s role, with every session of theirs', async () => {
    const { staff, staffKey, customerKey } = await impersonation();
    const changed = await call('POST', `/users/${staff.id}`, await keyOf('admin@demo.test'), { role: 'User' });
    expect(changed.statusCode).toBe(200);
    expect(await works(staffKey)).toBe(401);
    expect(await works(customerKey)).toBe(401);
  });

  it('keeps the staff session alive while the customer session is used ("view my account")', async () => {
    const { staffKey, customerKey } = await impersonation();
    for (let step = 0; step < 3; step++) {
      clock = new Date(clock.getTime() + 40 * MINUTE);
      expect(await works(customerKey)).toBe(200);
    }
    expect(await works(staffKey)).toBe(200);
  });
});

describe('absolute session lifetime', () => {
  it('ends a session 12 hours after it began however busy it is, and a new login starts afresh', async () => {
    const key = await keyOf('customer@demo.test');
    // A call every 50 minutes keeps the 60-minute idle timeout from ever ending it.
    for (let elapsed = 50; elapsed < 12 * 60; elapsed += 50) {
      clock = new Date(clock.getTime() + 50 * MINUTE);
      expect((await call('GET', '/users/permissions', key)).statusCode, `after ${elapsed} minutes`).toBe(200);
    }
    clock = new Date(clock.getTime() + 50 * MINUTE);
    const ended = await call('GET', '/users/permissions', key);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error_code).toBe('SESSION_EXPIRED');
    expect((await call('GET', '/users/permissions', await keyOf('customer@demo.test'))).statusCode).toBe(200);
  });
});
