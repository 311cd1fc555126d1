/**
 * A last day (a key's expiry, say) picked as a date and kept as the date-time it ends: the key
 * works until that day is over in UTC, whatever the Admin's own time zone.
 */
export function lastDayValue(date: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const end = new Date(`${date}T23:59:59Z`);
  return Number.isNaN(end.getTime()) ? undefined : end.toISOString();
}

/** The day a date-time falls on (UTC), as a date input shows it; '' for none. */
export function lastDayText(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : '';
}
