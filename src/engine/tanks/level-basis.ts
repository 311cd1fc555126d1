import type { DegreeDayTable } from './degree-days';
import type { Range, ReadingSource, TankFacts } from './tank-facts';
import type { UsageProfile } from './usage-profile';
import { usageBetween } from './usage-model';
import { dayOfDate, dayOfInstant, type IsoDate, type IsoInstant } from './utc-days';

/**
 * What a level is known from: a reading, or a fill (the tank at its fill limit). The level
 * estimate, the forecasts and the chart all run from one of these, minus the usage since.
 */
export type LevelBasis =
  | { readonly kind: 'reading'; readonly source: ReadingSource; readonly at: IsoInstant; readonly percent: number }
  | { readonly kind: 'fill'; readonly date: IsoDate; readonly percent: number };

/** A basis placed in time, with the percent it stands for as a range (a gauge read by eye may be off). */
export interface PlacedBasis {
  readonly basis: LevelBasis;
  readonly day: number;
  readonly percent: Range<number>;
}

/** Percentage points a reading may be off, by who read it. */
export type GaugeTolerance = Readonly<Record<ReadingSource, number>>;

/**
 * A monitor's reading is taken as it is; a customer reads a float gauge by eye, marked in steps
 * of 5 or 10 %, so their reading stands for ±5 points. Parameters: a tenant whose monitors are
 * known to drift passes its own.
 */
export const DEFAULT_GAUGE_TOLERANCE: GaugeTolerance = { monitor: 0, customer: 5 };

/** The tank's size when it is known (a size of 0 is the supplier not knowing it either). */
export const knownSize = (tank: TankFacts): number | null => (tank.sizeGallons !== null && tank.sizeGallons > 0 ? tank.sizeGallons : null);

const clampPercent = (percent: number) => Math.min(100, Math.max(0, percent));

/**
 * Every reading and fill up to `now`, oldest first. A fill is placed at the start of its date; a
 * reading on a fill's date therefore counts as after it (someone looks at the gauge once the
 * truck has gone, and a monitor reports again within the day).
 */
export function basesUntil(tank: TankFacts, now: number, tolerance: GaugeTolerance = DEFAULT_GAUGE_TOLERANCE): PlacedBasis[] {
  const fills = tank.fills
    .filter((fill) => fill.gallons > 0)
    .map((fill): PlacedBasis => {
      const percent = clampPercent(tank.fillLimitPercent);
      return { basis: { kind: 'fill', date: fill.date, percent }, day: dayOfDate(fill.date), percent: { low: percent, likely: percent, high: percent } };
    });
  const readings = tank.readings.map((reading): PlacedBasis => {
    const off = tolerance[reading.source];
    const likely = clampPercent(reading.percent);
    return {
      basis: { kind: 'reading', source: reading.source, at: reading.at, percent: likely },
      day: dayOfInstant(reading.at),
      percent: { low: clampPercent(likely - off), likely, high: clampPercent(likely + off) },
    };
  });
  // Fills first, and the sort is stable: a reading at a fill's very instant stays after it.
  return [...fills, ...readings].filter((placed) => placed.day <= now).sort((a, b) => a.day - b.day);
}

/**
 * Gallons in the tank at `day`, run from `placed` at the profile's usage: the likely figure, the
 * low one (the basis's low end burning at the high spread) and the high one (the reverse). Never
 * below empty. The range widens with every day from the basis, since the spread multiplies all
 * the usage since it: an old basis is an uncertain one.
 */
export function gallonsAt(placed: PlacedBasis, day: number, sizeGallons: number, profile: UsageProfile, degreeDays?: DegreeDayTable): Range<number> {
  const used = usageBetween(profile.model, placed.day, day, degreeDays);
  const start = gallonsOf(placed.percent, sizeGallons);
  return {
    low: Math.max(0, start.low - used * profile.spread.high),
    likely: Math.max(0, start.likely - used),
    high: Math.max(0, start.high - used * profile.spread.low),
  };
}

/** A range of gallons as percents of the tank. */
export function percentsOf(gallons: Range<number>, sizeGallons: number): Range<number> {
  return { low: (gallons.low / sizeGallons) * 100, likely: (gallons.likely / sizeGallons) * 100, high: (gallons.high / sizeGallons) * 100 };
}

/** A range of percents as gallons of the tank. */
export function gallonsOf(percent: Range<number>, sizeGallons: number): Range<number> {
  return { low: (percent.low / 100) * sizeGallons, likely: (percent.likely / 100) * sizeGallons, high: (percent.high / 100) * sizeGallons };
}

/** When a basis was, as a date (for a fill) or an instant (for a reading). */
export const basisTime = (basis: LevelBasis): IsoDate | IsoInstant => (basis.kind === 'fill' ? basis.date : basis.at);
