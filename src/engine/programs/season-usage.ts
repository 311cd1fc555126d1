/** A delivery as the programs count it: its calendar day and gallons. */
export interface DeliveredGallons {
  date: string;
  quantity: number;
}

const DAY_MS = 86_400_000;
const shiftDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Last season's gallons: the deliveries of the 365 days up to and including `today` (a year of
 * heating, whatever month the estimate is asked in), to a tenth of a gallon.
 */
export function lastSeasonGallons(deliveries: readonly DeliveredGallons[], today: string): number {
  const from = shiftDays(today, -364);
  const total = deliveries.filter((d) => d.date >= from && d.date <= today).reduce((sum, d) => sum + Math.round(d.quantity * 10), 0);
  return total / 10;
}

/** The gallons delivered on or after a contract's day (a pre-buy's used gallons), to a tenth. */
export function gallonsSince(deliveries: readonly DeliveredGallons[], since: string): number {
  return deliveries.filter((d) => d.date >= since).reduce((sum, d) => sum + Math.round(d.quantity * 10), 0) / 10;
}
