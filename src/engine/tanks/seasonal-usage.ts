import type { DeliveryInterval } from './delivery-intervals';
import type { SeasonalModel } from './usage-model';
import { monthOfDay } from './utc-days';

/**
 * The seasonal profile: each interval's gallons spread evenly over its days, then each month of
 * the year gets the gallons its days received over the number of its days the history covers
 * (Januaries of several winters together). A month no interval touched gets the overall rate:
 * the only figure the account's own history supports there. Null when there is no interval.
 */
export function learnSeasonal(intervals: readonly DeliveryInterval[]): SeasonalModel | null {
  if (intervals.length === 0) return null;
  const gallons = new Array<number>(12).fill(0);
  const days = new Array<number>(12).fill(0);
  let totalGallons = 0;
  let totalDays = 0;
  for (const interval of intervals) {
    const rate = interval.gallons / (interval.to - interval.from);
    for (let day = interval.from; day < interval.to; day += 1) {
      gallons[monthOfDay(day)] += rate;
      days[monthOfDay(day)] += 1;
    }
    totalGallons += interval.gallons;
    totalDays += interval.to - interval.from;
  }
  const overall = totalGallons / totalDays;
  return {
    kind: 'seasonal',
    monthlyGallonsPerDay: days.map((n, month) => (n > 0 ? gallons[month] / n : overall)),
    learntMonths: days.map((n) => n > 0),
    overallGallonsPerDay: overall,
  };
}
