import { useCallback, useMemo, useState } from 'react';
import type { BuiltForm } from '../../engine/forms';
import { checkRules, type RuleFailure } from '../../engine/validation';
import { pathKey } from './error-schema';

export interface RuleErrors {
  /** Every rule the answers break now. */
  failures: readonly RuleFailure[];
  /** Those the user is shown: of fields they have left, or all once they tried to submit. */
  shown: readonly RuleFailure[];
  /** A field was left: its failures (and any others standing) are shown from now on. */
  reveal: () => void;
  /** A submit was tried: every failure is shown. */
  revealAll: () => void;
  /** The form starts over (after a successful submit). */
  reset: () => void;
}

/**
 * The engine's rule checks of a form, shown the way people expect: not while they are still
 * typing a field for the first time, but once they leave it, and live from then on.
 */
export function useRuleErrors(form: BuiltForm, data: object): RuleErrors {
  const failures = useMemo(() => checkRules(form.rules, data), [form.rules, data]);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);

  const reveal = useCallback(() => {
    setRevealed((previous) => {
      const keys = failures.map((f) => pathKey(f.path)).filter((key) => !previous.has(key));
      return keys.length ? new Set([...previous, ...keys]) : previous;
    });
  }, [failures]);
  const revealAll = useCallback(() => setAll(true), []);
  const reset = useCallback(() => {
    setRevealed(new Set());
    setAll(false);
  }, []);

  const shown = useMemo(() => (all ? failures : failures.filter((f) => revealed.has(pathKey(f.path)))), [all, failures, revealed]);
  return { failures, shown, reveal, revealAll, reset };
}
