import { useMemo, type ReactNode } from 'react';
import { resolveLayout, servedLayout, type ResolvedLayout } from '../../engine/layout';
import { Loading } from '../shell/Loading';
import { LayoutContext } from './layout-context';
import { useServerLayout, type ServedLayout } from './use-server-layout';

/**
 * Provides the layout the portal runs with: the tenant's, as the server serves it (the built-in
 * default with the tenant folder's layer and the published override merged and checked there).
 * The engine checks it again; should it be refused or missing, the built-in default layout
 * still gives a working portal rather than a broken one.
 */
export function LayoutProvider({ children }: { children: ReactNode }) {
  const served = useServerLayout();
  const layout = useMemo(() => (served === undefined ? undefined : layoutOf(served)), [served]);
  if (!layout) return <Loading />;
  return <LayoutContext.Provider value={layout}>{children}</LayoutContext.Provider>;
}

function layoutOf(served: ServedLayout): ResolvedLayout {
  if (served) {
    try {
      return servedLayout(served.document, served.source);
    } catch (error) {
      console.error('The layout the server served was refused; using the built-in default layout:', error);
    }
  }
  return resolveLayout([]);
}
