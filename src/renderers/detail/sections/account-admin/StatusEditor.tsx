import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import type { Schemas } from '../../../../engine/api/types';
import { statusOptions, type AccountStatus } from './account-status';

interface StatusEditorProps {
  account: Schemas['AccountDetail'];
  busy: boolean;
  onSave: (change: { account_status: AccountStatus; comment: string }) => void;
}

/** Admin only: the account's standing and the comment that explains it. */
export function StatusEditor({ account, busy, onSave }: StatusEditorProps) {
  const [status, setStatus] = useState<AccountStatus>(account.account_status);
  const [comment, setComment] = useState(account.comment);
  const unchanged = status === account.account_status && comment === account.comment;
  return (
    <form
      className="card account-editor"
      aria-label="Change status"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ account_status: status, comment });
      }}
    >
      <h2>Status</h2>
      <div className="form-field">
        <label htmlFor="account-status-input" className="form-field__label">
          Account status
        </label>
        <Dropdown id="account-status" inputId="account-status-input" value={status} options={statusOptions} onChange={(event) => setStatus(event.value as AccountStatus)} />
      </div>
      <div className="form-field">
        <label htmlFor="account-comment" className="form-field__label">
          Comment
        </label>
        <InputTextarea id="account-comment" value={comment} rows={3} maxLength={2000} autoResize onChange={(event) => setComment(event.target.value)} />
      </div>
      <div className="form-actions">
        <Button type="submit" label="Save Status" disabled={busy || unchanged} loading={busy} />
      </div>
    </form>
  );
}
