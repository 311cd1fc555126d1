/**
 * The instant a reading's date-time names, or null for one the portal cannot store. The schemas'
 * date-time format lets through a leap second (23:59:60), which a JavaScript date cannot hold
 * (parsed, it is invalid or rolls over to the next minute, depending on the engine), and a time
 * late on 9999-12-31 with a negative offset, which is in the year 10000 in UTC: no PostgreSQL
 * timestamp is written that way. Refused alike on every way in.
 */
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export function readingInstant(value: string): Date | null {
  if (/T\d{2}:\d{2}:6\d/i.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) || at.getTime() > LAST_INSTANT ? null : at;
}
