import type { DegreeDayTable } from './degree-days';
import { basesUntil, knownSize, DEFAULT_GAUGE_TOLERANCE, gallonsAt, gallonsOf, percentsOf, type GaugeTolerance, type LevelBasis, type PlacedBasis } from './level-basis';
import type { Range, TankFacts } from './tank-facts';
import type { UsageProfile } from './usage-profile';
import { dayOfInstant, type IsoInstant } from './utc-days';
import type { TankLevelKind, TankUnknownReason } from '../../../schemas/generated/enums';

/**
 * The level of a tank now: read (a recent reading, as it was read) or estimated (the latest
 * reading or fill, minus the usage since), with what it rests on and how old that is.
 */

export interface LevelOptions {
  readonly now: IsoInstant;
  /** A reading older than this many days is stale: the level is estimated from it (default 7). */
  readonly staleAfterDays?: number;
  readonly degreeDays?: DegreeDayTable;
  readonly gaugeTolerance?: GaugeTolerance;
}

/** Monitors report daily; a customer's reading a week old has a week of burning since. A parameter. */
export const DEFAULT_STALE_AFTER_DAYS = 7;

/** Why there is no level: nothing to run from, or an estimate needs the tank's size or its usage. */
export type UnknownLevelReason = TankUnknownReason;

export interface KnownLevel {
  readonly status: 'known';
  /** `read`: a fresh reading, shown as read. `estimated`: run from the basis at the account's usage. */
  readonly kind: TankLevelKind;
  /** Percent of the tank's size (low ≤ likely ≤ high). */
  readonly percent: Range<number>;
  /** The same in gallons; null only for a reading of a tank whose size is unknown. */
  readonly gallons: Range<number> | null;
  readonly basis: LevelBasis;
  /** Days (fractional) from the basis to now. */
  readonly basisAgeDays: number;
  /** Whether the basis is a reading older than the stale limit. */
  readonly staleReading: boolean;
}

export type LevelEstimate = KnownLevel | { readonly status: 'unknown'; readonly reason: UnknownLevelReason };

/** The level of `tank` at `options.now`, by its latest reading or fill (null profile: usage unknown). */
export function estimateLevel(tank: TankFacts, profile: UsageProfile | null, options: LevelOptions): LevelEstimate {
  const now = dayOfInstant(options.now);
  const latest = basesUntil(tank, now, options.gaugeTolerance ?? DEFAULT_GAUGE_TOLERANCE).at(-1);
  if (!latest) return { status: 'unknown', reason: 'no-basis' };
  return levelFrom(latest, tank, profile, now, options);
}

/** The level at day `now` from one basis: forecast.ts runs from the same one. */
export function levelFrom(latest: PlacedBasis, tank: TankFacts, profile: UsageProfile | null, now: number, options: LevelOptions): LevelEstimate {
  const age = now - latest.day;
  const stale = latest.basis.kind === 'reading' && age > (options.staleAfterDays ?? DEFAULT_STALE_AFTER_DAYS);
  const size = knownSize(tank);
  const known = { status: 'known', basis: latest.basis, basisAgeDays: age, staleReading: stale } as const;

  if (latest.basis.kind === 'reading' && !stale) {
    const gallons = size === null ? null : gallonsOf(latest.percent, size);
    return { ...known, kind: 'read', percent: latest.percent, gallons };
  }
  if (size === null) return { status: 'unknown', reason: 'no-tank-size' };
  if (!profile) return { status: 'unknown', reason: 'no-usage' };
  const gallons = gallonsAt(latest, now, size, profile, options.degreeDays);
  return { ...known, kind: 'estimated', percent: percentsOf(gallons, size), gallons };
}
