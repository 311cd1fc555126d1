import { failureMessage } from '../../engine/api/call-error';

/**
 * A screen's problem, announced: a refused call (a CallError, already worded by the catalogue as
 * the spec words that operation's failures, spec 2 §8), a load's failure text, or nothing. Screens
 * pass what they caught; they never word it themselves.
 */
export function ProblemAlert({ problem, id, icon = false }: { problem: unknown; id?: string; icon?: boolean }) {
  if (problem === undefined || problem === null || problem === '' || problem === false) return null;
  return (
    <p id={id} className="form-problem" role="alert">
      {icon && <i className="pi pi-times-circle" aria-hidden="true" />}
      {icon && ' '}
      {typeof problem === 'string' ? problem : failureMessage(problem)}
    </p>
  );
}
