import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApplicationSettings } from '../../engine/api/types';
import { CallError, failureMessage } from '../../engine/api/call-error';
import { messages } from '../../engine/messages/catalogue';
import { useToast } from '../feedback/toast-context';
import { useApi } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';
import { changedSettings } from './changed-settings';
import { useUnsavedGuard } from '../routing/use-unsaved-guard';

export type Settings = ApplicationSettings & Record<string, unknown>;

/** A problem the server found, at the JSON pointer of the setting (`/fuel_order/minimum_order_size`). */
export interface SettingsProblem {
  path: string;
  message: string;
}

/**
 * The state of a settings screen, whichever its editor: the settings as the server serves them now, the
 * admin's edit of them, what changed (the only thing Save sends), the server's problems with
 * the last save, and a guard against leaving with unsaved edits. After a save the whole portal
 * (header, footer) shows the new settings without a reload.
 */
export function useSettingsEditor() {
  const { settings, reload } = useTenant();
  const api = useApi();
  const toast = useToast();
  const [saved, setSaved] = useState<Settings>();
  const [edited, setEdited] = useState<Settings>();
  const [problems, setProblems] = useState<readonly SettingsProblem[]>([]);
  const [busy, setBusy] = useState(false);

  const adopt = useCallback((next: ApplicationSettings) => {
    setSaved(next as Settings);
    setEdited(next as Settings);
    setProblems([]);
  }, []);

  // The settings read when the portal booted may be old (another admin, another tab): read them afresh.
  useEffect(() => {
    reload().then(adopt, () => adopt(settings));
    // Once, on opening the screen (later saves adopt what they read): reload and adopt are stable.
  }, []);

  const changes = useMemo(() => changedSettings(saved, edited), [saved, edited]);
  useUnsavedGuard(changes !== undefined);

  const save = useCallback(async () => {
    if (!changes) return;
    setBusy(true);
    try {
      const answer = await api.data('updateSettings', { body: changes });
      toast.success(answer.message || messages.appSettingsUpdated);
      adopt(await reload());
    } catch (failure) {
      setProblems(failure instanceof CallError ? (failure.problem?.errors ?? []) : []);
      toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }, [api, toast, changes, reload, adopt]);

  const cancel = useCallback(() => {
    setEdited(saved);
    setProblems([]);
  }, [saved]);

  return { saved, edited, setEdited, changes, save, cancel, busy, problems };
}

/** What the settings editors (every setting by group, the portal's texts) edit with. */
export type SettingsEditing = ReturnType<typeof useSettingsEditor>;
