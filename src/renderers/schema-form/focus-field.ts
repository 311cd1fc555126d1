import { useEffect, useState } from 'react';
import { CallError } from '../../engine/api/call-error';
import type { FieldProblem } from './schema-form-props';

/** The id RJSF and the light renderer give a field's input. */
export const fieldId = (prefix: string, path: string) => `${prefix}_${path.split('.').join('_')}`;

/**
 * Focus the first of the fields named, in the order the page shows them: the input itself, or the
 * first focusable control inside a widget that puts its id on a wrapper (PrimeReact's dropdown).
 * Answers whether a field took focus.
 */
export function focusFirstProblem(prefix: string, paths: readonly string[]): boolean {
  const fields = paths.map((path) => document.getElementById(fieldId(prefix, path))).filter((el): el is HTMLElement => el !== null);
  fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = fields[0];
  if (!first) return false;
  const control = first.matches('input, select, textarea, button') ? first : (first.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, [tabindex]') ?? first);
  control.focus();
  control.scrollIntoView?.({ block: 'center' });
  return true;
}

/** What a refusal says of the form's fields: its `errors` at body paths (`body/registration_info/email` → `registration_info.email`), each with its message. */
export function refusedProblems(failure: unknown): FieldProblem[] {
  if (!(failure instanceof CallError)) return [];
  return (failure.problem?.errors ?? []).flatMap(({ path, message }) => (path.startsWith('body/') ? [{ path: path.slice('body/'.length).split('/').join('.'), message }] : []));
}

/** The form fields a refusal names. */
export const refusedFields = (failure: unknown): string[] => refusedProblems(failure).map((problem) => problem.path);

/**
 * After the server refused a form's answers: focus the field it names, else the form's first field,
 * never the page's body (the form's fields were disabled while it waited, which drops focus).
 */
export function focusRefusedField(failure: unknown, prefix = 'root'): void {
  if (focusFirstProblem(prefix, refusedFields(failure))) return;
  document.querySelector<HTMLElement>(`main form [id^="${prefix}_"]:is(input, select, textarea)`)?.focus();
}

export interface Refusal {
  /** The server's problems at fields this form shows: for SchemaForm's `refused`. */
  refused: readonly FieldProblem[] | undefined;
  /** After a failed call: keeps what it says of the form's fields and answers whether any is shown there (else the screen says it otherwise, a toast). */
  refuse(failure: unknown): boolean;
  /** The answers changed: the server's word on the old ones goes. */
  clear(): void;
}

/**
 * A form screen's refusals: what the server refused is shown at its fields (not in a toast such as
 * "(422) body/url …"), and focus goes there (focusRefusedField) once the form is no longer `busy`,
 * its fields enabled again.
 */
export function useRefusal(busy: boolean, prefix = 'root'): Refusal {
  const [refusal, setRefusal] = useState<{ failure: unknown; refused: FieldProblem[] }>();
  const [focusPending, setFocusPending] = useState(false);
  useEffect(() => {
    if (!focusPending || busy) return;
    focusRefusedField(refusal?.failure, prefix);
    setFocusPending(false);
  }, [focusPending, busy, refusal, prefix]);
  return {
    refused: refusal?.refused,
    refuse(failure) {
      const refused = refusedProblems(failure).filter((problem) => document.getElementById(fieldId(prefix, problem.path)) !== null);
      setRefusal({ failure, refused });
      setFocusPending(true);
      return refused.length > 0;
    },
    clear: () => setRefusal(undefined),
  };
}
