import { createContext, useContext } from 'react';
import type { ApplicationSettings } from '../../engine/api/types';

export interface TenantValue {
  /** Tenant id: the `/api/<tenant>` prefix and the `/tenant-files/<tenant>` folder. */
  tenant: string;
  settings: ApplicationSettings;
  /**
   * Reads the settings again and shows them everywhere (header, footer, menus) without
   * reloading the page: after an admin saves settings. Resolves with what the server now serves.
   */
  reload(): Promise<ApplicationSettings>;
}

export const TenantContext = createContext<TenantValue | undefined>(undefined);

export function useTenant(): TenantValue {
  const value = useContext(TenantContext);
  if (!value) throw new Error('useTenant is used outside <TenantBoot>');
  return value;
}
