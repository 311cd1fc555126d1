import { useEffect, useState } from 'react';
import type { Schemas } from '../../engine/api/types';
import { useApi } from '../session/session-context';

/** The tenant's roles (GET /roles), customers' role first; empty until they arrive, and never asked when not `wanted`. */
export function useRoles(wanted = true): readonly Schemas['Role'][] {
  const api = useApi();
  const [roles, setRoles] = useState<readonly Schemas['Role'][]>([]);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    api.call('listRoles').then(
      ({ data }) => current && data && setRoles(data),
      (error: unknown) => console.error('Loading the roles failed:', error),
    );
    return () => {
      current = false;
    };
  }, [api, wanted]);
  return roles;
}
