import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import type Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { PortalForm, transformErrors } from '../../../form';
import type { ScreenProps } from '../../../registry/types';
import { useScreenRoute } from '../../../routing/use-screen-route';
import { useScreenForm } from '../../../schema-form/use-screen-form';
import { useLogin, type LoginFields } from './use-login';

/**
 * The login screen (spec 1 §2): the form is the tenant's (schemas/forms and its overrides), Log In stays disabled until
 * both fields are filled, and submitting empty (Enter) shows 'Value missing' on empty fields.
 */
export default function LoginScreen({ screen }: ScreenProps) {
  const form = useScreenForm(screen, 'login');
  const formRef = useRef<Form<LoginFields>>(null);
  const [formData, setFormData] = useState<LoginFields>({});
  const [submitted, setSubmitted] = useState(false);
  const { logIn, problem, submitting } = useLogin();
  const filled = Boolean(formData.user_id && formData.password);
  const forgotPassword = useScreenRoute('forgotPassword');
  const register = useScreenRoute('register');

  // A disabled submit button blocks the browser's implicit submission; Enter still validates.
  const submitOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || filled) return;
    event.preventDefault();
    setSubmitted(true);
    formRef.current?.submit();
  };

  return (
    <section className="screen screen--narrow login" aria-labelledby="login-title">
      <div className="card">
        <h1 id="login-title">{screen.title}</h1>
        {problem && (
          <div className="form-problem" role="alert">
            <i className="pi pi-times-circle" aria-hidden="true" /> {problem}
          </div>
        )}
        {/* The key handler sits on a wrapper: RJSF's Form does not pass onKeyDown on. */}
        <div onKeyDown={submitOnEnter}>
          <PortalForm
            ref={formRef}
            schema={form.schema as RJSFSchema}
            uiSchema={form.uiSchema}
            formData={formData}
            validator={validator}
            transformErrors={transformErrors}
            noHtml5Validate
            showErrorList={false}
            liveValidate={submitted ? 'onChange' : undefined}
            onChange={({ formData: next }) => setFormData(next ?? {})}
            onSubmit={({ formData: fields }) => void logIn(fields ?? {})}
            onError={() => setSubmitted(true)}
          >
            <div className="login__actions">
              {forgotPassword && (
                <Link to={forgotPassword} className="login__forgot">
                  Forgot Password
                </Link>
              )}
              <Button type="submit" label={form.submitLabel} disabled={!filled || submitting} loading={submitting} />
            </div>
          </PortalForm>
        </div>
        {register && (
          <p className="login__register">
            Already a customer without portal access? <Link to={register}>Register</Link>
          </p>
        )}
      </div>
    </section>
  );
}
