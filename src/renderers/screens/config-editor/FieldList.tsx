import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { FormDocument } from '../../../engine/forms';
import { formEntity } from '../../../engine/forms/build-document';
import type { FormOverride } from '../../../../schemas/generated/form-override';
import { addField, fieldRows, moveField, relabelField, removeField, setHidden, setRequired, type AddedFieldType } from '../../../engine/forms/override-fields';

const TYPES: { label: string; value: AddedFieldType }[] = [
  { label: 'Text', value: 'text' },
  { label: 'Number', value: 'number' },
  { label: 'Yes / no', value: 'boolean' },
  { label: 'Choice', value: 'choice' },
];
const ID = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * The fields of a form as a list an admin edits without JSON: add, reorder, relabel, hide,
 * require. Every action turns the override into a new one (engine/forms/override-fields), which
 * the screen puts back in the JSON editor — one state, two views.
 */
export function FieldList({ base, override, onChange }: { base: FormDocument; override: FormOverride; onChange: (next: FormOverride) => void }) {
  const entity = useMemo(() => formEntity(base), [base]);
  const rows = fieldRows(base, override, entity);
  const [draft, setDraft] = useState({ id: '', label: '', type: 'text' as AddedFieldType, required: false, choices: '' });
  const taken = rows.some((row) => row.id === draft.id);
  const canAdd = ID.test(draft.id) && !taken && draft.label.trim() !== '' && (draft.type !== 'choice' || draft.choices.trim() !== '');

  return (
    <div className="config-editor__fields">
      <ol className="config-editor__field-list" aria-label="Fields">
        {rows.map((row, index) => (
          <li key={row.id} className={row.hidden ? 'config-editor__field config-editor__field--hidden' : 'config-editor__field'} aria-label={`Field ${row.id}`}>
            <code>{row.id}</code>
            <InputText aria-label={`Label of ${row.id}`} value={row.label} onChange={(e) => onChange(relabelField(override, row.id, e.target.value))} />
            <span className="config-editor__field-tags">
              {row.type && <span className="config-editor__tag">{row.type}</span>}
              {row.added && <span className="config-editor__tag">added</span>}
              {row.hidden && <span className="config-editor__tag">hidden</span>}
            </span>
            <label className="config-editor__check">
              <Checkbox inputId={`req-${row.id}`} checked={row.required} disabled={row.locked || row.hidden} onChange={(e) => onChange(setRequired(override, row.id, !!e.checked))} />
              <span>Required</span>
            </label>
            <Button type="button" size="small" text icon="pi pi-arrow-up" aria-label={`Move ${row.id} up`} disabled={row.hidden || index === 0} onClick={() => onChange(moveField(base, override, row.id, -1))} />
            <Button type="button" size="small" text icon="pi pi-arrow-down" aria-label={`Move ${row.id} down`} disabled={row.hidden || rows[index + 1]?.hidden !== false} onClick={() => onChange(moveField(base, override, row.id, 1))} />
            <Button type="button" size="small" text icon={row.hidden ? 'pi pi-eye' : 'pi pi-eye-slash'} aria-label={`${row.hidden ? 'Show' : 'Hide'} ${row.id}`} disabled={row.locked} onClick={() => onChange(setHidden(base, override, row.id, !row.hidden))} />
            {row.added && <Button type="button" size="small" text severity="danger" icon="pi pi-trash" aria-label={`Remove ${row.id}`} onClick={() => onChange(removeField(override, row.id))} />}
          </li>
        ))}
      </ol>
      <fieldset className="config-editor__add">
        <legend>Add a field</legend>
        <InputText aria-label="New field name" placeholder="name (e.g. referral_source)" value={draft.id} invalid={draft.id !== '' && (!ID.test(draft.id) || taken)} onChange={(e) => setDraft({ ...draft, id: e.target.value })} />
        <InputText aria-label="New field label" placeholder="Label" value={draft.label} onChange={(e) => setDraft({ ...draft, label: e.target.value })} />
        <Dropdown aria-label="New field type" value={draft.type} options={TYPES} onChange={(e) => setDraft({ ...draft, type: e.value as AddedFieldType })} />
        {draft.type === 'choice' && <InputText aria-label="New field choices" placeholder="Choices, comma separated" value={draft.choices} onChange={(e) => setDraft({ ...draft, choices: e.target.value })} />}
        <label className="config-editor__check">
          <Checkbox inputId="new-field-required" checked={draft.required} onChange={(e) => setDraft({ ...draft, required: !!e.checked })} />
          <span>Required</span>
        </label>
        <Button
          type="button"
          size="small"
          icon="pi pi-plus"
          label="Add field"
          disabled={!canAdd}
          onClick={() => {
            onChange(addField(base, override, { id: draft.id, label: draft.label.trim(), type: draft.type, required: draft.required, choices: draft.choices.split(',') }));
            setDraft({ id: '', label: '', type: 'text', required: false, choices: '' });
          }}
        />
        {taken && <small className="p-error">A field of that name exists.</small>}
      </fieldset>
    </div>
  );
}
