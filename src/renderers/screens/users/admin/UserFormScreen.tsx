import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
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
import { UserPaymentSources } from './UserPaymentSources';
import { useRoles } from '../../../reference-lists/use-roles';
import { ScreenFrame } from '../../../frame/ScreenFrame';
import { ProblemAlert } from '../../../frame/ProblemAlert';

/**
 * Create User and Edit User (spec 1 §2): the role is one of the tenant's roles (GET /roles).
 * Success says 'User created successfully!' / 'User updated successfully!' and returns to the
 * list; a failure shows the server's message with 'User may already exist. Please verify the
 * data' appended (spec 2 §8). An edit screen loads the user by the email in its route and shows
 * the user's saved payment sources, masked and read-only.
 */
export default function UserFormScreen({ screen }: ScreenProps) {
  const editing = screen.load !== undefined;
  const roles = useRoles();
  const choices = useMemo(() => (roles.length ? { role: roles.map((r) => r.name) } : undefined), [roles]);
  const form = useScreenForm(screen, editing ? 'user-edit' : 'user-create', choices);
  const params = useParams();
  const { record, error, loading } = useRecord<{ user_id: number }>(screen.load, params);
  const [edited, setEdited] = useState<object>();
  const { submit, busy } = useSubmit(screen.submit);
  const toast = useToast();
  const navigate = useNavigate();
  const list = relatedScreen(useLayout(), screen, (s) => s.load === 'listUsers');

  const fields = form.uiSchema['ui:order'] as string[];
  const loaded = useMemo(() => (record ? pickFields(record, fields) : {}), [record, fields]);
  const formData = edited ?? loaded;

  const save = async (data: object) => {
    try {
      await submit(formPayload(form, withClearedTexts(loaded, data, fields)), { userId: record?.user_id });
      toast.success(messageText(screen.messages?.success ?? (editing ? 'userUpdated' : 'userCreated')));
      if (list) navigate(list.route);
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  };

  return (
    <ScreenFrame screen={screen} className="screen--form">
      <div className="card">
        {editing && loading && !record && <Loading label="Loading the user" />}
        {editing && <ProblemAlert problem={error} />}
        {(!editing || record) && (
          <SchemaForm form={form} formData={formData} onChange={setEdited} onSubmit={(data) => void save(data)} busy={busy}>
            {list && <Link to={list.route}>Cancel</Link>}
          </SchemaForm>
        )}
      </div>
      {editing && record && <UserPaymentSources userId={record.user_id} />}
    </ScreenFrame>
  );
}
