import { failureMessage } from '../../engine/api/call-error';

/**
 * How a problem is announced, by what it is (issue 24):
 * - `refusal`: what the user just did was refused (a submit, a look-up, a payment, a check): the
 *   answer they wait for, role=alert (assertive), heard at once;
 * - `status`: what a screen could not load: it comes with the screen, not from an act of the user,
 *   role=status (polite), heard after what is being read (the new screen's heading, focused on arrival).
 */
export type ProblemKind = 'refusal' | 'status';

/**
 * A screen's problem, announced: a refused call (a CallError, already worded by the catalogue as
 * the spec words that operation's failures, spec 2 §8), a load's failure text, or nothing. Screens
 * pass what they caught; they never word it themselves. The live region stands while empty (out of
 * the layout's flow: screens.css) so a problem that comes later is announced: a live region is heard
 * when its content changes, not when it appears with its content already in it.
 */
export function ProblemAlert({ problem, kind, id, icon = false }: { problem: unknown; kind: ProblemKind; id?: string; icon?: boolean }) {
  const shown = !(problem === undefined || problem === null || problem === '' || problem === false);
  return (
    <div className="problem-live" role={kind === 'refusal' ? 'alert' : 'status'}>
      {shown && (
        <p id={id} className="form-problem">
          {icon && <i className="pi pi-times-circle" aria-hidden="true" />}
          {icon && ' '}
          {typeof problem === 'string' ? problem : failureMessage(problem)}
        </p>
      )}
    </div>
  );
}
