import type { DegreeDayTable } from './degree-days';
import { basesUntil, knownSize, DEFAULT_GAUGE_TOLERANCE, gallonsAt, type GaugeTolerance, type PlacedBasis } from './level-basis';
import type { ReadingSource, TankFacts } from './tank-facts';
import type { UsageProfile } from './usage-profile';
import { dayOfDate, dayOfInstant, instantOfDay, type IsoDate, type IsoInstant } from './utc-days';
import type { TankLevelPointKind } from '../../../schemas/generated/enums';

/**
 * The points of a chart of a tank's level over time, each marked with what it is, so a chart
 * draws readings and fills as marks and the estimate and forecast as lines of their own:
 *
 * - `reading`: a reading, with who read it;
 * - `fill`: a delivery, the tank at its fill limit;
 * - `estimate`: the line run from the latest reading or fill before it, at the account's usage,
 *   one point at the start of each UTC day, one at each reading or fill (the level the line had
 *   reached just before it: how far the estimate was off, or how low the tank was when filled),
 *   and one at now;
 * - `forecast`: the same line after now, one point a day.
 *
 * Points come in time order; at one instant an estimate comes before the reading or fill there.
 * Without the tank's size or the account's usage there is no line: readings and fills alone.
 */

export type LevelPointKind = TankLevelPointKind;

export interface LevelPoint {
  readonly at: IsoInstant;
  readonly kind: LevelPointKind;
  /** Percent of the tank (the likely figure for an estimate or forecast). */
  readonly percent: number;
  /** Gallons; null when the tank's size is unknown. */
  readonly gallons: number | null;
  /** Readings only: who read it. */
  readonly source?: ReadingSource;
  /** Estimates and forecasts only: the range around `percent`, as percents. */
  readonly band?: { readonly low: number; readonly high: number };
}

export interface SeriesOptions {
  /** The chart's first date. */
  readonly from: IsoDate;
  readonly now: IsoInstant;
  /** Days of forecast after now (default 60). */
  readonly forecastDays?: number;
  readonly degreeDays?: DegreeDayTable;
  readonly gaugeTolerance?: GaugeTolerance;
}

export const DEFAULT_FORECAST_DAYS = 60;

interface Timed {
  readonly day: number;
  /** At one instant: the estimate before the basis it meets. */
  readonly order: 0 | 1;
  readonly point: LevelPoint;
}

export function levelSeries(tank: TankFacts, profile: UsageProfile | null, options: SeriesOptions): LevelPoint[] {
  const now = dayOfInstant(options.now);
  const first = dayOfDate(options.from);
  const bases = basesUntil(tank, now, options.gaugeTolerance ?? DEFAULT_GAUGE_TOLERANCE);
  const size = knownSize(tank);
  const timed: Timed[] = [];

  /** The line at `day` from `placed`, the latest basis before it; none without the size or the usage. */
  const lineAt = (placed: PlacedBasis, day: number, kind: 'estimate' | 'forecast'): Timed[] => {
    if (size === null || !profile) return [];
    const gallons = gallonsAt(placed, day, size, profile, options.degreeDays);
    const percent = (g: number) => (g / size) * 100;
    const point: LevelPoint = { at: instantOfDay(day), kind, percent: percent(gallons.likely), gallons: gallons.likely, band: { low: percent(gallons.low), high: percent(gallons.high) } };
    return [{ day, order: 0, point }];
  };

  bases.forEach((placed, i) => {
    if (placed.day < first) return;
    timed.push({ day: placed.day, order: 1, point: basisPoint(placed, size) });
    if (i > 0 && bases[i - 1].day < placed.day) timed.push(...lineAt(bases[i - 1], placed.day, 'estimate'));
  });

  const atBasis = new Set(bases.map((placed) => placed.day));
  let latest = -1;
  for (const day of [...wholeDaysBetween(first, now), ...(now >= first ? [now] : [])]) {
    while (latest + 1 < bases.length && bases[latest + 1].day < day) latest += 1;
    if (latest >= 0 && !atBasis.has(day)) timed.push(...lineAt(bases[latest], day, 'estimate'));
  }
  const last = bases.at(-1);
  if (last) {
    const end = now + (options.forecastDays ?? DEFAULT_FORECAST_DAYS);
    for (let day = Math.floor(now) + 1; day <= end; day += 1) timed.push(...lineAt(last, day, 'forecast'));
  }

  return timed.sort((a, b) => a.day - b.day || a.order - b.order).map((t) => t.point);
}

/** The starts of the UTC days from `from` (included) to `to` (excluded). */
function wholeDaysBetween(from: number, to: number): number[] {
  const days: number[] = [];
  for (let day = Math.ceil(from); day < to; day += 1) days.push(day);
  return days;
}

function basisPoint(placed: PlacedBasis, size: number | null): LevelPoint {
  const percent = placed.percent.likely;
  const gallons = size === null ? null : (percent / 100) * size;
  const at = instantOfDay(placed.day);
  return placed.basis.kind === 'reading' ? { at, kind: 'reading', percent, gallons, source: placed.basis.source } : { at, kind: 'fill', percent, gallons };
}
