import { createApiClient } from '../../engine/api/create-api-client';
import { settingsRequest, takeBootAnswer } from '../../engine/api/boot-answers';
import type { ApplicationSettings } from '../../engine/api/types';
import { settingsHostQuery } from '../../engine/tenancy/resolve-tenant';
import { storageKeys } from '../../engine/session/constants';

export type SettingsResult =
  | { kind: 'ready'; tenant: string; settings: ApplicationSettings }
  | { kind: 'unknownTenant'; host: string; detail?: string }
  | { kind: 'failed'; detail: string };

function storedTenant(): string | null {
  if (typeof window === 'undefined') return null; // the server's render: the host name decides
  try {
    return window.localStorage.getItem(storageKeys.tenant);
  } catch {
    return null; // storage blocked: the host name decides
  }
}

/** The tenant and settings the page came with (a page the server drew), else undefined. */
export function settingsFromPage(hostname: string): SettingsResult | undefined {
  const answer = takeBootAnswer(settingsRequest(settingsHostQuery(storedTenant(), hostname)));
  return answer && ready(answer.data as ApplicationSettings, hostname);
}

const ready = (settings: ApplicationSettings, host: string): SettingsResult => ({ kind: 'ready', tenant: settings.tenant ?? host.split('.')[0], settings });

/**
 * Asks the server which tenant this browser reaches and for its public settings (spec 1 §1):
 * the stored tenant wins, else the host name; the server resolves both the same way.
 */
export async function loadSettings(): Promise<SettingsResult> {
  const host = settingsHostQuery(storedTenant(), window.location.hostname);
  try {
    const { data, error, response } = await createApiClient({ tenant: '' }).call('getSettings', { query: { host } });
    if (data) return ready(data, host);
    if (response.status === 404) return { kind: 'unknownTenant', host, detail: error?.detail };
    return { kind: 'failed', detail: error?.detail ?? `(${response.status}) ${response.statusText}` };
  } catch (cause) {
    return { kind: 'failed', detail: cause instanceof Error ? cause.message : String(cause) };
  }
}
