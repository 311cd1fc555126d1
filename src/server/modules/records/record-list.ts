import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { pageOf } from '../../http/paging';
import { nextCursorOf, orderByOf, planPage, type PageRequest, type SortKey, type SortOrder } from './keyset';

/** What tells one account's record table apart: where its rows are, how they sort and how they are shown. */
export interface RecordTable<Row, S extends string, View> {
  table: PgTable;
  accountColumn: AnyPgColumn;
  /** The tie-breaker after the sort column (and the keyset's second half). */
  idColumn: AnyPgColumn;
  sortKeys: Record<S, SortKey<Row>>;
  idOf(row: Row): string;
  view(row: Row): View;
}

/** Reading an account's transactions, deliveries or documents: a keyset page, or every row (exports). */
export function recordList<Row, S extends string, View>(spec: RecordTable<Row, S, View>) {
  const ofAccount = (accountId: string, extra?: SQL) => and(eq(spec.accountColumn, accountId), extra);

  /**
   * The queries of one page, not yet run (`.toSQL()` gives the exact SQL, which the benchmark runs
   * bare). `page` carries the account's total on every row as a scalar subquery, so a page with
   * rows costs one round trip; `total` alone is needed only when the page is empty.
   */
  function pageQueries(db: Db, accountId: string, request: PageRequest<S>, filter?: SQL) {
    const plan = planPage(spec.sortKeys[request.sort], spec.idColumn, request);
    const total = db.select({ total: count() }).from(spec.table).where(ofAccount(accountId, filter));
    const columns = { ...getTableColumns(spec.table), total: sql<number>`(${total})`.mapWith(Number) };
    return {
      page: db.select(columns).from(spec.table).where(ofAccount(accountId, and(filter, plan.after))).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset),
      total,
    };
  }

  return {
    pageQueries,

    /**
     * One page with its totals and the next page's cursor. A filter (a transaction type) narrows the
     * rows and the total alike; the cursor stays the last row's sort key and id, so the next page
     * with the same filter goes on where this one stopped.
     */
    async page(db: Db, accountId: string, request: PageRequest<S>, filter?: SQL) {
      const queries = pageQueries(db, accountId, request, filter);
      const rows = (await queries.page) as (Row & { total: number })[];
      const total = rows[0]?.total ?? (await queries.total)[0].total;
      const next_cursor = nextCursorOf(rows, total, spec.sortKeys[request.sort], spec.idOf, request);
      return { ...pageOf(rows.map(spec.view), total, request.page, request.size), next_cursor };
    },

    /** Every row of the account in the requested order. */
    async all(db: Db, accountId: string, sort: S, order: SortOrder, filter?: SQL): Promise<Row[]> {
      const orderBy = orderByOf(spec.sortKeys[sort], spec.idColumn, order);
      return (await db.select().from(spec.table).where(ofAccount(accountId, filter)).orderBy(...orderBy)) as Row[];
    },
  };
}
