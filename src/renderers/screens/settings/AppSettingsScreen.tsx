import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { PortalForm } from '../../form';
import type { ScreenProps } from '../../registry/types';
import { Loading } from '../../shell/Loading';
import { acceptAllValidator } from './accept-all-validator';
import { sectionErrors, sectionForm } from './section-form';
import { settingsSections, type SettingsSection } from './settings-sections';
import { SettingsProblems } from './SettingsProblems';
import { useSettingsEditor, type Settings } from './use-settings-editor';
import './settings.css';
import { ScreenFrame } from '../../frame/ScreenFrame';

/**
 * Manage App Settings (spec 1 §2): every application, payments and fuel-order setting, as forms
 * generated from the settings JSON Schema, one section per group of spec 1 §3. Save sends only
 * what changed (POST /settings); the server checks the whole and answers each problem at its
 * path. Leaving with unsaved edits asks first.
 */
export default function AppSettingsScreen({ screen }: ScreenProps) {
  const editor = useSettingsEditor();
  const { edited, setEdited, changes, save, cancel, busy, problems } = editor;
  const forms = useMemo(() => settingsSections.map((section) => ({ section, ...sectionForm(section) })), []);

  return (
    <ScreenFrame screen={screen} className="screen--settings">
      {!edited ? (
        <Loading label="Loading the settings" />
      ) : (
        <>
          <SettingsProblems problems={problems} />
          {forms.map(({ section, schema, uiSchema, keys }) => (
            <fieldset key={section.id} className="card settings-section" aria-labelledby={`settings-${section.id}`}>
              <h2 id={`settings-${section.id}`}>{section.title}</h2>
              {section.note && <p className="muted">{section.note}</p>}
              <PortalForm
                schema={schema}
                uiSchema={uiSchema}
                formData={sectionData(edited, section, keys)}
                validator={acceptAllValidator}
                extraErrors={sectionErrors(section, keys, problems)}
                idPrefix={`settings_${section.id}`}
                noHtml5Validate
                showErrorList={false}
                disabled={busy}
                onChange={({ formData }) => setEdited((current) => current && withSection(current, section, keys, formData as Record<string, unknown>))}
              >
                <></>
              </PortalForm>
            </fieldset>
          ))}
          <SaveBar dirty={changes !== undefined} busy={busy} onSave={() => void save()} onCancel={cancel} />
        </>
      )}
    </ScreenFrame>
  );
}

function sectionData(settings: Settings, section: SettingsSection, keys: readonly string[]): Record<string, unknown> {
  const source = (section.at ? settings[section.at] : settings) as Record<string, unknown> | undefined;
  return Object.fromEntries(keys.filter((key) => source && Object.hasOwn(source, key)).map((key) => [key, source![key]]));
}

/** The settings with a section's answers in place (only its own keys: RJSF may hand back more). */
function withSection(settings: Settings, section: SettingsSection, keys: readonly string[], answers: Record<string, unknown>): Settings {
  const picked = Object.fromEntries(keys.filter((key) => Object.hasOwn(answers, key)).map((key) => [key, answers[key]]));
  if (!section.at) return { ...settings, ...picked };
  return { ...settings, [section.at]: { ...(settings[section.at] as object), ...picked } };
}

/** Save and Cancel, with whether anything is unsaved. */
export function SaveBar({ dirty, busy, onSave, onCancel }: { dirty: boolean; busy: boolean; onSave: () => void; onCancel: () => void }) {
  return (
    <div className="settings-savebar card">
      <span className={dirty ? 'settings-savebar__state settings-savebar__state--dirty' : 'settings-savebar__state'} role="status">
        {dirty ? 'Unsaved changes' : 'All changes saved'}
      </span>
      <Button type="button" label="Cancel" severity="secondary" outlined disabled={!dirty || busy} onClick={onCancel} />
      <Button type="button" label="Save" icon="pi pi-check" disabled={!dirty} loading={busy} onClick={onSave} />
    </div>
  );
}
