/**
 * Requests never run as a role that owns the tables. PostgreSQL: the request pool's sessions start
 * as portal_app, and with DATABASE_APP_URL they log in as a role that owns nothing (app-role-postgres.test.ts). PGlite has one
 * session, so only the transaction switches to portal_app (see rls.test.ts for what it leaves behind).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database';
import { createTestApp, type TestApp } from './support/test-app';

const onPostgres = process.env.TEST_DB === 'postgres';

interface Roles {
  role: string;
  login: string;
  owned_by_role: number;
  owned_by_login: number;
  session_role: string;
}

/** Who runs a request's queries, and what they own; session_role is what the session returns to after the transaction. */
const rolesInsideWithTenant = async (t: TestApp): Promise<Roles> =>
  t.database.withTenant('demo', async (db) => {
    const row = async () =>
      (
        (await db.execute(sql`
          select current_user as role, session_user as login,
                 (select count(*)::int from pg_tables where tableowner = current_user) as owned_by_role,
                 (select count(*)::int from pg_tables where tableowner = session_user) as owned_by_login`)) as unknown as { rows: Omit<Roles, 'session_role'>[] }
      ).rows[0];
    const inside = await row();
    await db.execute(sql`set local role to default`);
    return { ...inside, session_role: (await row()).role };
  });

const ownerLogin = async (owner: Db) => ((await owner.execute(sql`select current_user as who`)) as unknown as { rows: { who: string }[] }).rows[0].who;

describe('the role requests run as', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('owns no table', async () => {
    expect(await rolesInsideWithTenant(t)).toMatchObject({ role: 'portal_app', owned_by_role: 0 });
  });

  it('is portal_app for the whole session on PostgreSQL, whose login is not the owner; on PGlite, whose one session the owner shares, only in the transaction', async () => {
    const owner = await ownerLogin(t.database.owner);
    const roles = await rolesInsideWithTenant(t);
    if (onPostgres) {
      expect(roles.role).not.toBe(owner);
      expect(roles.session_role).toBe('portal_app');
    } else {
      expect(roles.session_role).toBe(owner);
    }
  });
});
