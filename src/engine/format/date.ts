import { activeLanguage } from '../i18n/active-language';
import { formatLocale } from '../i18n/format-locale';
import type { Language } from '../i18n/languages';

/**
 * Dates as the spec shows them (spec 1 §5, spec 2 §9): MM/DD/YYYY, '--' when missing or
 * invalid. A date-only value ('2026-03-01') is a calendar date, read as UTC so it never shifts
 * a day with the viewer's zone; a timestamp is shown in the viewer's zone with a 12-hour clock.
 */
export const MISSING_DATE = '--';

/** An ISO date, optionally with a time and a zone: groups are year, month, day, time, zone. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): { date: Date; dateOnly: boolean } | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    const match = ISO.exec(value.trim());
    if (match) {
      const [, year, month, dayOfMonth, time, zone] = match;
      const [y, m, d] = [year, month, dayOfMonth].map(Number);
      const day = new Date(Date.UTC(y, m - 1, d));
      // Reject 2026-02-30 and friends instead of rolling over into the next month; the engine
      // would otherwise show '2026-02-30T10:00:00Z' as 03/02/2026.
      if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return undefined;
      if (time === undefined) return { date: day, dateOnly: true };
      // Timestamps are UTC (spec 1 §5): one without a zone is read as UTC, not as the viewer's
      // local time, which is how Date would read it.
      const date = new Date(`${year}-${month}-${dayOfMonth}T${time}${zone ?? 'Z'}`);
      return Number.isNaN(date.getTime()) ? undefined : { date, dateOnly: false };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : { date, dateOnly: false };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A language other than English: its formatting locale's digits-only date ('01/03/2026' is March 1st in es and fr), by Intl. */
function localDate(language: Language, date: Date, timeZone: string | undefined, withTime: boolean): string {
  const time: Intl.DateTimeFormatOptions = withTime ? { hour: '2-digit', minute: '2-digit' } : {};
  return new Intl.DateTimeFormat(formatLocale(language), { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', ...time }).format(date);
}

/** MM/DD/YYYY (in English; the language's own order in Spanish and French); date-only values in UTC, timestamps in `timeZone` (default: the viewer's). */
export function formatDate(value: DateInput, timeZone?: string): string {
  const parsed = toDate(value);
  if (!parsed) return MISSING_DATE;
  const { date, dateOnly } = parsed;
  const language = activeLanguage();
  if (language !== 'en') return localDate(language, date, dateOnly ? 'UTC' : timeZone, false);
  if (dateOnly) return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(date);
}

/** MM/DD/YYYY hh:mm AM/PM in `timeZone` (default: the viewer's); date-only values get no time. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const parsed = toDate(value);
  if (!parsed) return MISSING_DATE;
  if (parsed.dateOnly) return formatDate(value);
  const language = activeLanguage();
  if (language !== 'en') return localDate(language, parsed.date, timeZone, true);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true }).format(parsed.date);
  return `${formatDate(parsed.date, timeZone)} ${time}`;
}

/** A calendar month (YYYY-MM, as a budget plan's first payment is set) as the language names it: 'December 2026'; '--' when it is not one. */
export function formatMonth(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return MISSING_DATE;
  const first = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(formatLocale(activeLanguage()), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(first);
}

/** The spec's alternative formatter: the same, in New York time. */
export function formatDateTimeNewYork(value: DateInput): string {
  return formatDateTime(value, 'America/New_York');
}
