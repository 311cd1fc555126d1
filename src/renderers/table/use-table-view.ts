import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../engine/paging/page-sizes';

/** Where a table is: its first row, page size and sort (PrimeReact's terms). */
export interface Paging {
  first: number;
  rows: number;
  sortField?: string;
  sortOrder?: 1 | -1;
}

/** The API's largest page (openapi `size` maximum). */
export const MAX_SERVER_PAGE = 1000;

/** The address's keys for the table's view; defaults are left out, so a fresh table keeps a clean URL. */
const KEYS = { search: 'q', page: 'page', size: 'size', sort: 'sort', order: 'order' } as const;

const positiveInt = (text: string | null, fallback: number) => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
};

function pagingFrom(params: URLSearchParams): Paging {
  // A hand-edited size still asks the server for a page it serves.
  const rows = Math.min(positiveInt(params.get(KEYS.size), DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE, MAX_SERVER_PAGE);
  const sortField = params.get(KEYS.sort) ?? undefined;
  return { first: positiveInt(params.get(KEYS.page), 0) * rows, rows, sortField, sortOrder: sortField ? (params.get(KEYS.order) === 'desc' ? -1 : 1) : undefined };
}

function withView(params: URLSearchParams, paging: Paging, search: string): URLSearchParams {
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
 * A table's search, page, size and sort, kept in the address (replacing the history entry): a
 * reload, a bookmark, or coming Back from a row's record shows the same rows again.
 */
export function useTableView() {
  const [params, setParams] = useSearchParams();
  const [paging, setPaging] = useState<Paging>(() => pagingFrom(params));
  const [search, setSearch] = useState(() => params.get(KEYS.search) ?? '');
  // The address as this table last wrote or read it; a different one came from outside (the
  // menu's link to the bare route, Back) and is read into the table.
  const known = useRef(params.toString());
  if (params.toString() !== known.current) {
    known.current = params.toString();
    setPaging(pagingFrom(params));
    setSearch(params.get(KEYS.search) ?? '');
  }
  useEffect(() => {
    const next = withView(params, paging, search);
    if (next.toString() === params.toString()) return;
    known.current = next.toString();
    setParams(next, { replace: true });
  }, [params, setParams, paging, search]);
  return { paging, setPaging, search, setSearch };
}
