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
}

/** One page of rows (or all rows, for an unpaged operation) and how many there are in all. */
export interface ListResult {
  rows: readonly object[];
  total: number;
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

type FindAccountsSort = NonNullable<operations['findAccounts']['parameters']['query']>['sort'];

/**
 * The one map from a layout's `load` operationId to its typed call. A layout names the
 * operation; this module is the only place that knows its path and parameters.
 */
export const loadOperations = {
  getAccountsForUser: async (api) => {
    const rows = unwrap(await api.GET('/accounts/for-user'));
    return { rows, total: rows.length };
  },
  findAccounts: async (api, { page, size, sort, order, searchText }) => {
    // The layout's sortable columns name the API's sort keys; the server refuses any other.
    const query = { page, size, order, sort: sort as FindAccountsSort, searchText: searchText || undefined };
    const result = unwrap(await api.GET('/accounts/find', { params: { query } }));
    return { rows: result.content, total: result.totalElements };
  },
} satisfies Partial<Record<OperationId, ListLoader>>;

export function listLoader(operationId: string | undefined): ListLoader | undefined {
  if (!operationId || !Object.hasOwn(loadOperations, operationId)) return undefined;
  return loadOperations[operationId as keyof typeof loadOperations];
}
