import { useState } from 'react';
import { formPayload } from '../../../../engine/forms';
import { messageText } from '../../../../engine/messages/catalogue';
import { useToast } from '../../../feedback/toast-context';
import { failureMessage } from '../../../../engine/api/call-error';
import type { ScreenProps } from '../../../registry/types';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useScreenForm } from '../../../schema-form/use-screen-form';
import { useSubmit } from '../../../schema-form/use-submit';
import { ScreenFrame } from '../../../frame/ScreenFrame';

/**
 * 'Change Your Password' (spec 1 §2) for customers and staff: a note that the minimum is 8
 * characters, the new password twice, Save enabled only when valid and matching.
 */
export default function ChangePasswordScreen({ screen }: ScreenProps) {
  const form = useScreenForm(screen, 'change-password');
  const [formData, setFormData] = useState<object>({});
  const [resetToken, setResetToken] = useState(0);
  const { submit, busy } = useSubmit(screen.submit);
  const toast = useToast();

  const save = async (data: object) => {
    try {
      await submit(formPayload(form, data));
      toast.success(messageText(screen.messages?.success ?? 'passwordUpdated'));
      setFormData({});
      setResetToken((token) => token + 1);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };

  return (
    <ScreenFrame variant="narrow" screen={screen}>
      <p className="screen__intro">
        <i className="pi pi-info-circle" aria-hidden="true" /> {messageText(screen.messages?.note ?? 'passwordMinimumNote')}
      </p>
      <SchemaForm
        form={form}
        formData={formData}
        onChange={setFormData}
        onSubmit={(data) => void save(data)}
        busy={busy}
        resetToken={resetToken}
      />
    </ScreenFrame>
  );
}
