import { useMemo, useState } from 'react';
import { formPayload } from '../../../engine/forms';
import { messageText } from '../../../engine/messages/catalogue';
import { AccountPicker } from '../../customer-accounts/AccountPicker';
import { useCurrentAccount } from '../../customer-accounts/current-account';
import { useToast } from '../../feedback/toast-context';
import { failureMessage } from '../../../engine/api/call-error';
import type { ScreenProps } from '../../registry/types';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { useScreenForm } from '../../schema-form/use-screen-form';
import { useSubmit } from '../../schema-form/use-submit';
import { SupportContacts } from './SupportContacts';
import { useReferenceList } from '../../reference-lists/use-reference-list';
import './contact.css';
import { RichText } from '../../content/RichText';
import { useTenant } from '../../tenant/tenant-context';
import { ScreenFrame } from '../../frame/ScreenFrame';

/**
 * Contact (spec 1 §2 /contact, spec 2 §7 POST /inquiry): a message to the supplier about one of
 * the customer's accounts — the one they work on, or another they pick. The inquiry types come
 * from settings.inquiry_types through the form document, the departments from the tenant's list
 * (GET /config/departments: the id is sent, the name shown). Once sent the form starts over under
 * 'Your message was sent. We will reply to you by email as soon as possible.'
 */
export default function ContactScreen({ screen }: ScreenProps) {
  const { settings } = useTenant();
  const departments = useReferenceList('listDepartments');
  const choices = useMemo(() => (departments.length ? { department: departments.map((d) => d.id) } : undefined), [departments]);
  const built = useScreenForm(screen, 'contact', choices);
  const form = useMemo(() => {
    const department = built.uiSchema.department as object | undefined;
    if (!department || !departments.length) return built;
    return { ...built, uiSchema: { ...built.uiSchema, department: { ...department, 'ui:enumNames': departments.map((d) => d.name) } } };
  }, [built, departments]);
  const { accounts, account, select } = useCurrentAccount();
  const [formData, setFormData] = useState<object>({});
  const [resetToken, setResetToken] = useState(0);
  const [answer, setAnswer] = useState<string>();
  const { submit, busy } = useSubmit(screen.submit);
  const toast = useToast();

  const send = async (data: object) => {
    try {
      await submit({ ...formPayload(form, data), ...(account ? { account_id: account.account_id } : {}) });
      setAnswer(messageText(screen.messages?.success ?? 'contactMessageSent'));
      setFormData({});
      setResetToken((n) => n + 1);
    } catch (failure) {
      setAnswer(undefined);
      toast.error(failureMessage(failure));
    }
  };

  // The confirmation belongs to the message sent: writing the next one takes it away.
  const change = (data: object) => {
    setFormData(data);
    if (Object.values(data).some((value) => value !== undefined && value !== '')) setAnswer(undefined);
  };

  return (
    <ScreenFrame screen={screen} className="contact">
      <RichText html={settings.support_text} className="contact__intro" />
      <div className="contact__layout">
        <div className="card contact__form">
          {answer && (
            <p className="form-answer" role="status">
              <i className="pi pi-check-circle" aria-hidden="true" /> {answer}
            </p>
          )}
          {accounts.length > 0 && (
            <div className="contact__account">
              <AccountPicker accounts={accounts} value={account} onChange={select} />
            </div>
          )}
          <SchemaForm form={form} formData={formData} onChange={change} onSubmit={(data) => void send(data)} busy={busy} resetToken={resetToken} />
        </div>
        <SupportContacts />
      </div>
    </ScreenFrame>
  );
}
