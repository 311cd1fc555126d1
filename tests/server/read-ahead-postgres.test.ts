/**
 * A read sent ahead with the session check (db/pinned-read.ts, db/database.ts ReadAhead): on
 * PostgreSQL a page of records travels with the check, so what it must never weaken is checked
 * here — an ended session is refused on the very next request, the read runs under the request's
 * own tenant on a connection another tenant used last, and a read ahead that fails or is not the
 * handler's costs nothing but itself.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, ReadAhead } from '../../src/server/db/database';
import { accounts, sessions } from '../../src/server/db/schema';
import { hashKey } from '../../src/server/auth/sessions';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

let t: TestApp;
let accountId: string;

beforeAll(async () => {
  // One request connection: every request reuses the connection the previous one left scoped.
  process.env.PG_POOL_SIZE = '1';
  t = await createTestApp();
  delete process.env.PG_POOL_SIZE;
  accountId = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.account_ids[0];
});
afterAll(() => t?.close());

const page = (key: string) => t.app.inject({ method: 'GET', url: `/api/demo/accounts/${accountId}/transactions?page=0&size=5`, headers: { 'user-key': key } });

describe('a session that has ended is refused on the next page view, its page read ahead dropped', () => {
  it('after logout', async () => {
    const { user_key: key } = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
    expect((await page(key)).json().content.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/logout', headers: { 'user-key': key } })).statusCode).toBe(204);
    const after = await page(key);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error_code: 'SESSION_EXPIRED' });
    expect(after.json()).not.toHaveProperty('content');
  });

  it('once expired', async () => {
    const { user_key: key } = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
    expect((await page(key)).statusCode).toBe(200);
    await t.database.withTenant('demo', (db) => db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.keyHash, hashKey(key))));
    const after = await page(key);
    expect(after.statusCode).toBe(401);
    expect(after.json()).not.toHaveProperty('content');
  });
});

/** A read request as the pipeline makes one: `open` scopes the connection first, `readAhead` goes right behind it. */
function readWithAhead<T>(tenantId: string, readAhead: ((db: Db) => ReadAhead | undefined) | undefined, fn: (db: Db, ahead: ReadAhead | undefined) => Promise<T>, open = scope(tenantId)) {
  return t.database.withRequest(tenantId, 'read', open, (db, _opened, ahead) => fn(db, ahead), readAhead);
}
/** Sends its statement at once, as requestCaller's prepared statement does (a drizzle query only goes out once something awaits it). */
const scope = (tenantId: string) => (db: Db, local: boolean) => db.execute(sql`select set_config('app.tenant', ${tenantId}, ${local})`).then((r) => r);
const tenantsOfAccounts = (db: Db): ReadAhead => ({ key: 'accounts', rows: db.select({ tenantId: accounts.tenantId }).from(accounts) });

describe('a read ahead', () => {
  it('runs under its own request’s tenant on a connection another tenant used last', async () => {
    for (const tenantId of ['demo', 'cleangas', 'demo', 'cleangas']) {
      const rows = (await readWithAhead(tenantId, tenantsOfAccounts, async (_db, ahead) => ahead!.rows)) as { tenantId: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.tenantId))).toEqual(new Set([tenantId]));
    }
  });

  it('is not sent when the scoping statement was not on the wire first', async () => {
    let asked = false;
    const lateOpen = async (db: Db, local: boolean) => {
      await Promise.resolve();
      return scope('demo')(db, local);
    };
    const ahead = await readWithAhead(
      'demo',
      (db) => ((asked = true), tenantsOfAccounts(db)),
      async (_db, given) => given,
      lateOpen,
    );
    expect(asked).toBe(false);
    expect(ahead).toBeUndefined();
  });

  it('that fails leaves the request its connection, still scoped to its tenant', async () => {
    const failing = (db: Db): ReadAhead => ({ key: 'broken', rows: db.execute(sql`select 1 / 0`) as unknown as Promise<unknown[]> });
    const tenants = await readWithAhead('cleangas', failing, async (db, ahead) => {
      await expect(ahead!.rows).rejects.toThrow();
      return (await db.select({ tenantId: accounts.tenantId }).from(accounts)).map((r) => r.tenantId);
    });
    expect(new Set(tenants)).toEqual(new Set(['cleangas']));
  });

  it('that throws before sending anything is simply not there', async () => {
    const ahead = await readWithAhead(
      'demo',
      () => {
        throw new Error('a cursor that does not decode');
      },
      async (_db, given) => given,
    );
    expect(ahead).toBeUndefined();
  });
});
