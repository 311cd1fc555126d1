import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formPayload } from '../../../../engine/forms';
import { messageText } from '../../../../engine/messages/catalogue';
import { useToast } from '../../../feedback/toast-context';
import { failureMessage } from '../../../../engine/api/call-error';
import type { ScreenProps } from '../../../registry/types';
import { useScreenRoute } from '../../../routing/use-screen-route';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useScreenForm } from '../../../schema-form/use-screen-form';
import { useSubmit } from '../../../schema-form/use-submit';
import { ScreenFrame } from '../../../frame/ScreenFrame';
import { useBotCheck } from '../../../bot-check/use-bot-check';

/**
 * A form a visitor sends and then reads the server's answer in its place: forgot password
 * (the "instructions sent, check your spam folder" text), register (check your email) and
 * the request for access. A refusal is a toast in the spec's wording for the operation.
 */
export function RequestFormScreen({ screen, links }: ScreenProps & { links?: ReactNode }) {
  const form = useScreenForm(screen, screen.id);
  const [formData, setFormData] = useState<object>({});
  const [answer, setAnswer] = useState<string>();
  const { submit, busy } = useSubmit(screen.submit);
  const toast = useToast();
  const intro = screen.messages?.intro;
  const login = useScreenRoute('login');
  const bot = useBotCheck();

  const send = async (data: object) => {
    if (!bot.passed) return bot.demand();
    try {
      // The widget's token, where the tenant has a bot check (only an x-bot-check operation takes it).
      const outcome = await submit(formPayload(form, data), bot.header);
      setAnswer(outcome.message ?? messageText(screen.messages?.success ?? 'emailSent'));
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      bot.reset();
    }
  };

  return (
    <ScreenFrame variant="narrow" screen={screen}>
      {answer ? (
        <>
          <p className="form-answer" role="status">
            <i className="pi pi-check-circle" aria-hidden="true" /> {answer}
          </p>
          <div className="form-actions">
            {login && <Link to={login}>Back to Log In</Link>}
          </div>
        </>
      ) : (
        <>
          {intro && <p className="screen__intro">{messageText(intro)}</p>}
          <SchemaForm form={form} formData={formData} onChange={setFormData} onSubmit={(data) => void send(data)} busy={busy}>
            {bot.widget}
            {login && <Link to={login}>Back to Log In</Link>}
          </SchemaForm>
          {links && <div className="form-links">{links}</div>}
        </>
      )}
    </ScreenFrame>
  );
}

export default RequestFormScreen;
