import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import { hashKey } from '../../src/server/auth/sessions';
import { sessions, users } from '../../src/server/db/schema';
import { createTestApp, loginAs, DEMO_PASSWORD, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /login', () => {
  it('signs a customer in with the session user info', async () => {
    const { response, body } = await loginAs(t.app, 'demo', 'customer@demo.test');
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ role: 'User', level: 0, impersonating: false, locale: 'en-US' });
    expect(body.account_ids).toHaveLength(2);
    // 32 random bytes in base64url: at least 128 bits, as the issue asks.
    expect(body.user_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.json().tenant.tenant).toMatchObject({ name: 'Demo Fuel Co.', uri: '/api/demo' });
  });

  it('accepts the username in any case', async () => {
    const { response } = await loginAs(t.app, 'demo', '  Admin@Demo.TEST ');
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('Admin');
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const wrong = await loginAs(t.app, 'demo', 'customer@demo.test', 'not-the-password');
    const unknown = await loginAs(t.app, 'demo', 'nobody@demo.test', 'not-the-password');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    // Identical but for the request's own id.
    const { request_id: wrongId, ...wrongBody } = wrong.response.json();
    const { request_id: unknownId, ...unknownBody } = unknown.response.json();
    expect(wrongBody).toEqual(unknownBody);
    expect(wrongId).not.toBe(unknownId);
    expect(wrong.response.json()).toMatchObject({ status: 401, detail: 'Invalid username or password', error_code: 'INVALID_CREDENTIALS' });
    expect(wrong.response.headers['content-type']).toContain('application/problem+json');
  });

  it('lists every missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/login', payload: {} });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error_code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body/user_id', message: 'Value missing' },
        { path: 'body/password', message: 'Value missing' },
      ]),
    );
  });

  it('refuses malformed JSON with a problem', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/login', headers: { 'content-type': 'application/json' }, payload: '{"user_id":' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe('INVALID_JSON');
  });

  it('does not let a user of one tenant sign in to another', async () => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await t.database.withTenant('demo', (db) =>
      db.insert(users).values({ tenantId: 'demo', email: 'only-demo@demo.test', passwordHash, role: 'User', confirmed: true }),
    );
    expect((await loginAs(t.app, 'demo', 'only-demo@demo.test')).response.statusCode).toBe(200);
    const other = await loginAs(t.app, 'cleangas', 'only-demo@demo.test');
    expect(other.response.statusCode).toBe(401);
    expect(other.response.json().error_code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a key of one tenant on another tenant', async () => {
    const { body } = await loginAs(t.app, 'cleangas', 'admin@demo.test');
    const response = await t.app.inject({ method: 'GET', url: '/api/demo/users/permissions', headers: { 'user-key': body.user_key } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unconfirmed user with a clear message', async () => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await t.database.withTenant('demo', (db) =>
      db.insert(users).values({ tenantId: 'demo', email: 'unconfirmed@demo.test', passwordHash, role: 'User', confirmed: false }),
    );
    const { response } = await loginAs(t.app, 'demo', 'unconfirmed@demo.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/not verified/);
  });

  it('stores only a hash of the user key', async () => {
    const { body } = await loginAs(t.app, 'demo', 'staff@demo.test');
    const rows = await t.database.withTenant('demo', (db) => db.select().from(sessions));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.keyHash === body.user_key)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.keyHash))).toBe(true);
  });
});

describe('session key', () => {
  const permissions = (key: string) => t.app.inject({ method: 'GET', url: '/api/demo/users/permissions', headers: { 'user-key': key } });

  it('is required by authenticated operations', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/demo/users/permissions' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error_code: 'UNAUTHENTICATED', detail: 'Unauthorized' });
  });

  it('stops working after GET /logout', async () => {
    const { body } = await loginAs(t.app, 'demo', 'customer@demo.test');
    expect((await permissions(body.user_key)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'GET', url: '/api/demo/logout', headers: { 'user-key': body.user_key, 'content-type': 'application/json' } });
    expect(logout.statusCode).toBe(204);
    const after = await permissions(body.user_key);
    expect(after.statusCode).toBe(401);
    expect(after.json().error_code).toBe('SESSION_EXPIRED');
  });

  it('is refused once expired, and slides forward while in use', async () => {
    const { body } = await loginAs(t.app, 'demo', 'customer@demo.test');
    const expiry = async () =>
      (await t.database.withTenant('demo', (db) => db.select({ e: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, body.user_id)))).map((r) => r.e.getTime());
    await t.database.withTenant('demo', (db) => db.update(sessions).set({ expiresAt: sql`now() + interval '5 minutes'` }).where(eq(sessions.userId, body.user_id)));
    const before = Math.max(...(await expiry()));
    expect((await permissions(body.user_key)).statusCode).toBe(200);
    const slid = Math.max(...(await expiry()));
    expect(slid - before).toBeGreaterThan(50 * 60 * 1000);

    await t.database.withTenant('demo', (db) => db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.userId, body.user_id)));
    const expired = await permissions(body.user_key);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error_code: 'SESSION_EXPIRED', detail: 'Your session has timed out' });
  });

  it('writes the sliding expiry only once it is more than a minute behind', async () => {
    const { body } = await loginAs(t.app, 'demo', 'customer@demo.test');
    const setExpiry = (at: Date) => t.database.withTenant('demo', (db) => db.update(sessions).set({ expiresAt: at }).where(eq(sessions.keyHash, hashKey(body.user_key))));
    const expiry = async () =>
      (await t.database.withTenant('demo', (db) => db.select({ e: sessions.expiresAt }).from(sessions).where(eq(sessions.keyHash, hashKey(body.user_key)))))[0].e.getTime();
    // Extended 30 seconds ago: the call only reads the session.
    const fresh = new Date(Date.now() + 60 * 60 * 1000 - 30 * 1000);
    await setExpiry(fresh);
    expect((await permissions(body.user_key)).statusCode).toBe(200);
    expect(await expiry()).toBe(fresh.getTime());
    // Extended two minutes ago: the call slides it forward again.
    const stale = new Date(Date.now() + 60 * 60 * 1000 - 120 * 1000);
    await setExpiry(stale);
    expect((await permissions(body.user_key)).statusCode).toBe(200);
    expect(await expiry()).toBeGreaterThan(stale.getTime() + 60 * 1000);
  });

  it('answers the permissions of the role', async () => {
    const admin = await loginAs(t.app, 'demo', 'admin@demo.test');
    expect((await permissions(admin.body.user_key)).json()).toEqual(['*', 'outbox:read']);
    const staff = await loginAs(t.app, 'demo', 'staff@demo.test');
    expect((await permissions(staff.body.user_key)).json()).toContain('accounts:search');
    const customer = await loginAs(t.app, 'demo', 'customer@demo.test');
    expect((await permissions(customer.body.user_key)).json()).toEqual([]);
  });
});
