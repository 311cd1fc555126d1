import type { ResolvedScreen } from '../../../engine/layout';

export type TableFilter = NonNullable<ResolvedScreen['filters']>[number];

/** What a filter bar holds: each control's value by its parameter (a date range's end by its own). */
export type FilterValues = Readonly<Record<string, string>>;

/** The values a screen opens with: each filter's default, blanks elsewhere. */
export function initialFilterValues(filters: readonly TableFilter[]): FilterValues {
  return Object.fromEntries(filters.flatMap((f) => [[f.param, f.default ?? ''], ...(f.toParam ? [[f.toParam, '']] : [])]));
}

/** A yyyy-mm-dd day as the instant it starts here, `plusDays` later; undefined when not a day. */
function dayStart(day: string, plusDays = 0): string | undefined {
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

/**
 * The load operation's query from the filter bar: blanks left out, text trimmed, a date range's
 * days as the start of that day, its end inclusive (the next day's start).
 */
export function filterQuery(filters: readonly TableFilter[], values: FilterValues): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const filter of filters) {
    const value = (values[filter.param] ?? '').trim();
    if (filter.control === 'dateRange') {
      query[filter.param] = value ? dayStart(value) : undefined;
      const end = filter.toParam ? (values[filter.toParam] ?? '').trim() : '';
      if (filter.toParam) query[filter.toParam] = end ? dayStart(end, 1) : undefined;
    } else query[filter.param] = value || undefined;
  }
  return query;
}
