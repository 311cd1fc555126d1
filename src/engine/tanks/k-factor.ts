import { degreeDaysBetween, type DegreeDayTable } from './degree-days';
import type { DeliveryInterval } from './delivery-intervals';

/**
 * The K-factor fit: gallons = base × days + degree days / K for each delivery interval, by least
 * squares over the intervals (two unknowns, base and 1/K, no intercept: an interval of no days
 * and no cold burns nothing). Long intervals weigh more, as they should: they hold more gallons.
 */

/** Fewer intervals than this and two unknowns are fitted to noise: the seasonal profile is used. */
export const MINIMUM_FIT_INTERVALS = 3;

export type KFactorFit =
  | { readonly fitted: true; readonly baseGallonsPerDay: number; readonly kFactor: number; readonly intervals: number }
  | { readonly fitted: false; readonly reason: 'too-few-intervals' | 'not-physical' };

/**
 * Fit base and K over the intervals the table covers every day of. Not physical, and refused: a
 * K that is not positive (usage falling as it gets colder), or degree days that cannot be told
 * apart from days (each interval as cold per day as the others: no weather signal to fit). A
 * negative base is refitted as a heat-only account (base 0), which is a real kind of customer.
 */
export function fitKFactor(intervals: readonly DeliveryInterval[], degreeDays: DegreeDayTable): KFactorFit {
  const rows = intervals.flatMap((interval) => {
    const hdd = degreeDaysBetween(degreeDays, interval.from, interval.to);
    return hdd === null ? [] : [{ days: interval.to - interval.from, hdd, gallons: interval.gallons }];
  });
  if (rows.length < MINIMUM_FIT_INTERVALS) return { fitted: false, reason: 'too-few-intervals' };

  const sum = (f: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + f(row), 0);
  const dd = sum((r) => r.days * r.days);
  const dh = sum((r) => r.days * r.hdd);
  const hh = sum((r) => r.hdd * r.hdd);
  const dg = sum((r) => r.days * r.gallons);
  const hg = sum((r) => r.hdd * r.gallons);

  const determinant = dd * hh - dh * dh;
  // Relative to its terms: collinear rows leave only rounding in the determinant.
  if (!(hh > 0) || Math.abs(determinant) <= 1e-9 * dd * hh) return { fitted: false, reason: 'not-physical' };
  let base = (dg * hh - dh * hg) / determinant;
  let perDegreeDay = (dd * hg - dh * dg) / determinant;
  if (base < 0) {
    base = 0;
    perDegreeDay = hg / hh;
  }
  if (!(perDegreeDay > 0)) return { fitted: false, reason: 'not-physical' };
  return { fitted: true, baseGallonsPerDay: base, kFactor: 1 / perDegreeDay, intervals: rows.length };
}
