import { useCallback, useEffect, useState } from 'react';
import type { Schemas } from '../../engine/api/types';
import type { WorkflowItemType } from '../../engine/workflow';
import { useApi } from '../session/session-context';

export type WorkflowStep = Schemas['WorkflowStep'];

/** One item's steps (GET /workflow/{item_type}/{request_id}/history), read again whenever `version` changes. */
export function useItemHistory(itemType: WorkflowItemType, requestId: number, version: number) {
  const api = useApi();
  const [steps, setSteps] = useState<WorkflowStep[]>();
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => api.data('getWorkflowHistory', { path: { item_type: itemType, request_id: requestId } }), [api, itemType, requestId]);
  useEffect(() => {
    let live = true;
    setFailed(false);
    load().then(
      (answer) => live && setSteps(answer),
      (error: unknown) => {
        console.warn('workflow history not loaded', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load, version]);
  return { steps, failed };
}
