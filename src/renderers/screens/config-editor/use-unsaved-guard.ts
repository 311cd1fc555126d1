import { useEffect } from 'react';
import { backOfficeMessages } from '../../../engine/messages/back-office';

/**
 * Asks before unsaved changes are lost. The app runs a <BrowserRouter> (not a data router), so
 * react-router's useBlocker is not available: instead a click on any link of the page is caught
 * before the router sees it (capture phase) and cancelled unless the admin confirms, and closing or
 * reloading the tab asks through `beforeunload`. (The browser's back button is not caught: doing
 * that without a data router desynchronises the router from the URL.)
 */
export function useUnsavedGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || event.defaultPrevented) return;
      if (!window.confirm(backOfficeMessages.configUnsavedChanges)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [dirty]);
}
