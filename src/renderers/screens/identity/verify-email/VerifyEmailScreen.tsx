import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { messages } from '../../../../engine/messages/catalogue';
import type { ScreenProps } from '../../../registry/types';
import { useScreenRoute } from '../../../routing/use-screen-route';
import { useApi } from '../../../session/session-context';
import { Loading } from '../../../shell/Loading';
import { verifyOnce, type Verification } from './verify-once';
import { ProblemAlert } from '../../../frame/ProblemAlert';
import { ScreenFrame } from '../../../frame/ScreenFrame';

/**
 * /registration-confirm/complete?user_key=… (spec 1 §2, Verify Email): confirms the address
 * with the link's key, then shows the server's welcome message and a button (its label from
 * the server too) that leads to /login; a bad or used key shows '(401) Unauthorized'.
 */
export default function VerifyEmailScreen({ screen }: ScreenProps) {
  const api = useApi();
  const [params] = useSearchParams();
  const key = params.get('user_key') ?? '';
  const [verification, setVerification] = useState<Verification>();
  const navigate = useNavigate();
  const login = useScreenRoute('login');

  useEffect(() => {
    if (!key) return;
    let current = true;
    void verifyOnce(api, key).then((outcome) => current && setVerification(outcome));
    return () => {
      current = false;
    };
  }, [api, key]);

  const outcome: Verification | undefined = key ? verification : { ok: false, message: messages.verifyEmailUnauthorized };
  return (
    <ScreenFrame variant="narrow" screen={screen} cardClassName="verify-email">
      {!outcome && <Loading label="Verifying your email address" />}
      {outcome?.ok === true && (
        <>
          <p className="form-answer" role="status">
            <i className="pi pi-check-circle" aria-hidden="true" /> {outcome.result.welcome_message}
          </p>
          <Button label={outcome.result.button_label} onClick={() => navigate(login ?? '/')} />
        </>
      )}
      {outcome?.ok === false && <ProblemAlert problem={outcome.message} icon />}
    </ScreenFrame>
  );
}
