import { useEffect } from 'react';
import type { TenantValue } from './tenant-context';

/** A <link> of the document head, created on first use. */
function headLink(id: string, rel: string): HTMLLinkElement {
  let link = document.getElementById(id) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = id;
    link.rel = rel;
    document.head.appendChild(link);
  }
  return link;
}

/** The tenant's theme.css (CSS variables such as --portal-primary) and its logo as icon (the title is the shell's: shell/use-document-title). */
export function useTenantTheme(value: TenantValue | undefined): void {
  const tenant = value?.tenant;
  const logo = value?.settings.logo;

  useEffect(() => {
    if (tenant) headLink('tenant-theme', 'stylesheet').href = `/tenant-files/${encodeURIComponent(tenant)}/theme.css`;
  }, [tenant]);

  useEffect(() => {
    if (logo) headLink('tenant-icon', 'icon').href = logo;
  }, [logo]);
}
