import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messages, messageText } from '../../../../engine/messages/catalogue';
import { useLayout } from '../../../layout/layout-context';
import type { ScreenProps } from '../../../registry/types';
import { useCanOpen } from '../../../routing/use-can-open';
import { useScreenRoute } from '../../../routing/use-screen-route';
import { ApplicationLinks } from '../../applications/ApplicationLinks';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useScreenForm } from '../../../schema-form/use-screen-form';
import { useLogin, type LoginFields } from './use-login';
import { ScreenFrame } from '../../../frame/ScreenFrame';
import { ProblemAlert } from '../../../frame/ProblemAlert';

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

  return (
    <ScreenFrame screen={screen} variant="narrow" className="login">
      <ProblemAlert problem={problem} icon />
        <SchemaForm form={form} formData={formData} onChange={setFormData} onSubmit={(fields) => void logIn(fields)} busy={submitting}>
          {forgotPassword && (
            <Link to={forgotPassword} className="login__forgot">
              Forgot Password
            </Link>
          )}
        </SchemaForm>
        {register && (
          <p className="login__register">
            Already a customer without portal access? <Link to={register}>Register</Link>
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
    </ScreenFrame>
  );
}
