/**
 * Row-level security on every tenant table the catalog holds, not a hand-picked few: a query that
 * filters nothing sees only its tenant's rows, writes for another tenant are refused, and nothing is
 * visible without a tenant. Probe rows make each check meaningful on a table that holds no data yet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { scopedTransaction, type Db } from '../../src/server/db/database';
import { inRolledBackTransaction, probeInsert, requiredColumns } from './support/probe-row';
import { tenantTablesOf } from './support/tenant-catalog';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let tables: string[];
const columns = new Map<string, Awaited<ReturnType<typeof requiredColumns>>>();
beforeAll(async () => {
  t = await createTestApp();
  tables = await tenantTablesOf(t.database.owner);
  for (const table of tables) columns.set(table, await requiredColumns(t.database.owner, table));
});
afterAll(() => t.close());

const ACCEPTED = 'accepted';
const REFUSED = 'refused by row-level security';
class Rollback extends Error {}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const probe = (table: string, tenant: string) => probeInsert(table, columns.get(table)!, tenant);
const countOf = async (db: Db, table: string, where = sql`true`) =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`))[0].n;

/** The same check on every table, as { table: result }, so a failure names its table. */
async function eachTable<T>(check: (table: string) => Promise<T>): Promise<Record<string, T>> {
  const results: Record<string, T> = {};
  for (const table of tables) results[table] = await check(table);
  return results;
}
const everyTable = <T>(value: T) => Object.fromEntries(tables.map((table) => [table, value]));

/** The error and its causes: drizzle wraps the database's own error. */
function errorChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let e = error; e instanceof Error; e = e.cause) chain.push(e);
  return chain;
}
const isRlsRefusal = (error: unknown) => errorChain(error).some((e) => (e as { code?: string }).code === '42501' && /row-level security/.test(e.message));

/** What became of `write` in a transaction scoped to `tenant`, which is always rolled back. */
async function outcomeOf(tenant: string, write: (db: Db) => Promise<unknown>): Promise<string> {
  try {
    await t.database.withTenant(tenant, async (db) => {
      await write(db);
      throw new Rollback();
    });
    return 'committed';
  } catch (error) {
    if (error instanceof Rollback) return ACCEPTED;
    return isRlsRefusal(error) ? REFUSED : `failed: ${errorChain(error).at(-1)?.message ?? String(error)}`;
  }
}

describe('row-level security on every tenant table', () => {
  it('reads the tenant tables from the catalog', () => {
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'accounts', 'transactions', 'workflow_items']));
  });

  it('shows each tenant exactly its own rows when the query filters nothing', async () => {
    // The test's owner login is a superuser, which row-level security never restricts: it counts every tenant's rows.
    const owned = await eachTable(async (table) =>
      rowsOf<{ demo: number; cleangas: number }>(
        await t.database.owner.execute(sql`select count(*) filter (where tenant_id = 'demo')::int as demo, count(*) filter (where tenant_id = 'cleangas')::int as cleangas from ${sql.identifier(table)}`),
      )[0],
    );
    const seen = await eachTable(async (table) => {
      const view = (tenant: string) => t.database.withTenant(tenant, async (db) => ({ rows: await countOf(db, table), others: await countOf(db, table, sql`tenant_id <> ${tenant}`) }));
      return { demo: await view('demo'), cleangas: await view('cleangas') };
    });
    expect(seen).toEqual(Object.fromEntries(tables.map((table) => [table, { demo: { rows: owned[table].demo, others: 0 }, cleangas: { rows: owned[table].cleangas, others: 0 } }])));
    // The seed fills these for both tenants, so the comparison above is not of empty tables.
    const filled = tables.filter((table) => owned[table].demo > 0 && owned[table].cleangas > 0);
    expect(filled).toEqual(expect.arrayContaining(['users', 'accounts', 'user_accounts', 'locations', 'drops', 'transactions', 'deliveries', 'account_documents']));
  });

  it('accepts a row for the scoped tenant and refuses one for another tenant', async () => {
    const results = await eachTable(async (table) => ({
      own: await outcomeOf('demo', (db) => db.execute(probe(table, 'demo'))),
      other: await outcomeOf('demo', (db) => db.execute(probe(table, 'cleangas'))),
    }));
    expect(results).toEqual(everyTable({ own: ACCEPTED, other: REFUSED }));
  });

  it('refuses to move rows to another tenant', async () => {
    const results = await eachTable((table) =>
      outcomeOf('demo', async (db) => {
        await db.execute(probe(table, 'demo'));
        await db.execute(sql`update ${sql.identifier(table)} set tenant_id = 'cleangas'`);
      }),
    );
    expect(results).toEqual(everyTable(REFUSED));
  });

  it('shows nothing to the app role when no tenant is set', async () => {
    const results = await eachTable((table) =>
      inRolledBackTransaction(t.database.owner, async (tx) => {
        await tx.execute(probe(table, 'demo'));
        await tx.execute(probe(table, 'cleangas'));
        const asOwner = await countOf(tx, table);
        await tx.execute(sql`set local role portal_app`);
        return { ownerSeesRows: asOwner >= 2, appRoleSees: await countOf(tx, table) };
      }),
    );
    expect(results).toEqual(everyTable({ ownerSeesRows: true, appRoleSees: 0 }));
  });

  it('does not leak the tenant setting or role to the next caller of the session', async () => {
    // PGlite is one session, which the owner and every request share. On PostgreSQL, one
    // connection stands for whichever pooled session a request happens to get.
    const client = t.postgresUrl ? new pg.Client({ connectionString: t.postgresUrl }) : undefined;
    await client?.connect();
    try {
      const session = client ? (drizzle(client) as unknown as Db) : t.database.owner;
      const state = async () =>
        rowsOf<{ who: string; tenant: string }>(await session.execute(sql`select current_user as who, coalesce(current_setting('app.tenant', true), '') as tenant`))[0];
      const before = await state();
      const inside = await scopedTransaction(session)('demo', async (db) => {
        for (const table of tables) await countOf(db, table);
        return rowsOf<{ who: string; tenant: string }>(await db.execute(sql`select current_user as who, current_setting('app.tenant', true) as tenant`))[0];
      });
      expect(inside).toEqual({ who: 'portal_app', tenant: 'demo' });
      expect(await state()).toEqual({ ...before, tenant: '' });
      expect(before.who).not.toBe('portal_app');
    } finally {
      await client?.end();
    }
  });
});
