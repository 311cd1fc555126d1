import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadSettings, settingsFromPage, type SettingsResult } from './load-settings';
import { usePageRequest } from '../app/page-request';
import { TenantContext, type TenantValue } from './tenant-context';
import { useTenantTheme } from './use-tenant-theme';
import { UnknownTenant } from './UnknownTenant';
import { BootFailed } from './BootFailed';
import { Loading } from '../shell/Loading';

/** Resolves the tenant before anything else renders: every later call needs its API prefix. */
export function TenantBoot({ children }: { children: ReactNode }) {
  const host = usePageRequest()?.host;
  // A page the server drew came with the settings: the first render is the server's, no spinner.
  const [result, setResult] = useState<SettingsResult | undefined>(() => settingsFromPage(host ?? window.location.hostname));
  const load = useCallback(() => {
    setResult(undefined);
    void loadSettings().then(setResult);
  }, []);
  const [cameWithPage] = useState(result !== undefined);
  useEffect(() => {
    if (!cameWithPage) load();
  }, [cameWithPage, load]);
  // A reload keeps the portal on screen: only a successful answer replaces what is shown.
  const reload = useCallback(async () => {
    const next = await loadSettings();
    if (next.kind !== 'ready') throw new Error(next.detail ?? `The settings of ${next.kind === 'unknownTenant' ? next.host : 'this portal'} could not be read`);
    setResult(next);
    return next.settings;
  }, []);

  const value = useMemo<TenantValue | undefined>(
    () => (result?.kind === 'ready' ? { tenant: result.tenant, settings: result.settings, reload } : undefined),
    [result, reload],
  );
  useTenantTheme(value);

  if (!result) return <Loading />;
  if (result.kind === 'unknownTenant') return <UnknownTenant host={result.host} />;
  if (result.kind === 'failed' || !value) return <BootFailed detail={result.kind === 'failed' ? result.detail : ''} onRetry={load} />;
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}
