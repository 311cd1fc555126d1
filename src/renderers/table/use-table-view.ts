import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../engine/paging/page-sizes';

/** Where a table is: its first row, page size and sort (PrimeReact's terms). */
export interface Paging {
  first: number;
  rows: number;
  sortField?: string;
  sortOrder?: 1 | -1;
}

/** A table's whole view: where it is and what it searches for. */
export interface TableView {
  paging: Paging;
  search: string;
}

/** The API's largest page (openapi `size` maximum). */
export const MAX_SERVER_PAGE = 1000;

/** The address's keys for the table's view; defaults are left out, so a fresh table keeps a clean URL. */
const KEYS = { search: 'q', page: 'page', size: 'size', sort: 'sort', order: 'order' } as const;
type Keys = Record<keyof typeof KEYS, string>;
/** A second table on a page keeps its view under keys of its own (`runs.page`). */
const keysOf = (prefix: string): Keys => (prefix ? (Object.fromEntries(Object.entries(KEYS).map(([k, v]) => [k, `${prefix}.${v}`])) as Keys) : KEYS);

const positiveInt = (text: string | null, fallback: number) => {
  const n = Number(text);
  return text !== null && /^\d+$/.test(text) && Number.isSafeInteger(n) ? n : fallback;
};

/** The view an address describes; a sort the table does not offer (a hand-edited address) is ignored. */
function viewFrom(params: URLSearchParams, sortable: ReadonlySet<string>, KEYS: Keys): TableView {
  // A hand-edited size still asks the server for a page it serves.
  const rows = Math.min(positiveInt(params.get(KEYS.size), DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE, MAX_SERVER_PAGE);
  const sort = params.get(KEYS.sort);
  const sortField = sort !== null && sortable.has(sort) ? sort : undefined;
  const paging = { first: positiveInt(params.get(KEYS.page), 0) * rows, rows, sortField, sortOrder: sortField ? (params.get(KEYS.order) === 'desc' ? (-1 as const) : (1 as const)) : undefined };
  return { paging, search: params.get(KEYS.search) ?? '' };
}

function withView(params: URLSearchParams, { paging, search }: TableView, KEYS: Keys): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  const page = Math.floor(paging.first / paging.rows);
  set(KEYS.search, search);
  set(KEYS.page, page ? String(page) : undefined);
  set(KEYS.size, paging.rows !== DEFAULT_PAGE_SIZE ? String(paging.rows) : undefined);
  set(KEYS.sort, paging.sortField);
  set(KEYS.order, paging.sortField ? (paging.sortOrder === -1 ? 'desc' : 'asc') : undefined);
  return next;
}

/**
 * A table's search, page, size and sort, kept in the address and read from it alone (each change
 * replaces the history entry): a reload, a bookmark, or coming Back from a row's record shows
 * the same rows again, and a view never has two sources that could disagree for a render.
 */
export function useTableView(sortableFields: readonly string[], prefix = ''): { view: TableView; changeView: (change: (view: TableView) => TableView) => void } {
  const [params, setParams] = useSearchParams();
  const keys = useMemo(() => keysOf(prefix), [prefix]);
  const sortableKey = sortableFields.join('\n');
  const sortable = useMemo(() => new Set(sortableKey ? sortableKey.split('\n') : []), [sortableKey]);
  const view = useMemo(() => viewFrom(params, sortable, keys), [params, sortable, keys]);
  const changeView = useCallback(
    (change: (view: TableView) => TableView) => setParams((current) => withView(current, change(viewFrom(current, sortable, keys)), keys), { replace: true }),
    [setParams, sortable, keys],
  );
  return { view, changeView };
}
