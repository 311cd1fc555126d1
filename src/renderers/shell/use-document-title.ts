import { useEffect } from 'react';
import { fillerOf, messageText } from '../../engine/messages/catalogue';
import { shellMessages } from '../../engine/messages/shell';
import { useTenant } from '../tenant/tenant-context';

const fillShell = fillerOf(shellMessages);

/**
 * The document title: "<screen title> · <site name>", or the site name alone while no screen is
 * drawn (the layout still loading). The one place the title is set once the tenant is known, so
 * a settings reload (a new site name) and a route change cannot overwrite each other.
 */
export function useDocumentTitle(screenTitle?: string): void {
  const site = useTenant().settings.site_name;
  useEffect(() => {
    const screen = screenTitle ? messageText(screenTitle) : undefined;
    const title = screen && site ? fillShell('documentTitle', { screen, site }) : (screen ?? site);
    if (title) document.title = title;
  }, [screenTitle, site]);
}
