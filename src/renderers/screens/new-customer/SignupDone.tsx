import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { fillSignupDone, signupDoneMessages as words } from '../../../engine/messages/signup-done';
import { screenRoute } from '../../../engine/layout/screen-links';
import { useLayout } from '../../layout/layout-context';
import { useTenant } from '../../tenant/tenant-context';

/**
 * What happens next, once a signup is accepted (issue 22 item 13): the form used to wipe itself
 * behind a short toast, leaving the prospect to wonder. The panel stays: verify the email, then
 * log in; and, when a first order was placed, what becomes of it. Focus moves to its heading so
 * a screen reader reads it.
 */
export function SignupDone({ email, ordered }: { email: string; ordered: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const layout = useLayout();
  const { settings } = useTenant();
  const login = screenRoute(layout, 'login');
  const phone = settings.customer_support_phone_number;
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card new-customer__done" role="status">
      <h2 ref={heading} tabIndex={-1} className="new-customer__done-title">
        <i className="pi pi-envelope" aria-hidden="true" /> {words.signupDoneTitle}
      </h2>
      <p>{fillSignupDone('signupDoneVerify', { email })}</p>
      <p>{phone ? fillSignupDone('signupDoneNoMailCall', { phone }) : words.signupDoneNoMail}</p>
      <p>{ordered ? words.signupDoneOrder : words.signupDoneNoOrder}</p>
      {login && (
        <Link className="p-button" to={login}>
          {words.signupDoneLogin}
        </Link>
      )}
    </div>
  );
}
