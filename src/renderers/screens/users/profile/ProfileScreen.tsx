import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formPayload } from '../../../../engine/forms';
import { messageText } from '../../../../engine/messages/catalogue';
import { useToast } from '../../../feedback/toast-context';
import { useLayout } from '../../../layout/layout-context';
import { relatedScreen } from '../../../layout/related-screen';
import { failureMessage } from '../../../../engine/api/call-error';
import type { ScreenProps } from '../../../registry/types';
import { Loading } from '../../../shell/Loading';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useScreenForm } from '../../../schema-form/use-screen-form';
import { useSubmit } from '../../../schema-form/use-submit';
import { pickFields, withClearedTexts } from '../../../schema-form/pick-fields';
import { useRecord } from '../../../schema-form/use-record';

/**
 * 'Your Profile' (spec 1 §2) for customers and staff: names, cell phone (###-###-####, Submit
 * disabled while 'Please enter a 10 digit phone number' shows), notification preferences,
 * paperless delivery, winter address and household members, as the profile form document lays
 * them out. Saved with POST /user/profile: 'Profile updated successfully!'.
 */
export default function ProfileScreen({ screen }: ScreenProps) {
  const form = useScreenForm(screen, 'profile');
  const fields = form.uiSchema['ui:order'] as string[];
  const { record, error, loading } = useRecord<object>(screen.load);
  const [edited, setEdited] = useState<object>();
  const { submit, busy } = useSubmit(screen.submit);
  const toast = useToast();
  const layout = useLayout();
  const changePassword = relatedScreen(layout, screen, (s) => s.submit === 'changePassword' && s.access === screen.access);

  const loaded = useMemo(() => (record ? pickFields(record, fields) : {}), [record, fields]);
  const formData = edited ?? loaded;
  const save = async (data: object) => {
    try {
      await submit(formPayload(form, withClearedTexts(loaded, data, fields)));
      toast.success(messageText(screen.messages?.success ?? 'profileUpdated'));
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  };

  return (
    <section className="screen screen--form" aria-labelledby={`${screen.id}-title`}>
      <div className="screen__head">
        <h1 id={`${screen.id}-title`}>{screen.title}</h1>
        {changePassword && (
          <Link to={changePassword.route} className="p-button p-button-outlined p-button-sm">
            <i className="pi pi-lock" aria-hidden="true" />
            &nbsp;{messageText(changePassword.messages?.link ?? 'Change Password')}
          </Link>
        )}
      </div>
      <div className="card">
        {loading && !record && <Loading label="Loading your profile" />}
        {error && (
          <p className="form-problem" role="alert">
            {error}
          </p>
        )}
        {record && (
          <>
            <p className="profile__email">
              <i className="pi pi-envelope" aria-hidden="true" /> {(record as { email?: string }).email}
            </p>
            <SchemaForm form={form} formData={formData} onChange={setEdited} onSubmit={(data) => void save(data)} busy={busy} />
          </>
        )}
      </div>
    </section>
  );
}
