/**
 * The rules of a delivery's steps (issue 26): received → scheduled (a day and a time window) → on
 * the truck → delivered, or not delivered (with a reason). Steps may skip ahead (a supplier's
 * dispatch may send only "delivered"), a delivery may be scheduled again (moved to another day,
 * taken off the truck, or after it could not be delivered), but nothing follows delivered. A step
 * that happened before the delivery's current one arrived late: it is kept in the timeline but
 * changes nothing — but delivered, after which nothing follows, is the status whenever it happened
 * (the steps dated after it are then the late ones). The same step saying the same again is no news (nobody is told twice).
 */
import type { DeliveryFailureReason, DeliveryStatus } from '../../../schemas/generated/enums';

export interface StepFacts {
  status: DeliveryStatus;
  /** When it happened (an ISO instant). */
  at: string;
  scheduled_date?: string | null;
  window_start?: string | null;
  window_end?: string | null;
  gallons?: number | null;
  ticket_number?: string | null;
  reason?: DeliveryFailureReason | null;
  note?: string | null;
}

/**
 * apply: the step becomes the delivery's status (stored, told, sent as an event); same: the
 * delivery already stands there saying the same (nothing stored); late: it happened before the
 * current step, or is a second "received" (kept, not applied); finished: the delivery was delivered.
 */
export type StepVerdict = 'apply' | 'same' | 'late' | 'finished';

const norm = (v: string | number | null | undefined) => (v === undefined || v === '' ? null : v);
const DETAILS = ['scheduled_date', 'window_start', 'window_end', 'gallons', 'ticket_number', 'reason', 'note'] as const;

/** The same status saying the same (when it happened aside). */
export function saysTheSame(a: StepFacts, b: StepFacts): boolean {
  return a.status === b.status && DETAILS.every((k) => norm(a[k]) === norm(b[k]));
}

/** What becomes of `next` given the delivery's current (latest applied) step, if any. */
export function judgeStep(current: StepFacts | null, next: StepFacts): StepVerdict {
  if (!current) return 'apply';
  if (saysTheSame(current, next)) return 'same';
  if (current.status === 'delivered') return 'finished';
  // Nothing follows delivered: a delivery made before the current step was set (staff put it on
  // the truck after the driver delivered) is its status; the steps after it came late.
  if (next.status === 'delivered') return 'apply';
  if (Date.parse(next.at) < Date.parse(current.at)) return 'late';
  // An order is received once, first: a later "received" is old news.
  if (next.status === 'received') return 'late';
  return 'apply';
}

/** A field a step of its status lacks or gets wrong: the field's name and what is wrong. */
export interface StepProblem {
  field: 'scheduled_date' | 'window_start' | 'window_end' | 'gallons' | 'ticket_number' | 'reason' | 'note';
  problem: 'required' | 'windowBothEnds' | 'windowOrder' | 'notForStatus';
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * What each status needs: scheduled a day (and a window with both ends, ending after it starts);
 * delivered the gallons and the ticket; not delivered a reason, and a note when it is "other". A
 * reason on any other status is refused (it would show where it does not belong).
 */
export function stepProblems(step: Omit<StepFacts, 'at'>): StepProblem[] {
  const problems: StepProblem[] = [];
  if (step.status === 'scheduled' && !present(step.scheduled_date)) problems.push({ field: 'scheduled_date', problem: 'required' });
  if (present(step.window_start) !== present(step.window_end)) problems.push({ field: present(step.window_start) ? 'window_end' : 'window_start', problem: 'windowBothEnds' });
  else if (present(step.window_start) && step.window_end! <= step.window_start!) problems.push({ field: 'window_end', problem: 'windowOrder' });
  if (step.status === 'delivered') {
    if (!present(step.gallons)) problems.push({ field: 'gallons', problem: 'required' });
    if (!present(step.ticket_number)) problems.push({ field: 'ticket_number', problem: 'required' });
  }
  if (step.status === 'not_delivered') {
    if (!present(step.reason)) problems.push({ field: 'reason', problem: 'required' });
    else if (step.reason === 'other' && !present(step.note)) problems.push({ field: 'note', problem: 'required' });
  } else if (present(step.reason)) problems.push({ field: 'reason', problem: 'notForStatus' });
  return problems;
}

/** A delivery still on its way: neither delivered nor given up on (not delivered may be scheduled again, but waits on the supplier). */
export const isInProgress = (status: DeliveryStatus) => status === 'received' || status === 'scheduled' || status === 'on_truck';
