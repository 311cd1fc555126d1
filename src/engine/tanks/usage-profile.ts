import type { DegreeDayTable } from './degree-days';
import { deliveryIntervals, type DeliveryInterval } from './delivery-intervals';
import { fitKFactor, MINIMUM_FIT_INTERVALS } from './k-factor';
import { learnSeasonal } from './seasonal-usage';
import type { Fill } from './tank-facts';
import { usageBetween, type UsageModel } from './usage-model';
import { dateOfDay, type IsoDate } from './utc-days';

/**
 * An account's usage of one tank, learnt from its own delivery history: the model (seasonal, or
 * K-factor when degree days are given and the fit holds) and how far its intervals strayed from
 * it, which is what the forecasts' ranges are made of.
 */

/** Multipliers of the model's usage that bound the likely one: low ≤ 1 ≤ high. */
export interface UsageSpread {
  readonly low: number;
  readonly high: number;
}

export interface UsageProfile {
  readonly model: UsageModel;
  readonly spread: UsageSpread;
  /** Delivery intervals learnt from. */
  readonly intervals: number;
  /** The first and last fill the history holds. */
  readonly historyFrom: IsoDate;
  readonly historyTo: IsoDate;
  /** Why degree days were given but the K-factor model not used; null otherwise. */
  readonly kFactorSkipped: 'too-few-intervals' | 'not-physical' | null;
}

export interface UsageOptions {
  /** From the tenant's weather adapter (degree-days.ts); without it, the seasonal profile. */
  readonly degreeDays?: DegreeDayTable;
  /** The narrowest spread either side of 1, whatever the history (default 0.15). */
  readonly minimumSpread?: number;
  /** The narrowest spread with fewer than three intervals to learn from (default 0.3). */
  readonly thinHistorySpread?: number;
}

/**
 * A model fitted to the intervals always explains them better than it will predict the next
 * one, so the intervals' own scatter is widened to at least these: ±15 % for a history of
 * several intervals, ±30 % for one or two (a single winter or a single summer says little
 * about the rest of the year). Parameters, not findings: a tenant with better figures passes its own.
 */
export const DEFAULT_MINIMUM_SPREAD = 0.15;
export const DEFAULT_THIN_HISTORY_SPREAD = 0.3;

/** The usage profile of a tank, or null when its history holds fewer than two fills: its usage is unknown. */
export function learnUsage(fills: readonly Fill[], options: UsageOptions = {}): UsageProfile | null {
  const intervals = deliveryIntervals(fills);
  const seasonal = learnSeasonal(intervals);
  if (!seasonal) return null;

  let model: UsageModel = seasonal;
  let kFactorSkipped: UsageProfile['kFactorSkipped'] = null;
  if (options.degreeDays) {
    const fit = fitKFactor(intervals, options.degreeDays);
    if (fit.fitted) model = { kind: 'degree-days', baseGallonsPerDay: fit.baseGallonsPerDay, kFactor: fit.kFactor, seasonal };
    else kFactorSkipped = fit.reason;
  }

  const floor = intervals.length < MINIMUM_FIT_INTERVALS ? (options.thinHistorySpread ?? DEFAULT_THIN_HISTORY_SPREAD) : (options.minimumSpread ?? DEFAULT_MINIMUM_SPREAD);
  return {
    model,
    spread: spreadOf(intervals, model, floor, options.degreeDays),
    intervals: intervals.length,
    historyFrom: dateOfDay(intervals[0].from),
    historyTo: dateOfDay(intervals[intervals.length - 1].to),
    kFactorSkipped,
  };
}

/** Each interval's gallons over what the model expected of it: the lowest and highest, widened to the floor. */
function spreadOf(intervals: readonly DeliveryInterval[], model: UsageModel, floor: number, degreeDays?: DegreeDayTable): UsageSpread {
  const ratios = intervals.map((interval) => interval.gallons / usageBetween(model, interval.from, interval.to, degreeDays)).filter(Number.isFinite);
  return {
    low: Math.max(0, Math.min(1 - floor, ...ratios)),
    high: Math.max(1 + floor, ...ratios),
  };
}
