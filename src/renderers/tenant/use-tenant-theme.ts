import { useEffect } from 'react';
import type { TenantValue } from './tenant-context';

const THEME_LINK_ID = 'tenant-theme';

/** The tenant's theme.css (CSS variables such as --portal-primary) and its site name as title. */
export function useTenantTheme(value: TenantValue | undefined): void {
  const tenant = value?.tenant;
  const siteName = value?.settings.site_name;

  useEffect(() => {
    if (!tenant) return;
    let link = document.getElementById(THEME_LINK_ID) as HTMLLinkElement | null;
    if (!link) {
      link = document.createElement('link');
      link.id = THEME_LINK_ID;
      link.rel = 'stylesheet';
      document.head.appendChild(link);
    }
    link.href = `/tenant-files/${encodeURIComponent(tenant)}/theme.css`;
  }, [tenant]);

  useEffect(() => {
    if (siteName) document.title = siteName;
  }, [siteName]);
}
