import type { components } from '../../../openapi/generated/tenant-api';
import { HttpProblem } from '../http/problem';
import { readingInstant } from './reading-instant';
import type { StoredReading } from './store-readings';
import { problemMessages } from '../../engine/messages/problems';

/**
 * A reading dated after now is refused: it would become the basis of every forecast until its
 * time came. A monitor's or a phone's clock a little ahead is no future reading, so a few
 * minutes' skew are let through.
 */
const CLOCK_SKEW_MS = 5 * 60_000;

export const isInFuture = (readAt: Date, now: Date): boolean => readAt.getTime() > now.getTime() + CLOCK_SKEW_MS;

/**
 * A reading entered over HTTP is at most a year old: a gauge is read to tell today's level, and the
 * forecasts run day by day from their basis, so a reading dated centuries ago (the latest a tank
 * has, until a delivery) would cost every later forecast of its account that many days of work.
 * Older history is the supplier's to import, as its deliveries are.
 */
const MAX_AGE_MS = 366 * 86_400_000;

export const isTooOld = (readAt: Date, now: Date): boolean => readAt.getTime() < now.getTime() - MAX_AGE_MS;

/** The instant a date-time names; one no clock shows (a leap second) is refused as the schema's failures are, with its path. */
export function instantAt(value: string, path: string): Date {
  const at = readingInstant(value);
  if (!at) throw new HttpProblem(400, 'VALIDATION_FAILED', `${path} ${problemMessages.notAnInstant}`, [{ path, message: problemMessages.notAnInstant }]);
  return at;
}

/** A stored reading as the API answers it. */
export function readingView(r: StoredReading): components['schemas']['TankReading'] {
  return {
    tank_id: r.dropId,
    account_id: r.accountId,
    read_at: r.readAt.toISOString(),
    percent: r.percent,
    source: r.source,
    channel: r.channel,
    entered_by_user_id: r.enteredByUserId,
    stored_at: r.storedAt.toISOString(),
  };
}
