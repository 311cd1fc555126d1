import { useEffect, useState } from 'react';
import type { Schemas } from '../../engine/api/types';
import { useApi } from '../session/session-context';

export type ReferenceEntry = Schemas['ReferenceEntry'];

/**
 * One of the tenant's reference lists (GET /config/departments, /config/transaction_types), in
 * the tenant's order; empty until it arrives (a field fed by it stays as it was until then), and
 * never asked when not `wanted`.
 */
export function useReferenceList(operation: 'listDepartments' | 'listTransactionTypes', wanted = true): readonly ReferenceEntry[] {
  const api = useApi();
  const [entries, setEntries] = useState<readonly ReferenceEntry[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    api.call(operation).then(
      ({ data }) => current && data && setEntries(data),
      (error: unknown) => console.error(`Loading ${operation} failed:`, error),
    );
    return () => {
      current = false;
    };
  }, [api, operation, wanted]);
  return entries;
}
