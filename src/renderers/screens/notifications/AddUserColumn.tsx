import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { isEmail } from '../../../engine/validation';
import { notificationScreenMessages as t } from '../../../engine/messages/notification-screens';

/** Adds a column for one user, by email; the server refuses an email that is no user of the portal. */
export function AddUserColumn({ existing, onAdd }: { existing: readonly string[]; onAdd(email: string): void }) {
  const [email, setEmail] = useState('');
  const normalised = email.trim().toLowerCase();
  const usable = isEmail(normalised) && !existing.includes(normalised);
  return (
    <div className="form-field notification-configs__add-user">
      <label htmlFor="notification-user-email" className="form-field__label">
        {t.addUserColumn}
      </label>
      <div className="p-inputgroup">
        <InputText id="notification-user-email" value={email} placeholder={t.emailPlaceholder} onChange={(event) => setEmail(event.target.value)} />
        <Button
          type="button"
          label={t.add}
          icon="pi pi-plus"
          outlined
          disabled={!usable}
          onClick={() => {
            onAdd(normalised);
            setEmail('');
          }}
        />
      </div>
    </div>
  );
}
