import { useEffect } from 'react';
import { fillerOf, messageText } from '../../engine/messages/catalogue';
import { shellMessages } from '../../engine/messages/shell';
import { usePageRequest } from '../app/page-request';
import { useTenant } from '../tenant/tenant-context';

const fillShell = fillerOf(shellMessages);

/** "<screen title> · <site name>", or the site name alone while no screen is drawn. */
function documentTitle(site: string | undefined, screenTitle: string | undefined): string | undefined {
  const screen = screenTitle ? messageText(screenTitle) : undefined;
  return screen && site ? fillShell('documentTitle', { screen, site }) : (screen ?? site);
}

/**
 * The document title: "<screen title> · <site name>", or the site name alone while no screen is
 * drawn (the layout still loading). The one place the title is set once the tenant is known, so
 * a settings reload (a new site name) and a route change cannot overwrite each other. The
 * server's render of a page has no document: it hands the title to the page it writes.
 */
export function useDocumentTitle(screenTitle?: string): void {
  const site = useTenant().settings.site_name;
  const request = usePageRequest();
  if (request) request.title = documentTitle(site, screenTitle) ?? request.title;
  useEffect(() => {
    const title = documentTitle(site, screenTitle);
    if (title) document.title = title;
  }, [screenTitle, site]);
}
