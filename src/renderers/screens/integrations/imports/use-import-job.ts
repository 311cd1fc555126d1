import { useEffect, useState } from 'react';
import { failureMessage } from '../../../../engine/api/call-error';
import { useApi } from '../../../session/session-context';
import type { ImportJob } from './upload-import';

/** How often a job still under way is asked for again. */
const POLL_MS = 1000;

export const isFinished = (job: Pick<ImportJob, 'status'>) => job.status === 'succeeded' || job.status === 'failed';

/**
 * One import job (GET /imports/{job_id}), asked for again every second until it has finished:
 * its counts move as each batch commits. `initial` (the upload's answer) shows at once.
 */
export function useImportJob(jobId: number | undefined, initial?: ImportJob): { job?: ImportJob; error?: string } {
  const api = useApi();
  const [state, setState] = useState<{ job?: ImportJob; error?: string }>({ job: initial });

  useEffect(() => {
    setState({ job: initial?.job_id === jobId ? initial : undefined });
    if (jobId === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const poll = async () => {
      try {
        const job = await api.data('getImport', { path: { job_id: jobId } });
        if (!current) return;
        setState({ job });
        if (!isFinished(job)) timer = setTimeout(() => void poll(), POLL_MS);
      } catch (failure) {
        if (current) setState((previous) => ({ ...previous, error: failureMessage(failure) }));
      }
    };
    void poll();
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `initial` only seeds the first render of a job; a new object for the same job changes nothing.
  }, [api, jobId]);

  return state;
}
