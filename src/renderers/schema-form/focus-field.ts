import { useEffect, useState } from 'react';
import { CallError } from '../../engine/api/call-error';

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

/** The form fields a refusal names: its `errors`' body paths (`body/registration_info/email` → `registration_info.email`). */
export function refusedFields(failure: unknown): string[] {
  if (!(failure instanceof CallError)) return [];
  return (failure.problem?.errors ?? []).flatMap(({ path }) => (path.startsWith('body/') ? [path.slice('body/'.length).split('/').join('.')] : []));
}

/**
 * After the server refused a form's answers: focus the field it names, else the form's first field,
 * never the page's body (the form's fields were disabled while it waited, which drops focus).
 */
export function focusRefusedField(failure: unknown, prefix = 'root'): void {
  if (focusFirstProblem(prefix, refusedFields(failure))) return;
  document.querySelector<HTMLElement>(`main form [id^="${prefix}_"]:is(input, select, textarea)`)?.focus();
}

/**
 * A form screen's way to hand focus back after a refused submit: `refused(failure)` once the call
 * failed; focus moves (focusRefusedField) once the form is no longer `busy`, its fields enabled again.
 */
export function useRefusalFocus(busy: boolean, prefix = 'root'): (failure: unknown) => void {
  const [refusal, setRefusal] = useState<{ failure: unknown }>();
  useEffect(() => {
    if (!refusal || busy) return;
    focusRefusedField(refusal.failure, prefix);
    setRefusal(undefined);
  }, [refusal, busy, prefix]);
  return (failure) => setRefusal({ failure });
}
