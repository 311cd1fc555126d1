/**
 * Paging of an account's records by offset or by keyset. A page is ordered by the sort column,
 * then by the row id in the same direction, so ties never reorder between pages and one index
 * (tenant_id, account_id, date, id) serves the date order both ways. Nullable sort columns put
 * their NULLs last in both directions ("no quantity" is never the biggest or the smallest).
 *
 * The cursor is opaque to clients: base64url of JSON { s: sort, o: order, p: page it leads to,
 * v: last row's sort value, i: last row's id }.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpProblem } from '../../http/problem';
import { fillProblem, problemMessages } from '../../../engine/messages/problems';

export type SortOrder = 'asc' | 'desc';
type SortValue = string | number | null;

/** How a sort column orders rows and where its value is in a selected row. */
export interface SortKey<Row> {
  column: AnyPgColumn;
  kind: 'date' | 'text' | 'number';
  nullable?: boolean;
  valueOf(row: Row): SortValue;
}

export interface PageRequest<S extends string> {
  page: number;
  size: number;
  sort: S;
  order: SortOrder;
  cursor?: string;
}

/** Where the previous page ended. */
export interface Position {
  value: SortValue;
  id: string;
}

/**
 * What a page's SQL text depends on: the sort, the order, where a cursor leaves off (nowhere, at a
 * value, or among the NULLs) and whether rows are skipped by offset. Pages of one shape differ in
 * their values only, so one prepared statement serves them all (record-list.ts).
 */
export interface PageShape {
  sort: string;
  order: SortOrder;
  after: 'none' | 'value' | 'null';
  skips: boolean;
}

/** The values of one page's query; in a prepared statement each is a placeholder of the same name. */
export interface PageValues {
  /** The cursor's sort value as text (cast to the column's type by the query), when after = 'value'. */
  afterValue: string | null;
  afterId: string | null;
  limit: number;
  offset: number;
}

/** One request's page: its shape and its values. */
export interface PagePlan {
  shape: PageShape;
  values: PageValues;
}

const invalidCursor = (detail: string) => new HttpProblem(400, 'INVALID_CURSOR', detail);
const CAST = { date: 'date', text: 'text', number: 'numeric' } as const;
/** A date PostgreSQL takes: JavaScript has a year 0, PostgreSQL (like the calendar) goes from 1 BC to AD 1. */
const isCalendarDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !v.startsWith('0000') && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export function encodeCursor(sort: string, order: SortOrder, page: number, at: Position): string {
  return Buffer.from(JSON.stringify({ s: sort, o: order, p: page, v: at.value, i: at.id })).toString('base64url');
}

/** A record id is short; a sort value is at most a description's length. */
const MAX_CURSOR_ID = 64;
const MAX_CURSOR_TEXT = 2000;

/** A string PostgreSQL can compare as text: no NUL (the database refuses it) and of a length the column could hold. */
const isStorableText = (value: unknown, maxLength: number): value is string => typeof value === 'string' && value.length <= maxLength && !value.includes('\u0000');

/** Reads a cursor back, refusing one that does not decode or was made for another sort, order or page. */
export function decodeCursor<Row>(token: string, key: SortKey<Row>, request: Omit<PageRequest<string>, 'cursor'>): Position {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor(problemMessages.invalidCursor);
  }
  const { s, o, p, v, i } = (decoded ?? {}) as Record<string, unknown>;
  if (typeof s !== 'string' || (o !== 'asc' && o !== 'desc') || typeof p !== 'number' || !isStorableText(i, MAX_CURSOR_ID)) {
    throw invalidCursor(problemMessages.invalidCursor);
  }
  if (s !== request.sort || o !== request.order) {
    throw invalidCursor(fillProblem('cursorOtherSort', { sort: s, order: o, wantedSort: request.sort, wantedOrder: request.order }));
  }
  if (p !== request.page) throw invalidCursor(fillProblem('cursorOtherPage', { page: p, wantedPage: request.page }));
  // The value reaches the SQL (as a typed parameter): it must be one the column can hold.
  const valueFits =
    (v === null && key.nullable) ||
    (key.kind === 'number' && typeof v === 'number' && Number.isFinite(v)) ||
    (key.kind === 'date' && typeof v === 'string' && isCalendarDate(v)) ||
    (key.kind === 'text' && isStorableText(v, MAX_CURSOR_TEXT));
  if (!valueFits) throw invalidCursor(problemMessages.invalidCursor);
  return { value: v as SortValue, id: i };
}

/** ORDER BY the sort column then the id, both in the requested direction, NULLs last. */
export function orderByOf<Row>(key: SortKey<Row>, id: AnyPgColumn, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const column = key.nullable ? sql`${direction(key.column)} nulls last` : direction(key.column);
  return [column, direction(id)];
}

/**
 * The rows after the cursor's position in that order, as a row comparison the (…, sort column, id)
 * index can seek to. `value` and `id` are the position's (or a prepared statement's placeholders).
 */
export function keysetAfter<Row>(key: SortKey<Row>, id: AnyPgColumn, order: SortOrder, at: { isNull: boolean; value: unknown; id: unknown }): SQL {
  const beyond = sql.raw(order === 'asc' ? '>' : '<');
  if (at.isNull) return sql`(${key.column} is null and ${id} ${beyond} ${at.id})`;
  const value = sql`cast(${at.value} as ${sql.raw(CAST[key.kind])})`;
  const after = sql`(${key.column}, ${id}) ${beyond} (${value}, ${at.id})`;
  // A NULL compares as unknown, so the NULLs (which come last) are added back explicitly.
  return key.nullable ? sql`(${after} or ${key.column} is null)` : after;
}

/** Turns a request into its page's shape and values; a cursor that does not fit is refused (400) here, before any SQL. */
export function planPage<Row>(key: SortKey<Row>, request: PageRequest<string>): PagePlan {
  const { sort, order, size: limit } = request;
  if (!request.cursor) {
    const offset = request.page * request.size;
    return { shape: { sort, order, after: 'none', skips: offset > 0 }, values: { afterValue: null, afterId: null, limit, offset } };
  }
  const at = decodeCursor(request.cursor, key, request);
  const after = at.value === null ? 'null' : 'value';
  return { shape: { sort, order, after, skips: false }, values: { afterValue: at.value === null ? null : String(at.value), afterId: at.id, limit, offset: 0 } };
}

/** The next page's cursor, or null when this page is the last one (short, empty, or reaching the total). */
export function nextCursorOf<Row>(rows: Row[], total: number, key: SortKey<Row>, idOf: (row: Row) => string, request: PageRequest<string>): string | null {
  const last = rows.at(-1);
  if (!last || rows.length < request.size || (request.page + 1) * request.size >= total) return null;
  return encodeCursor(request.sort, request.order, request.page + 1, { value: key.valueOf(last), id: idOf(last) });
}

/** Page and size with the contract's defaults (validation already bounds them). */
export function pageRequestOf<S extends string>(query: { page?: number; size?: number; sort?: S; order?: SortOrder; cursor?: string }, defaultSort: S): PageRequest<S> {
  return { page: query.page ?? 0, size: query.size ?? 10, sort: query.sort ?? defaultSort, order: query.order ?? 'desc', cursor: query.cursor || undefined };
}
