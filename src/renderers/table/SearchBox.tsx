import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { tableControlMessages as t } from '../../engine/messages/table-controls';

/** The search box of a searchable table; its text is sent to the server as the query parameter the layout's `search` names. */
export function SearchBox({ value, onChange, label }: { value: string; onChange: (text: string) => void; label: string }) {
  return (
    <IconField iconPosition="left" className="table-search">
      <InputIcon className="pi pi-search" />
      <InputText type="search" value={value} onChange={(event) => onChange(event.target.value)} placeholder={t.search} aria-label={label} />
    </IconField>
  );
}
