import { useEffect, useRef, useState } from 'react';
import { useApi } from '../session/session-context';
import { listLoader, type ListQuery, type ListResult } from '../operations/load-operations';

export interface TableData extends ListResult {
  loading: boolean;
  /** Kept for diagnosis only: the spec shows no message when a list fails to load. */
  error?: string;
}

const EMPTY: ListResult = { rows: [], total: 0 };
/** What an unpaged screen asks for: everything (the API's largest page). */
const ALL_ROWS = JSON.stringify({ page: 0, size: 1000 } satisfies ListQuery);

/**
 * Loads a table screen's rows with its `load` operation (spec 1 §4 loading pattern: loading on;
 * on success the rows and no error; on failure the error kept and logged, loading off).
 * A paged screen reloads for every query; an unpaged one loads once and pages in the browser.
 * Either loads again when `reloadToken` changes. Moving forward exactly one page (same size,
 * sort and filters) sends the previous answer's next_cursor, so keyset lists read the next page
 * by key instead of by offset.
 */
export function useTableData(operationId: string | undefined, query: ListQuery, paged: boolean, reloadToken = 0): TableData {
  const api = useApi();
  const [data, setData] = useState<TableData>({ ...EMPTY, loading: true });
  const queryKey = paged ? JSON.stringify(query) : ALL_ROWS;
  const lastAnswer = useRef<{ rest: string; page: number; nextCursor?: string | null }>(undefined);

  useEffect(() => {
    const load = listLoader(operationId);
    if (!load) {
      setData({ ...EMPTY, loading: false, error: `No load operation ${operationId ?? '(none)'}` });
      console.error(`Table screen names unknown load operation "${operationId}"`);
      return;
    }
    let current = true;
    setData((previous) => ({ ...previous, loading: true }));
    const request = JSON.parse(queryKey) as ListQuery;
    const rest = JSON.stringify({ ...request, page: undefined });
    const previous = lastAnswer.current;
    if (previous?.nextCursor && previous.rest === rest && request.page === previous.page + 1) request.cursor = previous.nextCursor;
    load(api, request).then(
      (result) => {
        if (!current) return;
        lastAnswer.current = { rest, page: request.page, nextCursor: result.nextCursor };
        setData({ ...result, loading: false });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`Loading ${operationId} failed:`, message);
        setData({ ...EMPTY, loading: false, error: message });
      },
    );
    return () => {
      current = false;
    };
  }, [api, operationId, queryKey, reloadToken]);

  return data;
}
