import { useEffect, useState } from 'react';
import type { Schemas } from '../../../../engine/api/types';
import { useApi } from '../../../session/session-context';

/** The tenant's roles (GET /roles), customers' role first; empty until they arrive. */
export function useRoles(): readonly Schemas['Role'][] {
  const api = useApi();
  const [roles, setRoles] = useState<readonly Schemas['Role'][]>([]);
  useEffect(() => {
    let current = true;
    api.call('listRoles').then(
      ({ data }) => current && data && setRoles(data),
      (error: unknown) => console.error('Loading the roles failed:', error),
    );
    return () => {
      current = false;
    };
  }, [api]);
  return roles;
}
