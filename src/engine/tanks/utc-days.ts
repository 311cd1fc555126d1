/**
 * Time as the tank forecasts count it: UTC days since 1970-01-01, fractional where an instant
 * falls inside a day. No time zones: a delivery date is the start of its UTC day, a reading's
 * instant is where it falls, and a forecast's date is the UTC day its fractional day lands in.
 * A day is always 86 400 000 ms here (UTC has no daylight saving), so plain arithmetic is exact.
 */

/** 'YYYY-MM-DD', a calendar date. */
export type IsoDate = string;
/** An ISO 8601 instant with its zone ('2026-02-10T08:00:00Z'). */
export type IsoInstant = string;

const MS_PER_DAY = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC day number of a calendar date; a date that does not exist (2026-02-30) is refused, not rolled over. */
export function dayOfDate(date: IsoDate): number {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`not an ISO date: ${date}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) throw new RangeError(`no such date: ${date}`);
  return ms / MS_PER_DAY;
}

/** The fractional UTC day of an instant (a date alone reads as the start of its day). */
export function dayOfInstant(instant: IsoInstant | IsoDate): number {
  if (DATE.test(instant)) return dayOfDate(instant);
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`not an ISO instant: ${instant}`);
  return ms / MS_PER_DAY;
}

/** The calendar date a (fractional) day falls in. */
export function dateOfDay(day: number): IsoDate {
  return new Date(Math.floor(day) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The instant of a (fractional) day, to the millisecond. */
export function instantOfDay(day: number): IsoInstant {
  return new Date(Math.round(day * MS_PER_DAY)).toISOString();
}

/** The month of the year (0 = January) of the day a (fractional) day falls in. */
export function monthOfDay(day: number): number {
  return new Date(Math.floor(day) * MS_PER_DAY).getUTCMonth();
}
