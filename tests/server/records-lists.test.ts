/**
 * Paged record lists (transactions, deliveries, documents) on the seeded demo ledger: every sort
 * column in both orders against the database's own ORDER BY, page-size edges, keyset paging by
 * cursor against offset paging, and cursors that do not fit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { accountDocuments, accounts, deliveries, transactions } from '../../src/server/db/schema';
import { transactionList } from '../../src/server/modules/records/list-transactions';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

let t: TestApp;
let staffKey: string;
/** The demo account with the most ledger lines: several pages at any size used here. */
let accountId: string;

beforeAll(async () => {
  t = await createTestApp();
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  const [busiest] = await t.database.withTenant('demo', (db) =>
    db.select({ accountId: transactions.accountId, lines: count() }).from(transactions).groupBy(transactions.accountId).orderBy(desc(count()), transactions.accountId).limit(1),
  );
  accountId = busiest.accountId;
});
afterAll(() => t?.close());

type Query = Record<string, string | number>;
const get = (path: string, query: Query = {}) =>
  t.app.inject({ method: 'GET', url: `/api/demo/accounts/${accountId}/${path}`, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: { 'user-key': staffKey } });

interface Listing {
  table: typeof transactions | typeof deliveries | typeof accountDocuments;
  path: string;
  idField: string;
  idColumn: string;
  /** The contract's sort names, each the column of that name. */
  sorts: string[];
}

const LISTINGS: Listing[] = [
  { table: transactions, path: 'transactions', idField: 'transaction_id', idColumn: 'transaction_id', sorts: ['transaction_date', 'transaction_type', 'description', 'amount', 'quantity'] },
  { table: deliveries, path: 'deliveries', idField: 'delivery_id', idColumn: 'delivery_id', sorts: ['delivery_date', 'product_name', 'quantity', 'unit_price', 'amount', 'drop_name'] },
  { table: accountDocuments, path: 'documents', idField: 'document_id', idColumn: 'document_id', sorts: ['document_date', 'document_type', 'title', 'amount', 'document_balance', 'due_date'] },
];

/** The ids of the account's rows in the database's own order: sort column (NULLs last), then id, one direction. */
async function idsInDbOrder(listing: Listing, sort: string, order: 'asc' | 'desc'): Promise<string[]> {
  const rows = await t.database.withTenant('demo', (db) =>
    db
      .select({ id: sql<string>`${sql.identifier(listing.idColumn)}` })
      .from(listing.table)
      .where(eq(listing.table.accountId, accountId))
      .orderBy(sql.raw(`"${sort}" ${order} nulls last, "${listing.idColumn}" ${order}`)),
  );
  return rows.map((r) => r.id);
}

type Page = { content: Record<string, unknown>[]; totalElements: number; totalPages: number; numberOfElements: number; pageNumber: number; size: number; empty: boolean; next_cursor: string | null };

async function walk(listing: Listing, query: Query, byCursor: boolean): Promise<{ ids: string[]; pages: Page[] }> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page++) {
    const response = await get(listing.path, { ...query, page, ...(byCursor && cursor ? { cursor } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Page;
    pages.push(body);
    cursor = body.next_cursor;
    if (body.next_cursor === null) break;
  }
  return { ids: pages.flatMap((p) => p.content.map((r) => r[listing.idField] as string)), pages };
}

describe.each(LISTINGS.map((l) => [l.path, l] as const))('GET /accounts/{id}/%s', (_path, listing) => {
  it('has enough demo rows for several pages', async () => {
    const body = (await get(listing.path, { size: 5 })).json() as Page;
    expect(body.totalElements).toBeGreaterThan(15);
    expect(body.totalPages).toBe(Math.ceil(body.totalElements / 5));
    expect(body).toMatchObject({ pageNumber: 0, size: 5, numberOfElements: 5, empty: false });
    expect(body.next_cursor).toEqual(expect.any(String));
  });

  it.each(listing.sorts.flatMap((sort) => (['asc', 'desc'] as const).map((order) => [sort, order] as const)))('sorts by %s %s as the database does, ties by id', async (sort, order) => {
    const expected = await idsInDbOrder(listing, sort, order);
    const body = (await get(listing.path, { sort, order, size: 1000 })).json() as Page;
    expect(body.totalElements).toBe(expected.length);
    expect(body.content.map((r) => r[listing.idField])).toEqual(expected.slice(0, 1000));
    // A middle page by offset is the same slice of that order.
    const third = (await get(listing.path, { sort, order, size: 7, page: 2 })).json() as Page;
    expect(third.content.map((r) => r[listing.idField])).toEqual(expected.slice(14, 21));
  });

  it('defaults to the date, newest first', async () => {
    const dateSort = listing.sorts[0];
    const expected = await idsInDbOrder(listing, dateSort, 'desc');
    const body = (await get(listing.path, { size: 10 })).json() as Page;
    expect(body.content.map((r) => r[listing.idField])).toEqual(expected.slice(0, 10));
  });

  it.each(listing.sorts.map((s) => [s]))('walks every page by cursor to exactly the rows of offset paging (sort %s)', async (sort) => {
    const { totalElements } = (await get(listing.path, { size: 1 })).json() as Page;
    // About a dozen pages, the last one short.
    const size = Math.ceil(totalElements / 11) + 1;
    for (const order of ['asc', 'desc'] as const) {
      const byOffset = await walk(listing, { sort, order, size }, false);
      const byCursor = await walk(listing, { sort, order, size }, true);
      expect(byCursor.ids).toEqual(byOffset.ids);
      expect(byCursor.ids).toEqual(await idsInDbOrder(listing, sort, order));
      expect(new Set(byCursor.ids).size).toBe(byCursor.ids.length);
      // Every keyset page still answers the totals and its own page number.
      byCursor.pages.forEach((page, i) => expect(page).toMatchObject({ pageNumber: i, totalElements, size }));
      expect(byCursor.pages.at(-1)!.next_cursor).toBeNull();
    }
  });
});

describe('page-size edges', () => {
  const listing = LISTINGS[0];

  it('answers size 1 one row per page', async () => {
    const body = (await get('transactions', { size: 1, page: 3 })).json() as Page;
    expect(body).toMatchObject({ size: 1, numberOfElements: 1, pageNumber: 3 });
    expect(body.totalPages).toBe(body.totalElements);
    expect(body.content[0][listing.idField]).toBe((await idsInDbOrder(listing, 'transaction_date', 'desc'))[3]);
  });

  it('answers size 1000', async () => {
    const body = (await get('transactions', { size: 1000 })).json() as Page;
    expect(body.numberOfElements).toBe(Math.min(1000, body.totalElements));
    expect(body.totalPages).toBe(Math.ceil(body.totalElements / 1000));
  });

  it('refuses size 1001, size 0, a negative page and an unknown sort with 400', async () => {
    for (const query of [{ size: 1001 }, { size: 0 }, { page: -1 }, { sort: 'balance' }, { order: 'sideways' }] as Query[]) {
      const response = await get('transactions', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error_code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers a page past the end empty, with the right totals and no cursor', async () => {
    const first = (await get('transactions', { size: 50 })).json() as Page;
    const past = (await get('transactions', { size: 50, page: first.totalPages + 3 })).json() as Page;
    expect(past).toEqual({ content: [], empty: true, numberOfElements: 0, pageNumber: first.totalPages + 3, size: 50, totalElements: first.totalElements, totalPages: first.totalPages, next_cursor: null });
  });

  it('gives the last page no cursor, even when it is full', async () => {
    const { totalElements } = (await get('transactions', { size: 1 })).json() as Page;
    const last = (await get('transactions', { size: totalElements })).json() as Page;
    expect(last.numberOfElements).toBe(totalElements);
    expect(last.next_cursor).toBeNull();
  });
});

describe('cursors that do not fit', () => {
  const problemOf = async (query: Query) => {
    const response = await get('transactions', query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error_code).toBe('INVALID_CURSOR');
    return body.detail as string;
  };
  const cursorOf = async (query: Query) => ((await get('transactions', { ...query, page: 0 })).json() as Page).next_cursor!;
  const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('refuses a cursor that does not decode', async () => {
    expect(await problemOf({ page: 1, cursor: 'not-a-cursor' })).toMatch(/cursor is not valid/);
    expect(await problemOf({ page: 1, cursor: forge({ s: 'transaction_date' }) })).toMatch(/cursor is not valid/);
    // The right shape with a value that is not a date would otherwise reach the SQL.
    expect(await problemOf({ page: 1, cursor: forge({ s: 'transaction_date', o: 'desc', p: 1, v: "'; drop table x", i: 'a' }) })).toMatch(/cursor is not valid/);
    expect(await problemOf({ page: 1, cursor: forge({ s: 'transaction_date', o: 'desc', p: 1, v: '2026-02-30', i: 'a' }) })).toMatch(/cursor is not valid/);
    expect(await problemOf({ page: 1, sort: 'amount', cursor: forge({ s: 'amount', o: 'desc', p: 1, v: null, i: 'a' }) })).toMatch(/cursor is not valid/);
  });

  it('refuses a cursor made for another sort or order, saying which', async () => {
    const byAmount = await cursorOf({ sort: 'amount', order: 'asc', size: 5 });
    expect(await problemOf({ page: 1, sort: 'transaction_date', order: 'asc', size: 5, cursor: byAmount })).toMatch(/made for sort=amount&order=asc, not sort=transaction_date&order=asc/);
    expect(await problemOf({ page: 1, sort: 'amount', order: 'desc', size: 5, cursor: byAmount })).toMatch(/not sort=amount&order=desc/);
  });

  it('refuses a cursor used for another page than the next one', async () => {
    const next = await cursorOf({ size: 5 });
    expect(await problemOf({ page: 4, size: 5, cursor: next })).toMatch(/leads to page 1, not page 4/);
  });

  it('follows a cursor from one list only within its own account', async () => {
    // A cursor carries a position, never an account: the path's account still filters the rows.
    const next = await cursorOf({ size: 5 });
    const [other] = await t.database.withTenant('demo', (db) =>
      db.select({ accountId: transactions.accountId }).from(transactions).where(sql`${transactions.accountId} <> ${accountId}`).limit(1),
    );
    const response = await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${other.accountId}/transactions`, query: { page: '1', size: '5', cursor: next }, headers: { 'user-key': staffKey } });
    expect(response.statusCode).toBe(200);
    for (const row of (response.json() as Page).content) expect(row.account_id).toBe(other.accountId);
  });
});

describe('keyset details', () => {
  const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { v: unknown };

  it('crosses from lines with a quantity to lines without one (NULLs last) in both orders', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const { pages } = await walk(LISTINGS[0], { sort: 'quantity', order, size: 40 }, true);
      const values = pages.flatMap((p) => p.content.map((r) => r.quantity));
      const firstNull = values.indexOf(null);
      expect(firstNull).toBeGreaterThan(0);
      expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
      // Some cursor was made at a NULL, so the NULL branch of the keyset condition ran.
      expect(pages.some((p) => p.next_cursor !== null && decode(p.next_cursor).v === null)).toBe(true);
    }
  });

  it('reads the date-sorted first page and keyset pages through the (tenant, account, date, id) index, without sorting', async () => {
    const plans = await t.database.withTenant('demo', async (db) => {
      const explain = async (query: SQL) => {
        const result = (await db.execute(sql`explain (costs off) ${query}`)) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      };
      const firstRequest = { page: 0, size: 10, sort: 'transaction_date', order: 'desc' } as const;
      const first = transactionList.pageQueries(db, accountId, firstRequest);
      const last = (await transactionList.page(db, accountId, firstRequest)).content.at(-1)!;
      const cursor = Buffer.from(JSON.stringify({ s: 'transaction_date', o: 'desc', p: 1, v: last.transaction_date, i: last.transaction_id })).toString('base64url');
      const keyset = transactionList.pageQueries(db, accountId, { page: 1, size: 10, sort: 'transaction_date', order: 'desc', cursor });
      const ascending = transactionList.pageQueries(db, accountId, { page: 1, size: 10, sort: 'transaction_date', order: 'asc', cursor: Buffer.from(JSON.stringify({ s: 'transaction_date', o: 'asc', p: 1, v: '2025-06-01', i: '' })).toString('base64url') });
      return [await explain(first.page.getSQL()), await explain(keyset.page.getSQL()), await explain(ascending.page.getSQL())];
    });
    for (const plan of plans) {
      expect(plan).toContain('Index Scan');
      expect(plan).toContain('transactions_account_date');
      expect(plan).not.toMatch(/\bSort\b/);
    }
    // The keyset position is an index condition (a seek), not a filter on the scanned rows.
    expect(plans[1]).toMatch(/Index Cond: .*ROW\(transaction_date, transaction_id\) < ROW/);
  });
});

describe("the path's account", () => {
  const list = (account: string, path: string, query: Query = {}) =>
    t.app.inject({ method: 'GET', url: `/api/demo/accounts/${account}/${path}`, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: { 'user-key': staffKey } });
  const badCursor = Buffer.from('{"s":"nope"}').toString('base64url');

  it.each(LISTINGS.map((l) => [l.path]))('%s: an existing account without records answers an empty page', async (path) => {
    const [template] = await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, accountId)));
    const emptyId = `EMPTY-${path}`;
    await t.database.withTenant('demo', (db) => db.insert(accounts).values({ ...template, accountId: emptyId }).onConflictDoNothing());
    const response = await list(emptyId, path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ content: [], empty: true, totalElements: 0, totalPages: 0, next_cursor: null });
  });

  it.each(LISTINGS.map((l) => [l.path]))('%s: an account that does not exist is 404 on any page, even with a cursor that does not fit', async (path) => {
    for (const query of [{}, { page: 3, size: 5 }, { page: 1, cursor: badCursor }] as Query[]) {
      const response = await list('NO-SUCH-ACCOUNT', path, query);
      expect(response.statusCode).toBe(404);
      expect(response.json().error_code).toBe('NOT_FOUND');
    }
    // The same cursor on an existing account is the cursor's fault.
    expect((await list(accountId, path, { page: 1, cursor: badCursor })).json().error_code).toBe('INVALID_CURSOR');
  });
});
