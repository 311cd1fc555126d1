import { useState } from 'react';
import { Link } from 'react-router-dom';
import { allWordsLoaded, messages, messageText } from '../../../../engine/messages/catalogue';
import { useLayout } from '../../../layout/layout-context';
import type { ScreenProps } from '../../../registry/types';
import { useCanOpen } from '../../../routing/use-can-open';
import { useScreenRoute } from '../../../routing/use-screen-route';
import { ApplicationLinks } from '../../../routing/ApplicationLinks';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useScreenForm } from '../../../schema-form/use-screen-form';
import { useLogin, type LoginFields } from './use-login';
import { loginPageMessages as t } from '../../../../engine/messages/login-page';

/**
 * The login screen (spec 1 §2): the form is the tenant's (schemas/forms and its overrides), Log In stays disabled until
 * both fields are filled (the form is submitWhenComplete), and submitting empty (Enter) shows 'Value missing' on empty
 * fields. A simple form: the light renderer draws it, so the login page loads no RJSF and no ajv.
 */
export default function LoginScreen({ screen }: ScreenProps) {
  const form = useScreenForm(screen, 'login');
  const [formData, setFormData] = useState<LoginFields>({});
  const { logIn, problem, submitting } = useLogin();
  const forgotPassword = useScreenRoute('forgotPassword');
  const register = useScreenRoute('register');
  const signup = useScreenRoute('newCustomer');
  // Pay As Guest, when the layout words a link to it and the tenant takes guest payments.
  const guestLink = screen.messages?.guestPayment;
  const guestScreen = useLayout().screens.find((s) => s.id === 'guestPayment');
  const canOpen = useCanOpen();

  // Drawn with its own words only (login-texts, login-catalogue): the rest of the portal's load
  // once the visitor starts on the page (a key, an autofill, a click), while they type: not with
  // the page, whose download has a budget (in Spanish the rest is 15 KB more). Signing in waits for
  // them anyway (use-login.ts). Not on focus: Username takes it itself on arrival.
  const wantAllWords = () => void allWordsLoaded();

  // The one screen that writes its frame (frame/ScreenFrame's narrow variant) by hand: the login
  // route's first download has a budget (tests/e2e/login-bundle-size), and the frame and alert
  // chunks would cost it 1.3 KB for a heading, a section and a paragraph.
  return (
    <section className="screen screen--narrow login" aria-labelledby="login-title" onInput={wantAllWords} onPointerDown={wantAllWords}>
      <div className="card">
        <h1 id="login-title" tabIndex={-1}>{screen.title}</h1>
        {problem && (
          <div className="form-problem" role="alert">
            <i className="pi pi-times-circle" aria-hidden="true" /> {problem}
          </div>
        )}
        <SchemaForm form={form} formData={formData} onChange={setFormData} onSubmit={(fields) => void logIn(fields)} busy={submitting}>
          {forgotPassword && (
            <Link to={forgotPassword} className="login__forgot">
              {t.forgotPassword}
            </Link>
          )}
        </SchemaForm>
        {register && (
          <p className="login__register">
            {t.registerPrompt} <Link to={register}>{t.register}</Link>
          </p>
        )}
        {signup && (
          <p className="login__signup">
            <Link to={signup}>{messages.signupLoginLink}</Link>
          </p>
        )}
        {guestLink && guestScreen && canOpen(guestScreen) && (
          <p className="login__guest">
            <Link to={guestScreen.route}>
              <i className="pi pi-credit-card" aria-hidden="true" /> {messageText(guestLink)}
            </Link>
          </p>
        )}
        <ApplicationLinks messages={screen.messages} ids={['residentialApplication', 'residentialCredit']} />
      </div>
    </section>
  );
}
