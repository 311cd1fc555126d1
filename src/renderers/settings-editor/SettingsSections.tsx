import { useMemo } from 'react';
import { settingsEditorMessages as t } from '../../engine/messages/settings-editor';
import { useLanguage } from '../language/language-context';
import { PortalForm } from '../form';
import { acceptAllValidator } from './accept-all-validator';
import { sectionErrors, sectionForm } from './section-form';
import { settingsSections, type SettingsSection } from './settings-sections';
import type { Settings, SettingsEditing } from './use-settings-editor';

/** Every application, payments and fuel-order setting, one RJSF form per group of spec 1 §3. */
export function SettingsSections({ editing }: { editing: SettingsEditing }) {
  const { edited, setEdited, busy, problems } = editing;
  // The forms' labels are in the reader's language: drawn again when it changes.
  const { language } = useLanguage();
  const forms = useMemo(() => settingsSections.map((section) => ({ section, ...sectionForm(section) })), [language]);
  if (!edited) return null;
  return (
    <>
      {forms.map(({ section, schema, uiSchema, keys }) => (
        <fieldset key={section.id} className="card settings-section" aria-labelledby={`settings-${section.id}`}>
          <h2 id={`settings-${section.id}`}>{t[section.titleKey]}</h2>
          {section.noteKey && <p className="muted">{t[section.noteKey]}</p>}
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
    </>
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
