import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False in the server's render of a page and while the browser hydrates it, true from the render
 * after (and at once in a page the browser draws itself): what must wait for the scripts (a
 * submit button a click would otherwise send natively) is drawn inert until then, and React
 * hydrates the drawn HTML as it is.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
