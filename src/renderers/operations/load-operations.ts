import type { ApiClient } from '../../engine/api/create-api-client';
import type { OperationId, operations } from '../../engine/api/types';
import { statusDetail } from '../../engine/messages/catalogue';

/** What a table asks a list operation for; `page` is zero-based (the API's paging). */
export interface ListQuery {
  page: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
  searchText?: string;
  /** The previous page's next_cursor, sent only when moving forward exactly one page (keyset paging). */
  cursor?: string;
  /** Screen-specific filters (the users list's roles, the outbox's recipient…). */
  filters?: Readonly<Record<string, string | undefined>>;
}

/** One page of rows (or all rows, for an unpaged operation) and how many there are in all. */
export interface ListResult {
  rows: readonly object[];
  total: number;
  /** Keyset lists: what to send as `cursor` for the page after this one (null on the last). */
  nextCursor?: string | null;
}

export type ListLoader = (api: ApiClient, query: ListQuery) => Promise<ListResult>;

export class LoadError extends Error {
  constructor(
    readonly status: number,
    detail?: string,
  ) {
    super(statusDetail(status, detail));
  }
}

function unwrap<T>({ data, error, response }: { data?: T; error?: { detail?: string }; response: Response }): T {
  if (data === undefined) throw new LoadError(response.status, error?.detail);
  return data;
}

type Query<Id extends OperationId> = NonNullable<operations[Id]['parameters']['query']>;
type SortOf<Id extends OperationId> = Query<Id> extends { sort?: infer S } ? S : never;

/** A page of a Spring-style paged answer as table rows. */
const pageRows = (page: { content: readonly object[]; totalElements: number }): ListResult => ({ rows: page.content, total: page.totalElements });

/** A page of a keyset-paged record list, with the cursor of the next page. */
const cursorRows = (page: { content: readonly object[]; totalElements: number; next_cursor: string | null }): ListResult => ({
  ...pageRows(page),
  nextCursor: page.next_cursor,
});

/** The record lists of one account: the account comes as the `account_id` filter (the screen's current account). */
function accountPath(filters: ListQuery['filters']): { account_id: string } {
  const accountId = filters?.account_id;
  if (!accountId) throw new LoadError(404, 'No account chosen');
  return { account_id: accountId };
}

/**
 * The one map from a layout's `load` operationId to its typed call. A layout names the
 * operation; this module is the only place that knows its path and parameters. The layout's
 * sortable columns name the API's sort keys; the server refuses any other.
 */
export const loadOperations = {
  getAccountsForUser: async (api) => {
    const rows = unwrap(await api.GET('/accounts/for-user'));
    return { rows, total: rows.length };
  },
  findAccounts: async (api, { page, size, sort, order, searchText }) => {
    const query = { page, size, order, sort: sort as SortOf<'findAccounts'>, searchText: searchText || undefined };
    return pageRows(unwrap(await api.GET('/accounts/find', { params: { query } })));
  },
  listUsers: async (api, { page, size, sort, order, searchText, filters }) => {
    const query = { page, size, order, sort: sort as SortOf<'listUsers'>, search: searchText || undefined, roles: filters?.roles || undefined };
    return pageRows(unwrap(await api.GET('/users', { params: { query } })));
  },
  listOutbox: async (api, { page, size, searchText }) =>
    pageRows(unwrap(await api.GET('/outbox', { params: { query: { page, size, to: searchText || undefined } } }))),
  listAuditLog: async (api, { page, size }) => pageRows(unwrap(await api.GET('/audit-log', { params: { query: { page, size } } }))),
  listAccessRequests: async (api, { page, size, filters }) => {
    const status = filters?.status as Query<'listAccessRequests'>['status'];
    return pageRows(unwrap(await api.GET('/workflow/access_request', { params: { query: { page, size, status: status || undefined } } })));
  },
  listAccountDocuments: async (api, { page, size, sort, order, cursor, filters }) => {
    const query = { page, size, order, cursor, sort: sort as SortOf<'listAccountDocuments'> };
    return cursorRows(unwrap(await api.GET('/accounts/{account_id}/documents', { params: { path: accountPath(filters), query } })));
  },
  listAccountTransactions: async (api, { page, size, sort, order, cursor, filters }) => {
    const query = { page, size, order, cursor, sort: sort as SortOf<'listAccountTransactions'> };
    return cursorRows(unwrap(await api.GET('/accounts/{account_id}/transactions', { params: { path: accountPath(filters), query } })));
  },
  listAccountDeliveries: async (api, { page, size, sort, order, cursor, filters }) => {
    const query = { page, size, order, cursor, sort: sort as SortOf<'listAccountDeliveries'> };
    return cursorRows(unwrap(await api.GET('/accounts/{account_id}/deliveries', { params: { path: accountPath(filters), query } })));
  },
} satisfies Partial<Record<OperationId, ListLoader>>;

export function listLoader(operationId: string | undefined): ListLoader | undefined {
  if (!operationId || !Object.hasOwn(loadOperations, operationId)) return undefined;
  return loadOperations[operationId as keyof typeof loadOperations];
}
