import { useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import type { Schemas } from '../../../../engine/api/types';
import { messages } from '../../../../engine/messages/catalogue';
import { isEmail } from '../../../../engine/validation';

interface EmailEditorProps {
  account: Schemas['AccountDetail'];
  busy: boolean;
  onSave: (change: { email: string; update_user: boolean }) => void;
}

/**
 * Admin only: the account's email and, when a portal user owns the account, that user's login
 * email too. Without an owner there is no login to change, so the checkbox is not offered.
 */
export function EmailEditor({ account, busy, onSave }: EmailEditorProps) {
  const [email, setEmail] = useState(account.email);
  const [updateUser, setUpdateUser] = useState(false);
  const [left, setLeft] = useState(false);
  const invalid = !isEmail(email.trim());
  return (
    <form
      className="card account-editor"
      aria-label="Change email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onSave({ email: email.trim(), update_user: updateUser && account.owner !== null });
      }}
    >
      <h2>Email</h2>
      <div className="form-field">
        <label htmlFor="account-email" className="form-field__label">
          Account email
        </label>
        <InputText
          id="account-email"
          type="email"
          value={email}
          invalid={left && invalid}
          aria-describedby={left && invalid ? 'account-email-error' : undefined}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setLeft(true)}
        />
        {left && invalid && (
          <small id="account-email-error" className="p-error">
            {messages.invalidEmail}
          </small>
        )}
      </div>
      {account.owner && (
        <div className="form-field account-editor__check">
          <Checkbox inputId="account-update-user" checked={updateUser} onChange={(event) => setUpdateUser(event.checked === true)} />
          <label htmlFor="account-update-user">Also change the owner&apos;s login email ({account.owner.email})</label>
        </div>
      )}
      <div className="form-actions">
        <Button type="submit" label="Save Email" disabled={busy || invalid || email.trim() === account.email} loading={busy} />
      </div>
    </form>
  );
}
