import { useEffect } from 'react';
import { backOfficeMessages } from '../../engine/messages/back-office';

/**
 * Asks before edits are lost. The app runs a plain <BrowserRouter>, which has no useBlocker
 * (that needs a data router), so: the browser's own prompt when the page is closed or
 * reloaded, and a confirm for any in-app link clicked while `dirty` (menus, header, footer),
 * caught before React Router sees the click. (The browser's back button is not caught: doing
 * that without a data router leaves the router and the URL out of step.) One guard for every
 * editing screen: app settings, content, promotional images, the config editor.
 */
export function useUnsavedGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show their prompt.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname) return;
      if (!window.confirm(backOfficeMessages.unsavedChanges)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Capture phase on the document: before the router's own click handler on the link.
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}
