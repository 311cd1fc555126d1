import type { ProgramWindowState } from '../../../schemas/generated/enums';
import type { EnrolmentWindow } from './program-settings';

/** Where a day stands to a program's enrolment window: before it opens, in it, after it closed. */
export type WindowState = ProgramWindowState;

/**
 * Both ends are calendar days ('YYYY-MM-DD') and both are included: a window until 2026-10-31 is
 * open all of that day. A window with no start is not open at all (a program the tenant has not
 * scheduled), one with no end stays open once started. ISO dates compare as strings.
 */
export function windowState(window: EnrolmentWindow, today: string): WindowState {
  if (window.from === null || today < window.from) return 'not_open';
  if (window.until !== null && today > window.until) return 'closed';
  return 'open';
}
