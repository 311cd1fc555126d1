import { useState } from 'react';
import type { Schemas } from '../../../../engine/api/types';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useFormById } from '../../../schema-form/use-screen-form';
import type { AccountStatus } from './account-status';
import { accountCardMessages as t } from '../../../../engine/messages/account-cards';

type StatusChange = { account_status: AccountStatus; comment: string };

interface StatusEditorProps {
  account: Schemas['AccountDetail'];
  busy: boolean;
  onSave: (change: StatusChange) => void;
}

/**
 * Admin only: the account's standing and the comment that explains it (the account-status form
 * document). An emptied comment is sent as '' so it is cleared, not kept; Save waits for a change.
 */
export function StatusEditor({ account, busy, onSave }: StatusEditorProps) {
  const form = useFormById('account-status');
  const [answers, setAnswers] = useState<Partial<StatusChange>>({ account_status: account.account_status, comment: account.comment });
  const change = { account_status: answers.account_status ?? account.account_status, comment: answers.comment ?? '' };
  const unchanged = change.account_status === account.account_status && change.comment === account.comment;
  return (
    <section className="card account-editor" aria-labelledby="account-status-title">
      <h2 id="account-status-title">{t.status}</h2>
      <SchemaForm form={form} formData={answers} onChange={setAnswers} onSubmit={() => onSave(change)} busy={busy} blocked={unchanged} idPrefix="account-status" />
    </section>
  );
}
