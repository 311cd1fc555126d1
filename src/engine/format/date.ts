/**
 * Dates as the spec shows them (spec 1 §5, spec 2 §9): MM/DD/YYYY, '--' when missing or
 * invalid. A date-only value ('2026-03-01') is a calendar date, read as UTC so it never shifts
 * a day with the viewer's zone; a timestamp is shown in the viewer's zone with a 12-hour clock.
 */
export const MISSING_DATE = '--';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): { date: Date; dateOnly: boolean } | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, y, m, d] = match.map(Number);
      const date = new Date(Date.UTC(y, m - 1, d));
      // Reject 2026-02-30 and friends instead of rolling over into the next month.
      if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
      return { date, dateOnly: true };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : { date, dateOnly: false };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY; date-only values in UTC, timestamps in `timeZone` (default: the viewer's). */
export function formatDate(value: DateInput, timeZone?: string): string {
  const parsed = toDate(value);
  if (!parsed) return MISSING_DATE;
  const { date, dateOnly } = parsed;
  if (dateOnly) return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(date);
}

/** MM/DD/YYYY hh:mm AM/PM in `timeZone` (default: the viewer's); date-only values get no time. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const parsed = toDate(value);
  if (!parsed) return MISSING_DATE;
  if (parsed.dateOnly) return formatDate(value);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true }).format(parsed.date);
  return `${formatDate(parsed.date, timeZone)} ${time}`;
}

/** The spec's alternative formatter: the same, in New York time. */
export function formatDateTimeNewYork(value: DateInput): string {
  return formatDateTime(value, 'America/New_York');
}
