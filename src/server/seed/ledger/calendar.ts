/**
 * The simulated period: the 24 calendar months before SEED_REFERENCE_DATE, as day numbers
 * (day 0 = the first day of the period). Working in day numbers keeps the per-day loop cheap and
 * the dates exact (UTC, no time zones).
 */

/** Fixed reference date so the same seed always produces the same rows. */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T12:00:00Z');
export const HISTORY_MONTHS = 24;

const DAY_MS = 86_400_000;
const refYear = SEED_REFERENCE_DATE.getUTCFullYear();
const refMonth = SEED_REFERENCE_DATE.getUTCMonth();
const startMs = Date.UTC(refYear, refMonth - HISTORY_MONTHS, 1);
/** Day number of the reference date itself (the first day after the simulated period). */
export const REFERENCE_DAY = Math.round((Date.UTC(refYear, refMonth, 1) - startMs) / DAY_MS);
/** Start of the calendar year of the reference date: "year to date" counts from here. */
export const YEAR_START_DAY = Math.round((Date.UTC(refYear, 0, 1) - startMs) / DAY_MS);
/** Days simulated beyond the reference date, for next-delivery estimates. */
const HORIZON = 400;

const isoCache: string[] = [];
const monthOf: number[] = [];
const calendarMonthOf: number[] = [];
const weekdayOf: number[] = [];
const dateOf: number[] = [];
const monthEnd: boolean[] = [];
for (let d = 0; d < REFERENCE_DAY + HORIZON; d++) {
  const date = new Date(startMs + d * DAY_MS);
  isoCache.push(date.toISOString().slice(0, 10));
  monthOf.push((date.getUTCFullYear() - refYear) * 12 + date.getUTCMonth() - refMonth + HISTORY_MONTHS);
  calendarMonthOf.push(date.getUTCMonth());
  weekdayOf.push(date.getUTCDay());
  dateOf.push(date.getUTCDate());
  monthEnd.push(new Date(startMs + (d + 1) * DAY_MS).getUTCDate() === 1);
}

/** ISO date (YYYY-MM-DD) of a day number. */
export const isoDay = (day: number): string => isoCache[day] ?? new Date(startMs + day * DAY_MS).toISOString().slice(0, 10);
/** Months since the start of the period (0 = the first simulated month, 24 = the reference month). */
export const periodMonth = (day: number): number => monthOf[day];
/** 0 = January. */
export const calendarMonth = (day: number): number => calendarMonthOf[day];
/** 0 = Sunday. */
export const weekday = (day: number): number => weekdayOf[day];
/** Day of the month, 1–31. */
export const dayOfMonth = (day: number): number => dateOf[day];
export const isMonthEnd = (day: number): boolean => monthEnd[day];
/** First day number of a period month. */
export function monthStartDay(month: number): number {
  return Math.round((Date.UTC(refYear, refMonth - HISTORY_MONTHS + month, 1) - startMs) / DAY_MS);
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "October 2026": a document title, stored data rather than a displayed date. */
export function monthTitle(month: number): string {
  const date = new Date(Date.UTC(refYear, refMonth - HISTORY_MONTHS + month, 1));
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
