import { useEffect, useState } from 'react';
import { useApi } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';

export interface LayoutLayer {
  source: string;
  layout: unknown;
}

/**
 * The tenant's layout as the server serves it (GET /layout: its layout.json and saved
 * overrides merged over the default), as one layer for the engine to validate and merge.
 * Undefined while loading; no layers when the server cannot answer, so the built-in default
 * layout still gives a working portal.
 */
export function useServerLayout(): readonly LayoutLayer[] | undefined {
  const api = useApi();
  const { tenant } = useTenant();
  const [layers, setLayers] = useState<readonly LayoutLayer[] | undefined>();

  useEffect(() => {
    let current = true;
    const fallBack = (reason: unknown) => {
      console.error(`Layout of tenant ${tenant} could not be loaded; using the built-in default layout.`, reason);
      if (current) setLayers([]);
    };
    api.call('getLayout').then((result) => {
      if (!current) return;
      if (result.data) setLayers([{ source: `layout of tenant ${tenant}`, layout: result.data }]);
      else fallBack(result.error);
    }, fallBack);
    return () => {
      current = false;
    };
  }, [api, tenant]);

  return layers;
}
