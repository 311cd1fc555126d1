import type { SupplierPostedPrice } from './supplier-price';

/** A price alert's state as the crossing rule sees it. */
export interface PriceAlertState {
  /** Dollars per gallon: at or below it, the customer wants to be told. */
  threshold: number;
  /** Whether the next price at or below the threshold tells them. */
  armed: boolean;
}

/**
 * One step of a price alert (issue 26): "tell me when it is at or below $x", once per crossing.
 * An armed alert fires when the price is at or below the threshold and is disarmed by it; a
 * disarmed one is armed again once the price is back above, so a price that stays low tells the
 * customer once, and one that goes up and comes down again tells them again. No price known: no
 * change.
 */
export function priceAlertStep(alert: PriceAlertState, price: number | undefined): { fire: boolean; armed: boolean } {
  if (price === undefined) return { fire: false, armed: alert.armed };
  const met = price <= alert.threshold;
  if (met) return { fire: alert.armed, armed: false };
  return { fire: false, armed: true };
}

/** A new alert starts armed unless the price is already at or below it (the customer sees that price as they set it). */
export const initiallyArmed = (threshold: number, price: number | undefined): boolean => price === undefined || price > threshold;

/** One point of a price history: the price that holds from that day on. */
export interface PricePoint {
  effective_date: string;
  price: number;
}

/**
 * A product's price history from one day to another (YYYY-MM-DD): the price that already held on
 * the first day (dated that day), then one point per later effective date up to the last; of two
 * posted for one day the higher, as supplierPriceOn picks. In date order.
 */
export function priceHistory(posted: readonly SupplierPostedPrice[], productCode: string, from: string, to: string): PricePoint[] {
  const byDay = new Map<string, number>();
  for (const entry of posted) {
    if (entry.product_code !== productCode || entry.effective_date > to) continue;
    const had = byDay.get(entry.effective_date);
    if (had === undefined || entry.price > had) byDay.set(entry.effective_date, entry.price);
  }
  const days = [...byDay.keys()].sort();
  const before = days.filter((day) => day <= from).pop();
  const points: PricePoint[] = before === undefined ? [] : [{ effective_date: from, price: byDay.get(before)! }];
  for (const day of days) if (day > from) points.push({ effective_date: day, price: byDay.get(day)! });
  return points;
}
