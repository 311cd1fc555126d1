/**
 * A login racing a password change (PostgreSQL: requests really run side by side). The login reads
 * the user FOR SHARE, so a change in flight makes it wait and then read the new password; and a
 * change that starts after the login read waits for the login's session to commit, so its
 * revocation sees that session. Without the lock, a login with the old password could commit a
 * session the change never saw.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

let t: TestApp;
let owner: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = new pg.Client({ connectionString: t.postgresUrl });
  await owner.connect();
});
afterAll(async () => {
  await owner.end();
  await t.close();
});

const login = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/demo/login', headers: { 'content-type': 'application/json' }, payload: { user_id: 'staff@demo.test', password, app_id: '', app_url: '' } });

describe('a login while the password changes', () => {
  it('waits for the change in flight and is then judged by the new password', async () => {
    const newHash = await hashPassword('A-brand-new-password-1');
    await owner.query('begin');
    try {
      await owner.query(`update users set password_hash = $1 where tenant_id = 'demo' and email = 'staff@demo.test'`, [newHash]);
      let settled = false;
      const racing = login(DEMO_PASSWORD).then((answer) => {
        settled = true;
        return answer;
      });
      // The login cannot finish while the change holds the row: it is waiting on the lock.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
      await owner.query('commit');
      expect((await racing).statusCode).toBe(401);
    } catch (error) {
      await owner.query('rollback');
      throw error;
    }
    expect((await login('A-brand-new-password-1')).statusCode).toBe(200);
  });
});
