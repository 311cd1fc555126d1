import { createApiClient } from '../../engine/api/create-api-client';
import type { ApplicationSettings } from '../../engine/api/types';
import { settingsHostQuery } from '../../engine/tenancy/resolve-tenant';
import { storageKeys } from '../../engine/session/constants';

export type SettingsResult =
  | { kind: 'ready'; tenant: string; settings: ApplicationSettings }
  | { kind: 'unknownTenant'; host: string; detail?: string }
  | { kind: 'failed'; detail: string };

function storedTenant(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.tenant);
  } catch {
    return null; // storage blocked: the host name decides
  }
}

/**
 * Asks the server which tenant this browser reaches and for its public settings (spec 1 §1):
 * the stored tenant wins, else the host name; the server resolves both the same way.
 */
export async function loadSettings(): Promise<SettingsResult> {
  const host = settingsHostQuery(storedTenant(), window.location.hostname);
  try {
    const { data, error, response } = await createApiClient({ tenant: '' }).call('getSettings', { query: { host } });
    if (data) {
      const tenant = data.tenant ?? host.split('.')[0];
      return { kind: 'ready', tenant, settings: data };
    }
    if (response.status === 404) return { kind: 'unknownTenant', host, detail: error?.detail };
    return { kind: 'failed', detail: error?.detail ?? `(${response.status}) ${response.statusText}` };
  } catch (cause) {
    return { kind: 'failed', detail: cause instanceof Error ? cause.message : String(cause) };
  }
}
