import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { failureMessage } from '../../../engine/api/call-error';
import { TOWN_CODES } from '../../../engine/notifications';
import { useToast } from '../../feedback/toast-context';
import { useSubmit } from '../../schema-form/use-submit';

const SUBJECT_MAX = 150;
const MESSAGE_MAX = 2000;

/**
 * Sends a town notification (POST /notifications/town) to the customers subscribed to its code,
 * by the methods the matrix above gives the code's row. The server checks everything again and
 * answers how many messages it queued, which the toast shows in its words.
 */
export function TownNoticeForm() {
  const toast = useToast();
  const { submit, busy } = useSubmit('sendTownNotification');
  const [code, setCode] = useState<string>(TOWN_CODES[0]);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const ready = subject.trim().length > 0 && message.trim().length > 0 && !busy;

  async function send() {
    try {
      const outcome = await submit({ code, subject: subject.trim(), message: message.trim() });
      toast.success(outcome.message ?? 'Town notification sent.');
      setSubject('');
      setMessage('');
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  }

  return (
    <section className="town-notice" aria-labelledby="town-notice-title">
      <h2 id="town-notice-title">Send a town notification</h2>
      <div className="town-notice__fields">
        <div className="form-field">
          <label htmlFor="town-notice-code" className="form-field__label">
            Notification
          </label>
          <Dropdown inputId="town-notice-code" value={code} options={TOWN_CODES.map((c) => ({ value: c, label: c }))} onChange={(event) => setCode(event.value as string)} />
        </div>
        <div className="form-field town-notice__subject">
          <label htmlFor="town-notice-subject" className="form-field__label">
            Subject
          </label>
          <InputText id="town-notice-subject" value={subject} maxLength={SUBJECT_MAX} onChange={(event) => setSubject(event.target.value)} />
        </div>
      </div>
      <div className="form-field">
        <label htmlFor="town-notice-message" className="form-field__label">
          Message
        </label>
        <InputTextarea id="town-notice-message" value={message} rows={4} maxLength={MESSAGE_MAX} autoResize onChange={(event) => setMessage(event.target.value)} />
      </div>
      <Button type="button" label="Send to subscribers" icon="pi pi-send" loading={busy} disabled={!ready} onClick={() => void send()} />
    </section>
  );
}
