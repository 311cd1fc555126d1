import { useMemo, useState } from 'react';
import type { Schemas } from '../../../../engine/api/types';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useFormById } from '../../../schema-form/use-screen-form';
import { accountEmailForm } from './account-email-form';
import { accountCardMessages as t } from '../../../../engine/messages/account-cards';

type EmailChange = { email: string; update_user: boolean };

interface EmailEditorProps {
  account: Schemas['AccountDetail'];
  busy: boolean;
  onSave: (change: EmailChange) => void;
}

/**
 * Admin only: the account's email and, when a portal user owns the account, that user's login
 * email too (the account-email form document; its email rule says 'Invalid email address' once
 * the field is left). Save waits for an email other than the saved one.
 */
export function EmailEditor({ account, busy, onSave }: EmailEditorProps) {
  const document = useFormById('account-email');
  const ownerEmail = account.owner?.email;
  const form = useMemo(() => accountEmailForm(document, ownerEmail), [document, ownerEmail]);
  const [answers, setAnswers] = useState<Partial<EmailChange>>({ email: account.email });
  const email = (answers.email ?? '').trim();
  return (
    <section className="card account-editor" aria-labelledby="account-email-title">
      <h2 id="account-email-title">{t.emailLabel}</h2>
      <SchemaForm
        form={form}
        formData={answers}
        onChange={setAnswers}
        onSubmit={() => onSave({ email, update_user: answers.update_user === true && ownerEmail !== undefined })}
        busy={busy}
        blocked={email === account.email}
        idPrefix="account-email"
      />
    </section>
  );
}
