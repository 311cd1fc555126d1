/**
 * The audit trail (issue 14 item 9): back-office writes land in change_log with who, as whom,
 * when, what and before/after — never a secret — and GET /change-log lists them for admins,
 * filtered by actor, operation, target prefix and date range, each tenant seeing only its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog } from '../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { publishDocument } from './support/config-documents';

let t: TestApp;
let adminKey: string;
let staffKey: string;
let cleangasAdminKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  cleangasAdminKey = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
});
afterAll(() => t?.close());

interface Entry {
  id: number;
  at: string;
  operation_id: string;
  target: string;
  actor_email: string | null;
  on_behalf_of_email: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, key: string, payload?: object, tenant = 'demo') =>
  t.app.inject({ method, url: `/api/${tenant}${url}`, headers: { 'user-key': key }, ...(payload ? { payload } : {}) });
const changes = async (query: Record<string, string> = {}, key = adminKey, tenant = 'demo') => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/${tenant}/change-log`, query, headers: { 'user-key': key } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { content: Entry[]; totalElements: number };
};

let userId: number;
describe('a user update', () => {
  it('writes one change_log entry with the user before and after, and no password', async () => {
    const created = await call('POST', '/users', adminKey, { email: 'trail-user@example.test', first_name: 'Trail', last_name: 'User', role: 'User', password: 'Trail-Password-2026', confirmed: true });
    expect(created.statusCode, created.body).toBe(201);
    userId = (created.json() as { user_id: number }).user_id;
    const updated = await call('POST', `/users/${userId}`, adminKey, { first_name: 'Renamed' });
    expect(updated.statusCode, updated.body).toBe(200);

    const { content } = await changes({ target: `user:${userId}` });
    expect(content.map((e) => e.operation_id)).toEqual(['updateUser', 'createUser']);
    const [update, create] = content;
    expect(update).toMatchObject({ actor_email: 'admin@demo.test', on_behalf_of_email: null, target: `user:${userId}` });
    expect(update.before).toMatchObject({ first_name: 'Trail', email: 'trail-user@example.test' });
    expect(update.after).toMatchObject({ first_name: 'Renamed', display_name: 'Renamed User' });
    expect(create.before).toBeNull();
    // Nothing of the password anywhere in the trail, as listed or as stored.
    const stored = await t.database.withTenant('demo', (db) => db.select().from(changeLog));
    for (const text of [JSON.stringify(content), JSON.stringify(stored)]) {
      expect(text).not.toContain('Trail-Password-2026');
      expect(text).not.toMatch(/password_?hash|\$argon|\$scrypt/i);
    }
  });

  it('records config publishes and account changes too', async () => {
    await publishDocument(t.app, adminKey, 'departments', { departments: [{ id: 'billing', name: 'Billing' }] });
    const accountId = ((await call('GET', '/accounts/find?searchText=a&page=0&size=1', adminKey)).json() as { content: { account_id: string }[] }).content[0].account_id;
    expect((await call('POST', `/accounts/${accountId}`, adminKey, { account_status: 'active', comment: 'trail check' })).statusCode).toBe(200);
    const config = await changes({ target: 'config:departments' });
    expect(config.content.map((e) => e.operation_id)).toEqual(['publishConfigDocument', 'saveConfigDraft']);
    expect(config.content[0].after).toMatchObject({ override: { departments: [{ id: 'billing' }] } });
    const account = await changes({ operation: 'updateAccount' });
    expect(account.content[0]).toMatchObject({ target: `account:${accountId}`, after: { account_status: 'active', comment: 'trail check' } });
  });
});

describe('GET /change-log filters', () => {
  it('by actor email, operation, target prefix and date range, combined', async () => {
    expect((await changes({ actor: 'ADMIN@demo.test' })).totalElements).toBeGreaterThanOrEqual(4);
    expect((await changes({ actor: 'nobody@example.test' })).totalElements).toBe(0);
    const users = await changes({ target: 'user:' });
    expect(users.content.every((e) => e.target.startsWith('user:'))).toBe(true);
    expect((await changes({ operation: 'createUser', target: 'user:' })).content.every((e) => e.operation_id === 'createUser')).toBe(true);
    // A prefix's own wildcards are literal: `%` matches no target.
    expect((await changes({ target: '%' })).totalElements).toBe(0);
    const all = await changes({ size: '100' });
    const newest = all.content[0].at;
    expect((await changes({ from: newest, size: '100' })).content.every((e) => e.at >= newest)).toBe(true);
    expect((await changes({ to: newest, size: '100' })).content.every((e) => e.at < newest)).toBe(true);
    expect((await changes({ from: new Date(Date.now() + 86_400_000).toISOString() })).totalElements).toBe(0);
  });

  it('pages newest first', async () => {
    const first = await changes({ size: '2', page: '0' });
    const second = await changes({ size: '2', page: '1' });
    expect(first.content).toHaveLength(2);
    expect(second.content[0].id).toBeLessThan(first.content[1].id);
  });

  it('is for audit:read (staff 403) and each tenant sees only its own trail', async () => {
    expect((await call('GET', '/change-log', staffKey)).statusCode).toBe(403);
    const other = await changes({ size: '100' }, cleangasAdminKey, 'cleangas');
    expect(other.content.some((e) => e.target === `user:${userId}`)).toBe(false);
    expect(other.content.every((e) => e.actor_email !== 'trail-user@example.test')).toBe(true);
  });

  it('refuses a malformed date (400)', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/demo/change-log?from=yesterday', headers: { 'user-key': adminKey } });
    expect(answer.statusCode).toBe(400);
  });
});
