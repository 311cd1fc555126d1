import { InputTextarea } from 'primereact/inputtextarea';
import { richTextPolicy } from '../../../engine/settings/rich-text';
import { valueAt, type SettingsPath } from '../../../engine/settings/settings-schema';
import type { ScreenProps } from '../../registry/types';
import { Loading } from '../../shell/Loading';
import { SaveBar } from './AppSettingsScreen';
import { contentFields, type ContentField } from './content-fields';
import { RichPreview } from './RichPreview';
import { SettingsProblems } from './SettingsProblems';
import { useSettingsEditor, type Settings, type SettingsProblem } from './use-settings-editor';
import './settings.css';
import { ScreenFrame } from '../../frame/ScreenFrame';

/** Said from the one allowlist the server enforces, so the hint cannot drift from what is kept. */
const allowedHint = `Rich text: ${richTextPolicy.tags.map((tag) => (tag === 'a' ? '<a href="https://…">' : `<${tag}>`)).join(', ')}. Anything else is removed when saved.`;

/**
 * Manage Content (spec 1 §2, /admin/accounts/settings): the texts the portal shows — tooltips,
 * messages, support text, terms of use, copyright — saved through the same POST /settings as App
 * settings (only what changed). Rich texts show a live preview; the server sanitises them.
 */
export default function ContentScreen({ screen }: ScreenProps) {
  const { edited, setEdited, changes, save, cancel, busy, problems } = useSettingsEditor();
  return (
    <ScreenFrame screen={screen} className="screen--settings">
      {!edited ? (
        <Loading label="Loading the content" />
      ) : (
        <>
          <SettingsProblems problems={problems} />
          <div className="card">
            <p className="muted">{allowedHint}</p>
            {contentFields.map((field) => (
              <ContentEditor
                key={field.path.join('.')}
                field={field}
                value={textAt(edited, field.path)}
                problem={problems.find((p) => p.path === `/${field.path.join('/')}`)}
                disabled={busy}
                onChange={(text) => setEdited((current) => current && withText(current, field.path, text))}
              />
            ))}
          </div>
          <SaveBar dirty={changes !== undefined} busy={busy} onSave={() => void save()} onCancel={cancel} />
        </>
      )}
    </ScreenFrame>
  );
}

function ContentEditor({ field, value, problem, disabled, onChange }: { field: ContentField; value: string; problem?: SettingsProblem; disabled: boolean; onChange: (text: string) => void }) {
  const id = `content_${field.path.join('_')}`;
  return (
    <div className="content-field">
      <label htmlFor={id} className="form-field__label">
        {field.label}
      </label>
      <small className="muted" id={`${id}__where`}>
        Shown: {field.shown}
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
