import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { failureMessage } from '../../../../engine/api/call-error';
import { formPayload } from '../../../../engine/forms';
import { messageText } from '../../../../engine/messages/catalogue';
import { useToast } from '../../../feedback/toast-context';
import { useLayout } from '../../../layout/layout-context';
import { relatedScreen } from '../../../layout/related-screen';
import type { ScreenProps } from '../../../registry/types';
import { useScreenRoute } from '../../../routing/use-screen-route';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useScreenForm } from '../../../schema-form/use-screen-form';
import { useSubmit } from '../../../schema-form/use-submit';
import { ScreenFrame } from '../../../frame/ScreenFrame';
import { useBotCheck } from '../../../bot-check/use-bot-check';
import { ClaimCodeStep } from './ClaimCodeStep';
import { withCodeDelivery } from './code-delivery';

/** The second step is part of the register-user contract (its answer names the claim), not a layout choice. */
const CONFIRM_OPERATION = 'confirmAccountClaim';

type Step = { step: 'details' } | { step: 'code'; claimId: string; message: string } | { step: 'done'; message: string };

const claimOf = (answer: unknown): { claim_id: string; message: string } => answer as { claim_id: string; message: string };

/**
 * Registration of an existing customer, in two steps: the account number and billing ZIP code
 * with the login to create, then the one-time code sent to the contact on file for that account
 * (never to the address typed). The first answer is the same whether or not the details matched;
 * the code step says where a code went if they did. A link leads to the layout's request-access
 * screen for someone who has no account number.
 */
export default function RegisterScreen({ screen }: ScreenProps) {
  const layout = useLayout();
  const requestAccess = relatedScreen(layout, screen, (s) => s.submit === 'requestSelfRegister');
  const built = useScreenForm(screen, screen.id);
  const form = useMemo(() => withCodeDelivery(built), [built]);
  const [formData, setFormData] = useState<object>({ code_delivery: 'email' });
  const [state, setState] = useState<Step>({ step: 'details' });
  const start = useSubmit(screen.submit);
  const confirm = useSubmit(CONFIRM_OPERATION);
  const toast = useToast();
  const login = useScreenRoute('login');
  const bot = useBotCheck();

  const send = async (data: object) => {
    if (!bot.passed) return bot.demand();
    try {
      const { claim_id, message } = claimOf((await start.submit(formPayload(form, data), bot.header)).data);
      setState({ step: 'code', claimId: claim_id, message });
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      bot.reset();
    }
  };
  const verify = async (code: string) => {
    if (state.step !== 'code') return;
    try {
      const outcome = await confirm.submit({ claim_id: state.claimId, code });
      setState({ step: 'done', message: outcome.message ?? messageText('userRegistered') });
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };

  const back = login && <Link to={login}>Back to Log In</Link>;
  return (
    <ScreenFrame variant="narrow" screen={screen}>
      {state.step === 'done' && (
        <>
          <p className="form-answer" role="status">
            <i className="pi pi-check-circle" aria-hidden="true" /> {state.message}
          </p>
          <div className="form-actions">{back}</div>
        </>
      )}
      {state.step === 'code' && <ClaimCodeStep message={state.message} busy={confirm.busy} onSubmit={(code) => void verify(code)} onStartOver={() => setState({ step: 'details' })} />}
      {state.step === 'details' && (
        <>
          {screen.messages?.intro && <p className="screen__intro">{messageText(screen.messages.intro)}</p>}
          <SchemaForm form={form} formData={formData} onChange={setFormData} onSubmit={(data) => void send(data)} busy={start.busy}>
            {bot.widget}
            {back}
          </SchemaForm>
          {requestAccess && (
            <div className="form-links">
              <Link to={requestAccess.route}>{messageText(requestAccess.messages?.link ?? requestAccess.title ?? 'Request access')}</Link>
            </div>
          )}
        </>
      )}
    </ScreenFrame>
  );
}
