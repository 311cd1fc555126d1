import { useEffect, useState } from 'react';
import { layoutRequest, takeBootAnswer } from '../../engine/api/boot-answers';
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
  // A page the server drew came with the layout: the first render draws the screen, as the server did.
  const [served, setServed] = useState<ServedLayout | undefined>(() => {
    const answer = takeBootAnswer(layoutRequest(tenant));
    return answer && { source: `layout of tenant ${tenant}`, document: answer.data };
  });
  const [cameWithPage] = useState(served !== undefined);

  useEffect(() => {
    if (cameWithPage) return;
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
  }, [api, tenant, cameWithPage]);

  return served;
}
