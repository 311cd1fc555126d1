import { dayOfDate } from './utc-days';
import type { Fill } from './tank-facts';

/**
 * The stretches between deliveries, which is all a delivery history says about usage: if every
 * fill tops the tank up to its fill limit, the gallons of fill n+1 are exactly what was burnt
 * since fill n. The first fill says nothing (how low the tank was before it is unknown).
 */
export interface DeliveryInterval {
  /** UTC day of the earlier fill (its date's start). */
  readonly from: number;
  /** UTC day of the later fill; `to - from` whole days, never 0. */
  readonly to: number;
  /** Gallons of the later fill: what was burnt in between. */
  readonly gallons: number;
}

/**
 * Deliveries as fills by day: two on one date (a second truck, a ticket split in two) are one
 * fill of their sum, and a delivery of no gallons (a ticket for a service call) is no fill.
 */
export function fillsByDay(fills: readonly Fill[]): { day: number; gallons: number }[] {
  const byDay = new Map<number, number>();
  for (const fill of fills) {
    if (!(fill.gallons > 0)) continue;
    const day = dayOfDate(fill.date);
    byDay.set(day, (byDay.get(day) ?? 0) + fill.gallons);
  }
  return [...byDay].map(([day, gallons]) => ({ day, gallons })).sort((a, b) => a.day - b.day);
}

/** The intervals between consecutive fills, oldest first. */
export function deliveryIntervals(fills: readonly Fill[]): DeliveryInterval[] {
  const days = fillsByDay(fills);
  return days.slice(1).map((fill, i) => ({ from: days[i].day, to: fill.day, gallons: fill.gallons }));
}
