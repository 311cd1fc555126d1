/**
 * A page of records is read through a prepared statement per page shape (record-list.ts): it must
 * read exactly what the same query built with the page's values reads, for every shape (first
 * page, offset, keyset at a value and among the NULLs, both orders, a type filter), and a statement
 * prepared for one page must serve the next page of its shape with that page's own values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database';
import { transactions } from '../../src/server/db/schema';
import { encodeCursor, type PageRequest } from '../../src/server/modules/records/keyset';
import { deliveryList } from '../../src/server/modules/records/list-deliveries';
import { transactionList, transactionSortKeys, transactionTypeFilter, type TransactionSort } from '../../src/server/modules/records/list-transactions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
/** The two demo accounts with the most ledger lines. */
let accountIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  const busiest = await t.database.withTenant('demo', (db) =>
    db.select({ accountId: transactions.accountId }).from(transactions).groupBy(transactions.accountId).orderBy(desc(count()), transactions.accountId).limit(2),
  );
  accountIds = busiest.map((r) => r.accountId);
});
afterAll(() => t?.close());

/** Runs `fn` as a read request runs (on PostgreSQL a pooled connection without a transaction, on PGlite a scoped transaction). */
const asRead = <T>(fn: (db: Db) => Promise<T>) =>
  t.database.withRequest('demo', 'read', (db, local) => db.execute(sql`select set_config('app.tenant', 'demo', ${local})`), (db) => fn(db));

type Request = PageRequest<TransactionSort>;
const request = (sort: TransactionSort, order: 'asc' | 'desc', page: number, cursor?: string): Request => ({ page, size: 7, sort, order, cursor });

/** A cursor to page 1 at the last row of page 0. */
async function cursorAfterFirstPage(db: Db, accountId: string, sort: TransactionSort, order: 'asc' | 'desc'): Promise<string> {
  const rows = await transactionList.pageRows(db, accountId, request(sort, order, 0));
  const last = rows.at(-1)!;
  return encodeCursor(sort, order, 1, { value: transactionSortKeys[sort].valueOf(last), id: last.transactionId });
}

describe('a page read through its prepared statement', () => {
  it('reads the same rows and total as the query built with its values, in every shape, for two accounts in turn', async () => {
    const tenant = t.tenants.get('demo')!;
    await asRead(async (db) => {
      let compared = 0;
      for (const accountId of accountIds) {
        for (const order of ['desc', 'asc'] as const) {
          const requests: Request[] = [
            request('transaction_date', order, 0),
            request('transaction_date', order, 2),
            request('transaction_date', order, 1, await cursorAfterFirstPage(db, accountId, 'transaction_date', order)),
            request('amount', order, 1, await cursorAfterFirstPage(db, accountId, 'amount', order)),
            // Among the NULLs: lines without a quantity come last, whichever the order.
            request('quantity', order, 1, encodeCursor('quantity', order, 1, { value: null, id: '' })),
            request('quantity', order, 1, await cursorAfterFirstPage(db, accountId, 'quantity', order)),
          ];
          for (const filter of [undefined, transactionTypeFilter(tenant, 'delivery'), transactionTypeFilter(tenant, 'payment')]) {
            for (const req of requests) {
              const built = await transactionList.pageQueries(db, accountId, req, filter).page;
              const prepared = await transactionList.pageRows(db, accountId, req, filter);
              expect(prepared, `${accountId} ${JSON.stringify(req)} ${filter?.value ?? ''}`).toEqual(built);
              compared += built.length;
            }
          }
        }
      }
      // The shapes read rows (an empty page on both sides would prove nothing).
      expect(compared).toBeGreaterThan(100);
    });
  });

  it('gives the page its own values when the statement is reused: another account, another page', async () => {
    const [a, b] = accountIds;
    const pages = await asRead(async (db) => [
      await transactionList.pageRows(db, a, request('transaction_date', 'desc', 0)),
      await transactionList.pageRows(db, b, request('transaction_date', 'desc', 0)),
      await transactionList.pageRows(db, a, request('transaction_date', 'desc', 3)),
    ]);
    expect(pages[0].every((r) => r.accountId === a)).toBe(true);
    expect(pages[1].every((r) => r.accountId === b)).toBe(true);
    expect(pages[2].map((r) => r.transactionId)).not.toEqual(pages[0].map((r) => r.transactionId));
    expect(pages[0][0].total).not.toBe(pages[1][0].total);
  });

  it('serves the other record tables the same way (deliveries)', async () => {
    await asRead(async (db) => {
      for (const req of [{ page: 0, size: 5, sort: 'delivery_date', order: 'desc' }, { page: 2, size: 5, sort: 'quantity', order: 'asc' }] as const) {
        expect(await deliveryList.pageRows(db, accountIds[0], req)).toEqual(await deliveryList.pageQueries(db, accountIds[0], req).page);
      }
    });
  });
});
