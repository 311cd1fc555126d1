import { useEffect } from 'react';

/**
 * While `active`, following a link inside the portal (menu, header, any <a>) asks `question` first.
 * The app uses a plain BrowserRouter, which has no navigation blocker: the click is caught on the
 * document in the capture phase, before react-router's own handler sees it.
 */
export function useLeaveGuard(active: boolean, question: string): void {
  useEffect(() => {
    if (!active) return;
    const guard = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || (link as HTMLAnchorElement).target === '_blank') return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('click', guard, true);
    return () => document.removeEventListener('click', guard, true);
  }, [active, question]);
}
