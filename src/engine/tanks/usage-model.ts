import type { DegreeDayTable } from './degree-days';
import { monthOfDay } from './utc-days';

/**
 * How many gallons a tank burns on a given day: the two models usage-profile.ts learns, and
 * the integrals the level estimate and the forecasts take of them.
 */

/** Usage by month of the year, learnt from the delivery history alone. */
export interface SeasonalModel {
  readonly kind: 'seasonal';
  /** Gallons a day for each month of the year (0 = January). */
  readonly monthlyGallonsPerDay: readonly number[];
  /** Which months the history covered (the others hold the overall rate). */
  readonly learntMonths: readonly boolean[];
  /** All gallons of the history over all its days. */
  readonly overallGallonsPerDay: number;
}

/**
 * The industry's K-factor model: a day burns a base (hot water, cooking: weather-free) plus one
 * gallon per K heating degree days. A day the degree-day table lacks falls back to `seasonal`.
 */
export interface DegreeDayModel {
  readonly kind: 'degree-days';
  readonly baseGallonsPerDay: number;
  /** Degree days per gallon: a bigger K is a thriftier house. */
  readonly kFactor: number;
  readonly seasonal: SeasonalModel;
}

export type UsageModel = SeasonalModel | DegreeDayModel;

/** Gallons burnt on the whole UTC day `day`. */
export function dailyUsage(model: UsageModel, day: number, degreeDays?: DegreeDayTable): number {
  const seasonal = model.kind === 'seasonal' ? model : model.seasonal;
  if (model.kind === 'degree-days') {
    const hdd = degreeDays?.get(Math.floor(day));
    if (hdd !== undefined) return model.baseGallonsPerDay + hdd / model.kFactor;
  }
  return seasonal.monthlyGallonsPerDay[monthOfDay(day)];
}

/** Gallons burnt from fractional day `from` to `to` (0 when `to` is not after `from`); part days count their part. */
export function usageBetween(model: UsageModel, from: number, to: number, degreeDays?: DegreeDayTable): number {
  let total = 0;
  for (let start = from; start < to; ) {
    const end = Math.min(Math.floor(start) + 1, to);
    total += dailyUsage(model, start, degreeDays) * (end - start);
    start = end;
  }
  return total;
}

/**
 * The fractional day on which, starting at `from`, the tank will have burnt `gallons` at
 * `factor` times the model's rate; null when that is not before `until` (or never, at no usage).
 */
export function dayWhenUsed(model: UsageModel, from: number, gallons: number, factor: number, until: number, degreeDays?: DegreeDayTable): number | null {
  if (gallons <= 0) return from;
  let left = gallons;
  for (let start = from; start < until; ) {
    const end = Math.min(Math.floor(start) + 1, until);
    const rate = dailyUsage(model, start, degreeDays) * factor;
    const burnt = rate * (end - start);
    if (rate > 0 && burnt >= left) return start + left / rate;
    left -= burnt;
    start = end;
  }
  return null;
}
