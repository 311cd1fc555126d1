import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { FormDocument } from '../../../engine/forms';
import { formEntity } from '../../../engine/forms/build-document';
import type { FormOverride } from '../../../../schemas/generated/form-override';
import { addField, fieldRows, moveField, relabelField, removeField, setHidden, setRequired, type AddedFieldType } from '../../../engine/forms/override-fields';
import { configEditorMessages as t, fillConfigEditor } from '../../../engine/messages/config-editor';

/** The types an added field may have, labelled in the reader's language (a function: read at render). */
const typeOptions = (): { label: string; value: AddedFieldType }[] => [
  { label: t.typeText, value: 'text' },
  { label: t.typeNumber, value: 'number' },
  { label: t.typeBoolean, value: 'boolean' },
  { label: t.typeChoice, value: 'choice' },
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
      <ol className="config-editor__field-list" aria-label={t.fields}>
        {rows.map((row, index) => (
          <li key={row.id} className={row.hidden ? 'config-editor__field config-editor__field--hidden' : 'config-editor__field'} aria-label={fillConfigEditor('field', { id: row.id })}>
            <code>{row.id}</code>
            <InputText aria-label={fillConfigEditor('labelOf', { id: row.id })} value={row.label} onChange={(e) => onChange(relabelField(override, row.id, e.target.value))} />
            <span className="config-editor__field-tags">
              {row.type && <span className="config-editor__tag">{row.type}</span>}
              {row.added && <span className="config-editor__tag">{t.tagAdded}</span>}
              {row.hidden && <span className="config-editor__tag">{t.tagHidden}</span>}
            </span>
            <label className="config-editor__check">
              <Checkbox inputId={`req-${row.id}`} checked={row.required} disabled={row.locked || row.hidden} onChange={(e) => onChange(setRequired(override, row.id, !!e.checked))} />
              <span>{t.required}</span>
            </label>
            <Button type="button" size="small" text icon="pi pi-arrow-up" aria-label={fillConfigEditor('moveUp', { id: row.id })} disabled={row.hidden || index === 0} onClick={() => onChange(moveField(base, override, row.id, -1))} />
            <Button type="button" size="small" text icon="pi pi-arrow-down" aria-label={fillConfigEditor('moveDown', { id: row.id })} disabled={row.hidden || rows[index + 1]?.hidden !== false} onClick={() => onChange(moveField(base, override, row.id, 1))} />
            <Button type="button" size="small" text icon={row.hidden ? 'pi pi-eye' : 'pi pi-eye-slash'} aria-label={fillConfigEditor(row.hidden ? 'show' : 'hide', { id: row.id })} disabled={row.locked} onClick={() => onChange(setHidden(base, override, row.id, !row.hidden))} />
            {row.added && <Button type="button" size="small" text severity="danger" icon="pi pi-trash" aria-label={fillConfigEditor('remove', { id: row.id })} onClick={() => onChange(removeField(override, row.id))} />}
          </li>
        ))}
      </ol>
      <fieldset className="config-editor__add">
        <legend>{t.addAField}</legend>
        <InputText aria-label={t.newFieldName} placeholder={t.newFieldNamePlaceholder} value={draft.id} invalid={draft.id !== '' && (!ID.test(draft.id) || taken)} onChange={(e) => setDraft({ ...draft, id: e.target.value })} />
        <InputText aria-label={t.newFieldLabel} placeholder={t.newFieldLabelPlaceholder} value={draft.label} onChange={(e) => setDraft({ ...draft, label: e.target.value })} />
        <Dropdown aria-label={t.newFieldType} pt={{ select: { 'aria-label': t.newFieldType }, trigger: { 'aria-label': t.newFieldType } }} value={draft.type} options={typeOptions()} onChange={(e) => setDraft({ ...draft, type: e.value as AddedFieldType })} />
        {draft.type === 'choice' && <InputText aria-label={t.newFieldChoices} placeholder={t.newFieldChoicesPlaceholder} value={draft.choices} onChange={(e) => setDraft({ ...draft, choices: e.target.value })} />}
        <label className="config-editor__check">
          <Checkbox inputId="new-field-required" checked={draft.required} onChange={(e) => setDraft({ ...draft, required: !!e.checked })} />
          <span>{t.required}</span>
        </label>
        <Button
          type="button"
          size="small"
          icon="pi pi-plus"
          label={t.addField}
          disabled={!canAdd}
          onClick={() => {
            onChange(addField(base, override, { id: draft.id, label: draft.label.trim(), type: draft.type, required: draft.required, choices: draft.choices.split(',') }));
            setDraft({ id: '', label: '', type: 'text', required: false, choices: '' });
          }}
        />
        {taken && <small className="p-error">{t.fieldExists}</small>}
      </fieldset>
    </div>
  );
}
