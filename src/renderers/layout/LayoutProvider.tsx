import { useMemo, type ReactNode } from 'react';
import { resolveLayout, type ResolvedLayout } from '../../engine/layout';
import { Loading } from '../shell/Loading';
import { LayoutContext } from './layout-context';
import { useServerLayout, type LayoutLayer } from './use-server-layout';

/**
 * Provides the layout the portal runs with: the built-in default merged with the tenant's
 * layers from the server. Every layer is validated by the engine; a layer it refuses is
 * reported and the portal keeps the layers before it, so a bad override never breaks it.
 */
export function LayoutProvider({ children }: { children: ReactNode }) {
  const layers = useServerLayout();
  const layout = useMemo(() => (layers ? resolveValidPrefix(layers) : undefined), [layers]);
  if (!layout) return <Loading />;
  return <LayoutContext.Provider value={layout}>{children}</LayoutContext.Provider>;
}

function resolveValidPrefix(layers: readonly LayoutLayer[]): ResolvedLayout {
  for (let count = layers.length; count > 0; count--) {
    try {
      return resolveLayout(layers.slice(0, count));
    } catch (error) {
      console.error('Layout layer refused, using the layers before it:', error);
    }
  }
  return resolveLayout([]);
}
