import { basesUntil, knownSize, DEFAULT_GAUGE_TOLERANCE, gallonsOf, type PlacedBasis } from './level-basis';
import { levelFrom, type KnownLevel, type LevelOptions, type UnknownLevelReason } from './level-estimate';
import type { Range, TankFacts } from './tank-facts';
import type { UsageProfile } from './usage-profile';
import { dayWhenUsed } from './usage-model';
import { dateOfDay, dayOfInstant, type IsoDate } from './utc-days';

/**
 * Days to empty, and to the tenant's reorder level, with their range: the soonest (the low end
 * of the basis burning at the high spread), the likely, the latest (the reverse). All three run
 * from the basis, not from now, so the range is as wide as the usage since an old reading or
 * fill leaves it. Unknown, never guessed, without the tank's size or the account's usage.
 */

export interface ForecastOptions extends LevelOptions {
  /** The tenant's reorder level, percent of the tank. */
  readonly reorderPercent: number;
  /** How far ahead a crossing is looked for, in days (default 730); later is "not within". */
  readonly horizonDays?: number;
}

/** Two winters: beyond that a date is no forecast, and a tank that lasts so long needs none. */
export const DEFAULT_HORIZON_DAYS = 730;

/** When the tank reaches one level. */
export interface LevelCrossing {
  /** The level, percent of the tank. */
  readonly percent: number;
  /** Whether the likely level is at or below it already (days 0). */
  readonly reached: boolean;
  /**
   * Whole days from now (the tank gets there during the day after the last of them; 0 when it is
   * there already); low is the soonest. Null where it is not within the horizon.
   */
  readonly days: Range<number | null>;
  /** The dates it gets there (today when it is there already); null likewise. */
  readonly dates: Range<IsoDate | null>;
}

export type TankForecast =
  | { readonly status: 'known'; readonly level: KnownLevel; readonly reorder: LevelCrossing; readonly empty: LevelCrossing }
  | { readonly status: 'unknown'; readonly reason: UnknownLevelReason };

export function forecastTank(tank: TankFacts, profile: UsageProfile | null, options: ForecastOptions): TankForecast {
  const size = knownSize(tank);
  if (size === null) return { status: 'unknown', reason: 'no-tank-size' };
  if (!profile) return { status: 'unknown', reason: 'no-usage' };
  const now = dayOfInstant(options.now);
  const latest = basesUntil(tank, now, options.gaugeTolerance ?? DEFAULT_GAUGE_TOLERANCE).at(-1);
  if (!latest) return { status: 'unknown', reason: 'no-basis' };
  const level = levelFrom(latest, tank, profile, now, options);
  if (level.status === 'unknown') return level;

  const until = now + (options.horizonDays ?? DEFAULT_HORIZON_DAYS);
  const crossing = (percent: number) => crossingOf(latest, percent, size, profile, now, until, options);
  return { status: 'known', level, reorder: crossing(options.reorderPercent), empty: crossing(0) };
}

function crossingOf(latest: PlacedBasis, percent: number, size: number, profile: UsageProfile, now: number, until: number, options: ForecastOptions): LevelCrossing {
  const start = gallonsOf(latest.percent, size);
  const target = (percent / 100) * size;
  /** The day the level falls to the target from `gallons` at `factor` times the usage, not before now. */
  const dayFrom = (gallons: number, factor: number) => {
    const day = dayWhenUsed(profile.model, latest.day, gallons - target, factor, until, options.degreeDays);
    return day === null ? null : Math.max(day, now);
  };
  const days: Range<number | null> = {
    low: dayFrom(start.low, profile.spread.high),
    likely: dayFrom(start.likely, 1),
    high: dayFrom(start.high, profile.spread.low),
  };
  // To a millionth of a day (under 0.1 s): sums of part days must not land a whisker before midnight.
  const settle = (day: number) => Math.round(day * 1e6) / 1e6;
  const wholeDays = (day: number | null) => (day === null ? null : Math.floor(settle(day - now)));
  const date = (day: number | null) => (day === null ? null : dateOfDay(settle(day)));
  return {
    percent,
    reached: days.likely === now,
    days: { low: wholeDays(days.low), likely: wholeDays(days.likely), high: wholeDays(days.high) },
    dates: { low: date(days.low), likely: date(days.likely), high: date(days.high) },
  };
}
