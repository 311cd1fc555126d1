import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ResolvedScreen } from '../../engine/layout';
import { listAnswer, type ListAnswer } from '../../engine/api/list-answer';
import { useApi } from '../session/session-context';
import { ALL_ROWS, earlyRowsSettled, takeEarlyRows, unpagedValues } from './early-rows';
import type { ListQuery } from './list-query';

export interface TableData extends ListAnswer {
  loading: boolean;
  /** Kept for diagnosis only: the spec shows no message when a list fails to load. */
  error?: string;
}

const EMPTY: ListAnswer = { rows: [], total: 0 };

/** The list operation's parameters by name: filters, paging, sort, the search as the layout names it. */
function valuesOf(screen: Pick<ResolvedScreen, 'search'>, { filters, searchText, ...query }: ListQuery): Record<string, unknown> {
  return { ...filters, ...query, ...(screen.search && searchText ? { [screen.search]: searchText } : {}) };
}

/**
 * Loads a table screen's rows with its `load` operation (spec 1 §4 loading pattern: loading on;
 * on success the rows and no error; on failure the error kept and logged, loading off).
 * A paged screen reloads for every query; an unpaged one loads once and pages in the browser.
 * Either loads again when `reloadToken` changes. Moving forward exactly one page (same size,
 * sort and filters) sends the previous answer's next_cursor, so keyset lists read the next page
 * by key instead of by offset. An unpaged screen's first load may have been started beside its
 * code (early-rows.ts): its answer is taken instead, and drawn in the first render if it has come.
 */
export function useTableData(screen: Pick<ResolvedScreen, 'load' | 'search' | 'paged'>, query: ListQuery, reloadToken = 0): TableData {
  const api = useApi();
  const { load, search } = screen;
  // The route's parameters (a document's name…) reach the operation too; the screen's filters win.
  const filters = { ...useParams(), ...query.filters };
  const queryKey = screen.paged ? JSON.stringify({ ...query, filters }) : JSON.stringify({ ...ALL_ROWS, filters });
  const [data, setData] = useState<TableData>(() => {
    const early = !screen.paged && load ? earlyRowsSettled(load, unpagedValues(filters)) : undefined;
    return early ? answered(early.data) : { ...EMPTY, loading: true };
  });
  const lastAnswer = useRef<{ rest: string; page: number; nextCursor?: string | null }>(undefined);

  useEffect(() => {
    if (!load) {
      setData({ ...EMPTY, loading: false, error: 'This table loads with no operation' });
      return;
    }
    let current = true;
    const request = JSON.parse(queryKey) as ListQuery;
    // An unpaged list's first load may have been started beside this code (a paged one never is).
    const early = screen.paged ? undefined : takeEarlyRows(load, unpagedValues(request.filters ?? {}));
    // Already drawn from it (the first state): nothing more to show.
    if (early?.settled) {
      setData(answered(early.settled.data));
      return;
    }
    setData((previous) => ({ ...previous, loading: true }));
    const rest = JSON.stringify({ ...request, page: undefined });
    const previous = lastAnswer.current;
    if (previous?.nextCursor && previous.rest === rest && request.page === previous.page + 1) request.cursor = previous.nextCursor;
    (early?.answer ?? api.dataNamed(load, valuesOf({ search }, request)))
      .then(listAnswer)
      .then(
        (result) => {
          if (!current) return;
          lastAnswer.current = { rest, page: request.page, nextCursor: result.nextCursor };
          setData({ ...result, loading: false });
        },
        (error: unknown) => {
          if (!current) return;
          const message = error instanceof Error ? error.message : String(error);
          console.error(`Loading ${load} failed:`, message);
          setData({ ...EMPTY, loading: false, error: message });
        },
      );
    return () => {
      current = false;
    };
  }, [api, load, search, queryKey, reloadToken, screen.paged]);

  return data;
}

/** A list operation's answer as the table's state; one that is not a list is an error, as when fetched. */
function answered(data: unknown): TableData {
  try {
    return { ...listAnswer(data), loading: false };
  } catch (error) {
    return { ...EMPTY, loading: false, error: (error as Error).message };
  }
}
