/**
 * Requests logging in as DATABASE_APP_URL, a role that owns nothing (PostgreSQL only: PGlite has
 * one session and no logins; the api-pglite project leaves out *-postgres.test.ts files).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/connect';
import type { Db } from '../../src/server/db/database';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

const ownerLogin = async (owner: Db) => ((await owner.execute(sql`select current_user as who`)) as unknown as { rows: { who: string }[] }).rows[0].who;

/** Who runs a request's queries, and what they own; session_role is what the session returns to after the transaction. */
const rolesInsideWithTenant = async (t: TestApp) =>
  t.database.withTenant('demo', async (db) => {
    const row = async () =>
      (
        (await db.execute(sql`
          select current_user as role, session_user as login,
                 (select count(*)::int from pg_tables where tableowner = current_user) as owned_by_role,
                 (select count(*)::int from pg_tables where tableowner = session_user) as owned_by_login`)) as unknown as {
          rows: { role: string; login: string; owned_by_role: number; owned_by_login: number }[];
        }
      ).rows[0];
    const inside = await row();
    await db.execute(sql`set local role to default`);
    return { ...inside, session_role: (await row()).role };
  });

describe('requests logging in as DATABASE_APP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { appLogin: true });
  });
  afterAll(() => t.close());

  it('run as a login that is not the owner and owns nothing', async () => {
    const owner = await ownerLogin(t.database.owner);
    const roles = await rolesInsideWithTenant(t);
    expect(roles).toMatchObject({ role: 'portal_app', owned_by_role: 0, owned_by_login: 0, session_role: 'portal_app' });
    expect(roles.login).toMatch(/^portal_test_app_/);
    expect(roles.login).not.toBe(owner);
  });

  it('sign the demo customer in and answer their accounts', async () => {
    const { response, body } = await loginAs(t.app, 'demo', 'customer@demo.test');
    expect(response.statusCode).toBe(200);
    const accounts = await t.app.inject({ method: 'GET', url: '/api/demo/accounts/for-user', headers: { 'user-key': body.user_key } });
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json()).toHaveLength(2);
  });

  it('refuse to start with a login that owns tables', async () => {
    await expect(openDatabase({ databaseUrl: t.postgresUrl!, appDatabaseUrl: t.postgresUrl! })).rejects.toThrow(/DATABASE_APP_URL logs in as \w+, which owns \d+ tables/);
  });
});
