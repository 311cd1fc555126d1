import { useCallback, useState } from 'react';
import { submitter, type SubmitContext, type SubmitOutcome } from '../operations/submit-operations';
import { usePublicApi, useApi } from '../session/session-context';

/** The layout's `submit` operation of a screen, with a busy flag for its button. */
export function useSubmit(operationId: string | undefined) {
  const api = useApi();
  const publicApi = usePublicApi();
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (body: object, extra: Omit<SubmitContext, 'api' | 'publicApi'> = {}): Promise<SubmitOutcome> => {
      const run = submitter(operationId);
      if (!run) throw new Error(`This screen submits to an unknown operation (${operationId ?? 'none'})`);
      setBusy(true);
      try {
        return await run(body, { api, publicApi, ...extra });
      } finally {
        setBusy(false);
      }
    },
    [api, publicApi, operationId],
  );

  return { submit, busy };
}
