import { useEffect, useState } from 'react';
import { useApi } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';

/** What GET /layout answered: the document, or null when the server could not answer. */
export type ServedLayout = { source: string; document: unknown } | null;

/**
 * The tenant's layout as the server serves it (GET /layout: the built-in default with its
 * layout.json and published override merged). Undefined while loading.
 */
export function useServerLayout(): ServedLayout | undefined {
  const api = useApi();
  const { tenant } = useTenant();
  const [served, setServed] = useState<ServedLayout | undefined>();

  useEffect(() => {
    let current = true;
    const fallBack = (reason: unknown) => {
      console.error(`Layout of tenant ${tenant} could not be loaded; using the built-in default layout.`, reason);
      if (current) setServed(null);
    };
    api.call('getLayout').then((result) => {
      if (!current) return;
      if (result.data) setServed({ source: `layout of tenant ${tenant}`, document: result.data });
      else fallBack(result.error);
    }, fallBack);
    return () => {
      current = false;
    };
  }, [api, tenant]);

  return served;
}
