/**
 * An away period's rules (issue 26, delivery plan): the dates a customer is away, when automatic
 * deliveries are paused or moved around. Calendar dates as the tank forecasts count them (UTC days).
 */
import { dayOfDate, type IsoDate } from './utc-days';

/** The longest away period, and how far ahead one may start: a year (a leap year's 366 days). */
export const MAX_AWAY_DAYS = 366;

/** Why an away period is refused: not a date, not after today, ending before it starts, too long, or starting too far ahead. */
export type AwayProblem = 'invalidDate' | 'notFuture' | 'endsBeforeStart' | 'tooLong' | 'tooFarAhead';

const dayOr = (date: IsoDate): number | null => {
  try {
    return dayOfDate(date);
  } catch {
    return null;
  }
};

/**
 * The first rule an away period from `from` to `to` (both days included) breaks on `today`, or
 * null: it starts after today and within a year of it, ends on or after its start, and lasts at
 * most MAX_AWAY_DAYS days.
 */
export function awayProblem(from: IsoDate, to: IsoDate, today: IsoDate): AwayProblem | null {
  const [start, end, now] = [dayOr(from), dayOr(to), dayOr(today)];
  if (start === null || end === null || now === null) return 'invalidDate';
  if (start <= now) return 'notFuture';
  if (end < start) return 'endsBeforeStart';
  if (end - start + 1 > MAX_AWAY_DAYS) return 'tooLong';
  if (start - now > MAX_AWAY_DAYS) return 'tooFarAhead';
  return null;
}

/** Where today stands against an away period: before it, in it, or after it (the period is over). */
export function awayPhase(from: IsoDate, to: IsoDate, today: IsoDate): 'upcoming' | 'away' | 'over' {
  if (today < from) return 'upcoming';
  return today <= to ? 'away' : 'over';
}
