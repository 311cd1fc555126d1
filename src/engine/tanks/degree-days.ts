import { dayOfDate, type IsoDate } from './utc-days';

/**
 * Heating degree days, the weather side of the K-factor model (usage-profile.ts). The engine
 * fetches nothing and invents nothing: a weather adapter (server side, configured per tenant)
 * answers this interface, and the forecasts only read the table it gave. With no adapter the
 * forecasts use the account's seasonal profile alone.
 */

/** Where the weather is asked for: the tank's location, as the account's address gives it. */
export interface DegreeDayLocation {
  /** ISO 3166-1 alpha-2, e.g. 'US'. */
  readonly country: string;
  readonly postalCode: string;
}

/**
 * One day's heating degree days (base 65 °F in the US; the adapter says which base it uses and
 * keeps to it, since K is only comparable within one base). `observed` for a past day, `normal`
 * (the long-run average of that date) or `forecast` for a day to come.
 */
export interface DegreeDay {
  readonly date: IsoDate;
  readonly heatingDegreeDays: number;
  readonly kind: 'observed' | 'normal' | 'forecast';
}

/** A weather adapter: degree days for a location, every date of `from`..`to` (both included) it knows. */
export interface DegreeDaysSource {
  heatingDegreeDays(location: DegreeDayLocation, from: IsoDate, to: IsoDate): Promise<readonly DegreeDay[]>;
}

/** Degree days by UTC day number, as the forecasts read them; a day the adapter did not give is absent. */
export type DegreeDayTable = ReadonlyMap<number, number>;

/** The table of what an adapter answered; a negative or non-finite figure is left out rather than trusted. */
export function degreeDayTable(days: readonly DegreeDay[]): DegreeDayTable {
  const table = new Map<number, number>();
  for (const day of days) {
    if (Number.isFinite(day.heatingDegreeDays) && day.heatingDegreeDays >= 0) table.set(dayOfDate(day.date), day.heatingDegreeDays);
  }
  return table;
}

/** Ask the adapter once for a span (the delivery history through the forecast's horizon) and table its answer. */
export async function loadDegreeDays(source: DegreeDaysSource, location: DegreeDayLocation, from: IsoDate, to: IsoDate): Promise<DegreeDayTable> {
  return degreeDayTable(await source.heatingDegreeDays(location, from, to));
}

/** The degree days of the whole days `from` (included) to `to` (excluded), or null when the table misses one of them. */
export function degreeDaysBetween(table: DegreeDayTable, from: number, to: number): number | null {
  let total = 0;
  for (let day = from; day < to; day += 1) {
    const value = table.get(day);
    if (value === undefined) return null;
    total += value;
  }
  return total;
}
