import type { ComponentType } from 'react';
import type { SettingsEditor } from '../../../schemas/generated/enums';
import { backOfficeMessages as bo } from '../../engine/messages/back-office';
import { ScreenFrame } from '../frame/ScreenFrame';
import type { ScreenProps } from '../registry/types';
import { Loading } from '../shell/Loading';
import { SaveBar } from './SaveBar';
import { SettingsSections } from './SettingsSections';
import { SettingsTexts } from './SettingsTexts';
import { SettingsProblems } from './SettingsProblems';
import { useSettingsEditor, type SettingsEditing } from './use-settings-editor';
import './settings.css';

/** The editors a settings screen's layout names (`settingsEditor`), both over the same settings; `loading` is a message key, read at render. */
const editors: Readonly<Record<SettingsEditor, { Editor: ComponentType<{ editing: SettingsEditing }>; loading: keyof typeof bo }>> = {
  sections: { Editor: SettingsSections, loading: 'settingsLoading' },
  texts: { Editor: SettingsTexts, loading: 'contentLoading' },
};

/**
 * The settings kind (spec 1 §2 Manage App Settings, Manage Content): forms generated from the
 * settings JSON Schema — every setting by its group (`sections`), or the texts the portal shows
 * (`texts`) — saved through POST /settings, only what changed; the server checks the whole and
 * answers each problem at its path. Leaving with unsaved edits asks first.
 */
export default function SettingsScreen({ screen }: ScreenProps) {
  const editing = useSettingsEditor();
  const { Editor, loading } = editors[screen.settingsEditor ?? 'sections'];
  return (
    <ScreenFrame screen={screen} className="screen--settings">
      {!editing.edited ? (
        <Loading label={bo[loading]} />
      ) : (
        <>
          <SettingsProblems problems={editing.problems} />
          <Editor editing={editing} />
          <SaveBar dirty={editing.changes !== undefined} busy={editing.busy} onSave={() => void editing.save()} onCancel={editing.cancel} />
        </>
      )}
    </ScreenFrame>
  );
}
