import { useEffect, useState } from 'react';
import { CallError, failureMessage } from '../../engine/api/call-error';
import { useApi } from '../session/session-context';

export interface LoadedRecord<T> {
  record?: T;
  error?: string;
  /** The HTTP status of a refused load (404: there is no such record). */
  status?: number;
  loading: boolean;
}

/**
 * The record a screen shows or edits, from its layout `load` operation (spec 1 §4 loading
 * pattern), its parameters picked by name from `values` (the route's, say); none without an
 * operation. Loads again when `reloadToken` changes (after a save).
 */
export function useRecord<T extends object>(operationId: string | undefined, values: Readonly<Record<string, unknown>> = {}, reloadToken = 0): LoadedRecord<T> {
  const api = useApi();
  const [state, setState] = useState<LoadedRecord<T>>({ loading: true });
  const valuesKey = JSON.stringify(values);

  useEffect(() => {
    if (operationId === undefined) {
      setState({ loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    api.dataNamed(operationId, JSON.parse(valuesKey) as Record<string, unknown>).then(
      (record) => current && setState({ record: record as T, loading: false }),
      (error: unknown) => {
        if (!current) return;
        console.error(`Loading ${operationId} failed:`, error);
        setState({ loading: false, error: failureMessage(error), status: error instanceof CallError ? error.status : undefined });
      },
    );
    return () => {
      current = false;
    };
  }, [api, operationId, valuesKey, reloadToken]);

  return state;
}
