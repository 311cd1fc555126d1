import { useMemo } from 'react';
import { Button } from 'primereact/button';
import type { RJSFSchema } from '@rjsf/utils';
import { PortalForm } from '../form';
import { formErrorTransformer, toErrorSchema } from './error-schema';
import { rjsfValidator } from './rjsf-validator';
import type { SchemaFormProps } from './schema-form-props';
import { useFormAttempt } from './use-form-attempt';

/**
 * A form document rendered with RJSF and the portal's theme (every form the light renderer
 * cannot draw): schema validation by the server's precompiled validators, in the spec's words
 * on submit, the engine's rules (phone, email, password, matches…) once a field is
 * left, and a submit button that stays disabled while a rule's message shows — or, for forms
 * marked submitWhenComplete, until every required field is filled and every rule holds.
 */
export default function RjsfForm<T extends object>({ form, formData, onChange, onSubmit, busy = false, idPrefix, children, resetToken, blocked = false }: SchemaFormProps<T>) {
  const { submitted, rules, disabled, showAll } = useFormAttempt(form, formData, busy, resetToken);
  const validator = useMemo(() => rjsfValidator(form.compiled, form.schema as RJSFSchema), [form.compiled, form.schema]);
  const transformErrors = useMemo(() => formErrorTransformer(form.rules), [form.rules]);
  const extraErrors = useMemo(() => toErrorSchema(rules.shown), [rules.shown]);

  return (
    <PortalForm
      schema={form.schema as RJSFSchema}
      uiSchema={form.uiSchema}
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
      onBlur={rules.reveal}
      onError={showAll}
      onSubmit={({ formData: answers }) => {
        // Enter in a field submits without leaving it: a broken rule still stops the submit.
        if (rules.failures.length > 0) {
          showAll();
          return;
        }
        onSubmit((answers ?? {}) as T);
      }}
    >
      <div className="form-actions">
        {children}
        <Button type="submit" label={form.submitLabel} disabled={disabled || blocked} loading={busy} />
      </div>
    </PortalForm>
  );
}
