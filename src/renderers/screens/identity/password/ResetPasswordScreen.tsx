import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
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

/**
 * /password-reset/complete?user_key=… (spec 1 §2): two password fields and Save, enabled only
 * when the password is long enough and confirmed; the link's key goes as the user-key header.
 * Success says 'Password updated successfully!' and opens /login.
 */
export default function ResetPasswordScreen({ screen }: ScreenProps) {
  const form = useScreenForm(screen, 'reset-password');
  const [params] = useSearchParams();
  const linkKey = params.get('user_key') ?? '';
  const [formData, setFormData] = useState<object>({});
  const { submit, busy } = useSubmit(screen.submit);
  const toast = useToast();
  const navigate = useNavigate();
  const login = useScreenRoute('login');
  const forgotPassword = useScreenRoute('forgotPassword');

  const save = async (data: object) => {
    try {
      await submit(formPayload(form, data), { 'user-key': linkKey });
      toast.success(messageText(screen.messages?.success ?? 'passwordUpdated'));
      navigate(login ?? '/', { replace: true });
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };

  return (
    <ScreenFrame variant="narrow" screen={screen}>
      {linkKey ? (
        <SchemaForm form={form} formData={formData} onChange={setFormData} onSubmit={(data) => void save(data)} busy={busy} />
      ) : (
        <p role="alert">
          This page opens from the link in your password reset email.{' '}
          {forgotPassword && <Link to={forgotPassword}>Request a new link</Link>}
        </p>
      )}
    </ScreenFrame>
  );
}
