import { useEffect, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import type { RJSFSchema } from '@rjsf/utils';
import { PortalForm } from '../form';
import { withItemTitles } from '../form/item-titles';
import { formErrorTransformer, pathKey, toErrorSchema } from './error-schema';
import { rjsfValidator } from './rjsf-validator';
import type { RuleFailure } from '../../engine/validation';
import type { FieldProblem, SchemaFormProps } from './schema-form-props';
import { useFormAttempt } from './use-form-attempt';
import { fieldId, focusFirstProblem } from './focus-field';
import { SubmitHint, submitHintId } from './SubmitHint';

/**
 * A form document rendered with RJSF and the portal's theme (every form the light renderer
 * cannot draw): schema validation by the server's precompiled validators, in the spec's words
 * on submit, the engine's rules (phone, email, password, matches…) once a field is
 * left, and a submit button that stays disabled while a rule's message shows — or, for forms
 * marked submitWhenComplete, until every required field is filled and every rule holds.
 */
export default function RjsfForm<T extends object>({ form, formData, onChange, onSubmit, busy = false, idPrefix, children, before, resetToken, blocked = false, problems, refused, onRefused, part }: SchemaFormProps<T>) {
  const { submitted, rules, disabled, showAll } = useFormAttempt(form, formData, busy, resetToken, part?.attempted);
  const prefix = idPrefix ?? 'root';
  // The ids of the fields left so far: a screen's problem shows once its field is left, as a rule's does.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setLeft(new Set()), [resetToken]);
  const leave = (id: string) => {
    rules.reveal();
    setLeft((previous) => (previous.has(id) ? previous : new Set([...previous, id])));
  };
  const validator = useMemo(() => rjsfValidator(form.compiled, form.schema as RJSFSchema), [form.compiled, form.schema]);
  const uiSchema = useMemo(() => withItemTitles(form.uiSchema), [form.uiSchema]);
  // Keyed by the paths alone: a problem's message changing as the user types must not rebuild the transformer.
  const problemPaths = (problems ?? []).map((problem) => problem.path).join('\n');
  const transformErrors = useMemo(() => formErrorTransformer(form.rules, problemPaths ? problemPaths.split('\n') : []), [form.rules, problemPaths]);
  const extraErrors = useMemo(
    () => toErrorSchema([...rules.shown, ...screenFailures(problems, rules.failures, submitted ? undefined : left, prefix), ...screenFailures(refused, [], undefined, prefix)]),
    [rules.shown, rules.failures, problems, refused, left, prefix, submitted],
  );
  // A refused submit is never silent (issue 22, item 11): every message shows and focus goes to the first field named.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstProblem(prefix, [...rules.failures.map((f) => f.path.join('.')), ...(problems ?? []).map((p) => p.path)]);
    // Only a new refusal moves focus (the dependencies are read, not watched): the messages changing as the user types must not.
  }, [refusals]);
  const refuse = () => {
    showAll();
    setRefusals((n) => n + 1);
    onRefused?.();
  };
  // The schema refused the answers: focus the first field on the page with any message, the schema's or the screen's.
  const focusFirstRefused = (error: { property?: string }) =>
    focusFirstProblem(prefix, [(error.property ?? '').replace(/^\./, ''), ...rules.failures.map((f) => f.path.join('.')), ...(problems ?? []).map((p) => p.path)]);

  return (
    <PortalForm
      schema={form.schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      extraErrorsBlockSubmit
      idPrefix={idPrefix}
      noHtml5Validate
      showErrorList={false}
      liveValidate={submitted ? 'onChange' : undefined}
      disabled={busy}
      onChange={({ formData: next }) => onChange((next ?? {}) as T)}
      onBlur={leave}
      onError={() => {
        showAll();
        onRefused?.();
      }}
      focusOnFirstError={focusFirstRefused}
      onSubmit={({ formData: answers }) => {
        // Enter in a field submits without leaving it: a broken rule, or a problem the screen found, still stops the submit.
        if (rules.failures.length > 0 || (problems?.length ?? 0) > 0) {
          refuse();
          return;
        }
        onSubmit((answers ?? {}) as T);
      }}
    >
      {part ? (
        <>{children}</>
      ) : (
        // The primary action first, in the page's order as on screen (forms.css), then the screen's links.
        <div className="form-actions">
          {before}
          <Button type="submit" label={form.submitLabel} disabled={disabled || blocked} loading={busy} aria-describedby={(disabled || blocked) && !busy ? submitHintId(prefix) : undefined} />
          <SubmitHint form={form} formData={formData} prefix={prefix} waiting={(disabled || blocked) && !busy} />
          {children}
        </div>
      )}
    </PortalForm>
  );
}


/**
 * The screen's problems as rule failures, for the fields left so far (all of them once a submit
 * was tried: `left` undefined); a path one of the form's own rules already speaks for keeps the
 * rule's message alone.
 */
function screenFailures(problems: readonly FieldProblem[] = [], failures: readonly RuleFailure[], left: ReadonlySet<string> | undefined, prefix: string): RuleFailure[] {
  const ruled = new Set(failures.map((failure) => pathKey(failure.path)));
  return problems
    .filter((problem) => !ruled.has(problem.path) && (!left || left.has(fieldId(prefix, problem.path))))
    .map((problem) => ({ path: problem.path.split('.'), rule: { field: problem.path, check: 'matches', message: problem.message }, text: problem.message }));
}
