import { InputTextarea } from 'primereact/inputtextarea';
import { fillBackOffice } from '../../engine/messages/back-office';
import { richTextPolicy } from '../../engine/settings/rich-text';
import { valueAt, type SettingsPath } from '../../engine/settings/settings-schema';
import { contentFields, type ContentField } from './content-fields';
import { RichPreview } from './RichPreview';
import type { Settings, SettingsEditing, SettingsProblem } from './use-settings-editor';

/** Said from the one allowlist the server enforces, so the hint cannot drift from what is kept; worded when shown, in the reader's language. */
const allowedHint = () => fillBackOffice('richTextAllowed', { tags: richTextPolicy.tags.map((tag) => (tag === 'a' ? '<a href="https://…">' : `<${tag}>`)).join(', ') });

/**
 * The texts the portal shows — tooltips, messages, support text, terms of use, copyright (spec 1
 * §2 Manage Content). Rich texts show a live preview; the server sanitises them.
 */
export function SettingsTexts({ editing }: { editing: SettingsEditing }) {
  const { edited, setEdited, busy, problems } = editing;
  if (!edited) return null;
  return (
    <div className="card">
      <p className="muted">{allowedHint()}</p>
      {contentFields().map((field) => (
        <TextEditor
          key={field.path.join('.')}
          field={field}
          value={textAt(edited, field.path)}
          problem={problems.find((p) => p.path === `/${field.path.join('/')}`)}
          disabled={busy}
          onChange={(text) => setEdited((current) => current && withText(current, field.path, text))}
        />
      ))}
    </div>
  );
}

function TextEditor({ field, value, problem, disabled, onChange }: { field: ContentField; value: string; problem?: SettingsProblem; disabled: boolean; onChange: (text: string) => void }) {
  const id = `content_${field.path.join('_')}`;
  return (
    <div className="content-field">
      <label htmlFor={id} className="form-field__label">
        {field.label}
      </label>
      <small className="muted" id={`${id}__where`}>
        {fillBackOffice('contentShown', { where: field.shown })}
      </small>
      <InputTextarea id={id} value={value} disabled={disabled} invalid={problem !== undefined} aria-describedby={`${id}__where`} rows={field.rich ? 4 : 2} autoResize onChange={(event) => onChange(event.target.value)} />
      {problem && <small className="p-error">{problem.message}</small>}
      {field.rich && value && <RichPreview html={value} id={`${id}__preview`} />}
    </div>
  );
}

const textAt = (settings: Settings, path: SettingsPath) => {
  const value = valueAt(settings, path);
  return typeof value === 'string' ? value : '';
};

/** The settings with one text replaced, the objects on its way copied (tooltips, payments, fuel_order). */
function withText(settings: Settings, path: SettingsPath, text: string): Settings {
  const [head, ...rest] = path;
  if (!rest.length) return { ...settings, [head]: text };
  const inner = (settings[head] ?? {}) as Settings;
  return { ...settings, [head]: withText(inner, rest, text) };
}
