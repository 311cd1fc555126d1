import { useState } from 'react';
import { failureMessage } from '../../../engine/api/call-error';
import { formPayload } from '../../../engine/forms';
import type { ResolvedScreen } from '../../../engine/layout';
import { backOfficeMessages as bo } from '../../../engine/messages/back-office';
import { useToast } from '../../feedback/toast-context';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { useScreenForm } from '../../schema-form/use-screen-form';
import { useSubmit } from '../../schema-form/use-submit';

/**
 * Sends a town notification (POST /notifications/town) to the customers subscribed to its code,
 * by the methods the matrix above gives the code's row: the town-notice form document (the codes,
 * lengths and labels from the request's schema). The server checks everything again and answers
 * how many messages it queued, which the toast shows in its words; the form then starts over.
 */
export function TownNoticeForm({ screen }: { screen: ResolvedScreen }) {
  const form = useScreenForm({ ...screen, form: 'town-notice' }, 'town-notice');
  const toast = useToast();
  const { submit, busy } = useSubmit('sendTownNotification');
  const [formData, setFormData] = useState<object>({});
  const [resetToken, setResetToken] = useState(0);

  async function send(data: object) {
    try {
      const outcome = await submit(formPayload(form, data));
      toast.success(outcome.message ?? bo.townNotificationSentPlain);
      setFormData({});
      setResetToken((token) => token + 1);
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  }

  return (
    <section className="town-notice" aria-labelledby="town-notice-title">
      <h2 id="town-notice-title">{bo.townNoticeTitle}</h2>
      <SchemaForm form={form} formData={formData} onChange={setFormData} onSubmit={(data) => void send(data)} busy={busy} idPrefix="town-notice" resetToken={resetToken} />
    </section>
  );
}
