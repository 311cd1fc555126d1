import { useState } from 'react';
import { Link } from 'react-router-dom';
import { failureMessage } from '../../../engine/api/call-error';
import { formPayload } from '../../../engine/forms';
import { messageText } from '../../../engine/messages/catalogue';
import { useToast } from '../../feedback/toast-context';
import type { ScreenProps } from '../../registry/types';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { useScreenForm } from '../../schema-form/use-screen-form';
import { useSubmit } from '../../schema-form/use-submit';
import { useSession } from '../../session/session-context';
import './applications.css';

/**
 * An application (issue 13 item 7): the Residential Credit Application (/residential-credit),
 * the Residential Application and Apply For Account. Each is the tenant's form document, sent to
 * the operation the layout names; once received the form gives way to the server's confirmation.
 * The intro and the SSN's "stored encrypted" help come from the layout and the form, not code.
 */
export default function ApplicationScreen({ screen }: ScreenProps) {
  const form = useScreenForm(screen, screen.form ?? screen.id);
  const [formData, setFormData] = useState<object>({});
  const [answer, setAnswer] = useState<string>();
  const { submit, busy } = useSubmit(screen.submit);
  const toast = useToast();
  const { role } = useSession();
  const intro = screen.messages?.intro;

  const send = async (data: object) => {
    try {
      const outcome = await submit(formPayload(form, data));
      setAnswer(outcome.message ?? messageText(screen.messages?.success ?? 'accountApplicationReceived'));
      setFormData({});
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  };

  return (
    <section className="screen application" aria-labelledby={`${screen.id}-title`}>
      <div className="card application__card">
        <h1 id={`${screen.id}-title`}>{screen.title}</h1>
        {answer ? (
          <>
            <p className="form-answer" role="status">
              <i className="pi pi-check-circle" aria-hidden="true" /> {answer}
            </p>
            <div className="form-actions">
              <Link to="/">{role ? 'Back to my accounts' : 'Back to the portal'}</Link>
            </div>
          </>
        ) : (
          <>
            {intro && <p className="screen__intro">{messageText(intro)}</p>}
            <SchemaForm form={form} formData={formData} onChange={setFormData} onSubmit={(data) => void send(data)} busy={busy} />
          </>
        )}
      </div>
    </section>
  );
}
