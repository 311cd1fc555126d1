import { useEffect, useState } from 'react';
import type { WorkflowConfig } from '../../engine/workflow';
import { useApi } from '../session/session-context';

/**
 * The tenant's workflow (GET /workflow/config) for a queue screen: its status filter, and the
 * moves its item dialog offers. Undefined while loading or when it could not be read — the queue
 * still lists its items (their labels come with them), it only offers no moves.
 */
export function useWorkflowConfig(needed = true): WorkflowConfig | undefined {
  const api = useApi();
  const [config, setConfig] = useState<WorkflowConfig>();
  useEffect(() => {
    // A table whose filters do not offer workflow statuses does not read the workflow.
    if (!needed) return;
    let live = true;
    api.data('getWorkflowConfig').then(
      (answer) => live && setConfig(answer),
      (error: unknown) => console.warn('workflow config not loaded', error),
    );
    return () => {
      live = false;
    };
  }, [api, needed]);
  return config;
}
