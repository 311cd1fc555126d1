import { and, count, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statements';
import { pageOf } from '../../http/paging';
import { keysetAfter, nextCursorOf, orderByOf, planPage, type PageRequest, type PageShape, type PageValues, type SortKey, type SortOrder } from './keyset';

/** What tells one account's record table apart: where its rows are, how they sort and how they are shown. */
export interface RecordTable<Row, S extends string, View> {
  table: PgTable;
  /**
   * The columns a page reads (what `view`, the sort keys and `idOf` use), when not all of the
   * table's: a column no answer carries (a tenant id, an import hash) costs bytes, parsing and mapping on every row.
   */
  columns?: Record<string, AnyPgColumn>;
  accountColumn: AnyPgColumn;
  /** The tie-breaker after the sort column (and the keyset's second half). */
  idColumn: AnyPgColumn;
  sortKeys: Record<S, SortKey<Row>>;
  idOf(row: Row): string;
  view(row: Row): View;
}

/** A narrowing of an account's rows (a transaction type): its name, its value and its condition on a value. */
export interface RecordFilter {
  name: string;
  value: unknown;
  where(value: unknown): SQL;
}

/** The values of a page's query, real or (in a prepared statement) placeholders named as the keys. */
type QueryValues = { [K in keyof PageValues | 'account' | 'filter']: unknown };
const PLACEHOLDERS = Object.fromEntries((['afterValue', 'afterId', 'limit', 'offset', 'account', 'filter'] as const).map((name) => [name, sql.placeholder(name)])) as QueryValues;

/** Reading an account's transactions, deliveries or documents: a keyset page, or every row (exports). */
export function recordList<Row, S extends string, View>(spec: RecordTable<Row, S, View>) {
  const ofAccount = (account: unknown, extra?: SQL) => and(eq(spec.accountColumn, account), extra);
  const tableName = getTableName(spec.table);
  const read = spec.columns ?? getTableColumns(spec.table);

  /** The account's total, as its own query or as the page's scalar subquery. */
  const totalOf = (db: Db, account: unknown, filter?: RecordFilter, filterValue?: unknown) =>
    db.select({ total: count() }).from(spec.table).where(ofAccount(account, filter?.where(filterValue)));

  /**
   * One page's query for a shape, with its values or with placeholders (the same SQL text either
   * way). It carries the account's total on every row as a scalar subquery, so a page with rows
   * costs one round trip.
   */
  function pageSelect(db: Db, shape: PageShape, values: QueryValues, filter?: RecordFilter) {
    const key = spec.sortKeys[shape.sort as S];
    const after = shape.after === 'none' ? undefined : keysetAfter(key, spec.idColumn, shape.order, { isNull: shape.after === 'null', value: values.afterValue, id: values.afterId });
    const total = totalOf(db, values.account, filter, values.filter);
    const columns = { ...read, total: sql<number>`(${total})`.mapWith(Number) };
    return db
      .select(columns)
      .from(spec.table)
      .where(ofAccount(values.account, and(filter?.where(values.filter), after)))
      .orderBy(...orderByOf(key, spec.idColumn, shape.order))
      .limit(values.limit as number)
      .offset(shape.skips ? (values.offset as number) : 0);
  }

  /** A shape's page query as a prepared statement (db/prepared-statements.ts): one SQL text per shape and filter. */
  const preparedPage = (db: Db, shape: PageShape, filter?: RecordFilter) =>
    preparedStatement(db, `page:${tableName}:${shape.sort}:${shape.order}:${shape.after}:${shape.skips}:${filter?.name ?? ''}`, (name) =>
      pageSelect(db, shape, PLACEHOLDERS, filter).prepare(name),
    );

  /**
   * The queries of one page, built with its values and not yet run (`.toSQL()` gives the exact SQL,
   * which the benchmark runs bare; it is the prepared statement's SQL). `total` alone is needed
   * only when the page is empty.
   */
  function pageQueries(db: Db, accountId: string, request: PageRequest<S>, filter?: RecordFilter) {
    const { shape, values } = planPage(spec.sortKeys[request.sort], request);
    return {
      page: pageSelect(db, shape, { ...values, account: accountId, filter: filter?.value }, filter),
      total: totalOf(db, accountId, filter, filter?.value),
    };
  }

  /** One page's rows (each with the account's total) through the shape's prepared statement: what `pageQueries().page` reads. */
  function pageRows(db: Db, accountId: string, request: PageRequest<S>, filter?: RecordFilter) {
    const { shape, values } = planPage(spec.sortKeys[request.sort], request);
    return preparedPage(db, shape, filter).execute({ ...values, account: accountId, filter: filter?.value }) as Promise<(Row & { total: number })[]>;
  }

  return {
    pageQueries,
    pageRows,

    /**
     * One page with its totals and the next page's cursor. A filter (a transaction type) narrows the
     * rows and the total alike; the cursor stays the last row's sort key and id, so the next page
     * with the same filter goes on where this one stopped.
     */
    async page(db: Db, accountId: string, request: PageRequest<S>, filter?: RecordFilter) {
      const rows = await pageRows(db, accountId, request, filter);
      const total = rows[0]?.total ?? (await totalOf(db, accountId, filter, filter?.value))[0].total;
      const next_cursor = nextCursorOf(rows, total, spec.sortKeys[request.sort], spec.idOf, request);
      return { ...pageOf(rows.map(spec.view), total, request.page, request.size), next_cursor };
    },

    /** Every row of the account in the requested order. */
    async all(db: Db, accountId: string, sort: S, order: SortOrder, filter?: RecordFilter): Promise<Row[]> {
      const orderBy = orderByOf(spec.sortKeys[sort], spec.idColumn, order);
      return (await db.select(read).from(spec.table).where(ofAccount(accountId, filter?.where(filter.value))).orderBy(...orderBy)) as Row[];
    },
  };
}
