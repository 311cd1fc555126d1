import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ResolvedScreen } from '../../engine/layout';
import { useApi } from '../session/session-context';
import { listsOnly } from './list-only';

/**
 * Issue 25: a list's rows asked for beside its code, not after it. The route's screen is known
 * from the layout before its chunk is fetched, so ScreenRenderer (in the shell: keep this small)
 * starts the first load of a screen that only lists, unpaged (asked whole, the first query is the
 * same whatever the address's sort and page), as it is put on the page (`usePrefetchRows`); the
 * table, once its code has come, takes that answer (`takeEarlyRows`) instead of asking again, and
 * draws it in its first render if it has arrived. An answer nobody took is dropped when its
 * screen goes, so it is never shown stale, nor to the next user of the tab.
 */

/** What an unpaged table asks for: everything, the API's largest page. */
export const ALL_ROWS = { page: 0, size: 1000 } as const;

/** The values an unpaged table's load is called with: its filters (the route's too), then the whole list. */
export const unpagedValues = (filters: Readonly<Record<string, unknown>>): Record<string, unknown> => ({ ...filters, ...ALL_ROWS });

export interface EarlyRows {
  answer: Promise<unknown>;
  /** The data, once it has come. */
  settled?: { data: unknown };
}

const started = new Map<string, EarlyRows>();

/** One key per operation and values: both sides build the values by `unpagedValues`, in one order. */
const keyOf = (load: string, values: Readonly<Record<string, unknown>>) => JSON.stringify([load, values]);

/** Starts a listing screen's first load as the screen is put on the page (once per visit of it). */
export function usePrefetchRows(screen: ResolvedScreen): void {
  const api = useApi();
  const params = useParams();
  const [key] = useState(() => {
    const { load } = screen;
    if (!load || screen.paged || !listsOnly(screen)) return;
    // As the table sends them: the route's parameters, then its fixed query (ListScreen).
    const values = unpagedValues({ ...params, ...screen.query });
    const key = keyOf(load, values);
    if (!started.has(key)) {
      const entry: EarlyRows = { answer: api.dataNamed(load, values) };
      // A failure is the table's to report when it takes the answer; untaken, it is nobody's.
      entry.answer.then((data) => (entry.settled = { data }), () => 0);
      started.set(key, entry);
    }
    return key;
  });
  useEffect(() => () => void (key && started.delete(key)), [key]);
}

/** The load started for these values, if any: taken, so the next load asks the server. */
export function takeEarlyRows(load: string, values: Readonly<Record<string, unknown>>): EarlyRows | undefined {
  const key = keyOf(load, values);
  const entry = started.get(key);
  started.delete(key);
  return entry;
}

/** The answer already come for these values, left in place (a table's first state). */
export const earlyRowsSettled = (load: string, values: Readonly<Record<string, unknown>>) => started.get(keyOf(load, values))?.settled;
