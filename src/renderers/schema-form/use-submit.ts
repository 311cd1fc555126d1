import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useApi } from '../session/session-context';

/** What a successful submit hands back to the screen. */
export interface SubmitOutcome {
  /** The server's own words, when it answers with a message. */
  message?: string;
  /** The whole answer, for a screen that goes on with more than a message (a claim id). */
  data?: unknown;
}

const messageOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string' ? (data as { message: string }).message : undefined;

/**
 * The layout's `submit` operation of a screen, with a busy flag for its button. The form's
 * answers are the body; the operation's parameters are picked by name from the route's
 * parameters and `values` (a record's id, an emailed link's `user-key`…). A refusal throws a
 * CallError worded as the spec words that operation's failures.
 */
export function useSubmit(operationId: string | undefined) {
  const api = useApi();
  const params = useParams();
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (body: object, values: Readonly<Record<string, unknown>> = {}): Promise<SubmitOutcome> => {
      if (!operationId) throw new Error('This screen submits to no operation');
      setBusy(true);
      try {
        const data = await api.dataNamed(operationId, { ...params, ...values }, body);
        return { message: messageOf(data), data };
      } finally {
        setBusy(false);
      }
    },
    [api, params, operationId],
  );

  return { submit, busy };
}
