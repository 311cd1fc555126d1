import type { Schemas } from '../api/types';
import { formatDate, formatPercent, formatQuantity } from '../format';
import { fillTankLevel, tankLevelMessages as t } from '../messages/tank-levels';

type TankForecast = Schemas['TankForecast'];
type Crossing = NonNullable<TankForecast['reorder']>;

/** What a tank card says of one tank, each line in the reader's language; a line left out is undefined. */
export interface TankWords {
  title: string;
  /** "Level" for a reading, "Estimated level" for an estimate. */
  levelLabel: string;
  /** The likely percent. */
  level?: string;
  /** Its range, when the range is wider than a point (an estimate, a gauge read by eye). */
  levelRange?: string;
  /** About how many gallons of the tank's size. */
  gallons?: string;
  /** What the level is known from, and when. */
  basis?: string;
  reorder?: string;
  empty?: string;
  /** Why there is no level or no forecast, rather than a guess. */
  unknown?: string;
}

const whole = (n: number) => Math.round(n);
const percentText = (n: number) => formatPercent(whole(n));

const unknownWords: Record<Schemas['TankUnknownReason'], () => string> = {
  'no-basis': () => t.unknownNoBasis,
  'no-tank-size': () => t.unknownNoTankSize,
  'no-usage': () => t.unknownNoUsage,
};

function basisWords(level: NonNullable<TankForecast['level']>): string {
  const date = formatDate(level.basis.at);
  if (level.basis.kind === 'fill') return fillTankLevel('estimatedFromFill', { date });
  if (level.kind === 'estimated') return fillTankLevel('estimatedFromReading', { date });
  return fillTankLevel(level.basis.source === 'monitor' ? 'readByMonitor' : 'readByCustomer', { date });
}

/** The reorder date, with the soonest and latest when they differ; "reached" when it is at or under it now. */
function reorderWords(crossing: Crossing): string {
  const percent = percentText(crossing.percent);
  if (crossing.reached) return fillTankLevel('reorderReached', { percent });
  const { low, likely, high } = crossing.dates;
  if (!likely) return fillTankLevel('reorderFar', { percent });
  if (low && high && low !== high) return fillTankLevel('reorderBetween', { percent, date: formatDate(likely), low: formatDate(low), high: formatDate(high) });
  return fillTankLevel('reorderOn', { percent, date: formatDate(likely) });
}

/** Days to empty, with the range; nothing when empty is not within the forecast's two years. */
function emptyWords(crossing: Crossing): string | undefined {
  const { low, likely, high } = crossing.days;
  if (crossing.reached || likely === 0) return t.emptyNow;
  if (likely === null) return undefined;
  // English words take no plural rule (engine i18n/icu.ts): a day and days are two messages.
  if (low !== null && high !== null && low !== high) return fillTankLevel(likely === 1 ? 'emptyInDayRange' : 'emptyInDaysRange', { days: likely, low, high });
  return likely === 1 ? t.emptyInDay : fillTankLevel('emptyInDays', { days: likely });
}

/**
 * A tank's card in words (issue 26): its level (a range when the level is an estimate or a gauge
 * read by eye), about how many gallons of its size, what that is known from, when it reaches the
 * supplier's reorder level and empty — or, where the server gave no figure, why not.
 */
export function tankWords(tank: TankForecast): TankWords {
  const { level } = tank;
  const words: TankWords = {
    title: fillTankLevel('tankTitle', { tank: tank.drop_name, product: tank.product_name }),
    levelLabel: level?.kind === 'estimated' ? t.levelEstimated : t.levelRead,
  };
  if (level) {
    const { low, likely, high } = level.percent;
    words.level = percentText(likely);
    if (whole(low) !== whole(high)) words.levelRange = fillTankLevel('levelRange', { low: percentText(low), high: percentText(high) });
    if (level.gallons && tank.tank_size && whole(level.gallons.likely) > 0) words.gallons = fillTankLevel('levelGallons', { gallons: formatQuantity(whole(level.gallons.likely)), size: formatQuantity(tank.tank_size) });
    words.basis = basisWords(level);
  }
  if (tank.reorder) words.reorder = reorderWords(tank.reorder);
  if (tank.empty) words.empty = emptyWords(tank.empty);
  const reason = tank.level_unknown_reason ?? tank.forecast_unknown_reason;
  if (reason) words.unknown = unknownWords[reason]();
  return words;
}
