import { useEffect, useState } from 'react';
import { failureMessage } from '../operations/call-error';
import { recordLoader, type RecordParams } from '../operations/record-operations';
import { useApi } from '../session/session-context';

export interface LoadedRecord<T> {
  record?: T;
  error?: string;
  loading: boolean;
}

/** The record a form screen edits, from its layout `load` operation (spec 1 §4 loading pattern); none without one. */
export function useRecord<T extends object>(operationId: string | undefined, params: RecordParams = {}): LoadedRecord<T> {
  const api = useApi();
  const [state, setState] = useState<LoadedRecord<T>>({ loading: true });
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    if (operationId === undefined) {
      setState({ loading: false });
      return;
    }
    const load = recordLoader(operationId);
    if (!load) {
      setState({ loading: false, error: `This screen loads with an unknown operation (${operationId ?? 'none'})` });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load(api, JSON.parse(paramsKey) as RecordParams).then(
      (record) => current && setState({ record: record as T, loading: false }),
      (error: unknown) => {
        if (!current) return;
        console.error(`Loading ${operationId} failed:`, error);
        setState({ loading: false, error: failureMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, operationId, paramsKey]);

  return state;
}
