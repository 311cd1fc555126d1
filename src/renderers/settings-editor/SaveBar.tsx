import { Button } from 'primereact/button';
import { backOfficeMessages as bo } from '../../engine/messages/back-office';

/** Save and Cancel, with whether anything is unsaved. */
export function SaveBar({ dirty, busy, onSave, onCancel }: { dirty: boolean; busy: boolean; onSave: () => void; onCancel: () => void }) {
  return (
    <div className="settings-savebar card">
      <span className={dirty ? 'settings-savebar__state settings-savebar__state--dirty' : 'settings-savebar__state'} role="status">
        {dirty ? bo.settingsUnsaved : bo.settingsSaved}
      </span>
      <Button type="button" label={bo.cancel} severity="secondary" outlined disabled={!dirty || busy} onClick={onCancel} />
      <Button type="button" label={bo.save} icon="pi pi-check" disabled={!dirty} loading={busy} onClick={onSave} />
    </div>
  );
}
