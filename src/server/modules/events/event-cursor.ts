/**
 * The feed's cursor: opaque to clients (base64url of `e1:<seq>`, the versioned last commit
 * position read), checked strictly so a forged or mangled one is a 400 and never reaches a query.
 */
import { HttpProblem } from '../../http/problem';
import { problemMessages } from '../../../engine/messages/problems';

const VERSIONED = /^e1:(0|[1-9][0-9]{0,15})$/;

export const encodeEventCursor = (seq: number): string => Buffer.from(`e1:${seq}`).toString('base64url');

/** The seq a cursor stands for; 0 (before every event) without one. */
export function decodeEventCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const invalid = () => new HttpProblem(400, 'INVALID_CURSOR', problemMessages.invalidCursorFeed, [{ path: 'querystring/after', message: problemMessages.notACursorOfFeed }]);
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(cursor)) throw invalid();
  const match = VERSIONED.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const seq = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(seq)) throw invalid();
  return seq;
}
