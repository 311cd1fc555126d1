import { useEffect, useState } from 'react';
import type { BuiltForm } from '../../engine/forms';
import { missingRequired } from './missing-required';
import { useRuleErrors, type RuleErrors } from './use-rule-errors';

export interface FormAttempt {
  /** A submit was tried: schema messages show from now on. */
  submitted: boolean;
  rules: RuleErrors;
  /** The submit button waits: busy, a rule's message shows, or (submitWhenComplete) answers are missing or break a rule. */
  disabled: boolean;
  /** A submit was tried and refused: every schema message and rule failure shows. */
  showAll: () => void;
}

/**
 * What every form renderer tracks beside the answers, so the light and RJSF renderers behave the
 * same: whether a submit was tried, the engine's rules, when the button waits, and a fresh start
 * whenever `resetToken` changes (after a successful submit). A form that is one part of a step
 * shows every message once the page `attempted` to go on, as if its own submit had been tried.
 */
export function useFormAttempt(form: BuiltForm, formData: object, busy: boolean, resetToken: unknown, attempted = false): FormAttempt {
  const [submitted, setSubmitted] = useState(false);
  const rules = useRuleErrors(form, formData);
  const { revealAll } = rules;
  useEffect(() => {
    if (!attempted) return;
    setSubmitted(true);
    revealAll();
  }, [attempted, revealAll]);
  const [lastReset, setLastReset] = useState(resetToken);
  if (resetToken !== lastReset) {
    setLastReset(resetToken);
    setSubmitted(false);
    rules.reset();
  }
  const incomplete = form.submitWhenComplete && (rules.failures.length > 0 || missingRequired(form.schema, formData));
  return {
    submitted,
    rules,
    disabled: busy || rules.shown.length > 0 || Boolean(incomplete),
    showAll: () => {
      setSubmitted(true);
      rules.revealAll();
    },
  };
}
