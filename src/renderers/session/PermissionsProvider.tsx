import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApi, useSession } from './session-context';
import { PermissionsContext, type Permission, type PermissionsValue } from './permissions-context';

interface Fetched {
  userKey: string;
  permissions: readonly Permission[];
}

/** Fetches the caller's permissions once per session key (spec 1 §6: GET /users/permissions). */
export function PermissionsProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const userKey = useSession().userInfo?.user_key;
  const [fetched, setFetched] = useState<Fetched | undefined>();

  useEffect(() => {
    if (!userKey) return;
    let current = true;
    void api.call('getUserPermissions').then(
      ({ data }) => current && setFetched({ userKey, permissions: data ?? [] }),
      () => current && setFetched({ userKey, permissions: [] }),
    );
    return () => {
      current = false;
    };
  }, [api, userKey]);

  const value = useMemo<PermissionsValue>(() => {
    if (!userKey) return { permissions: [], loaded: true };
    if (fetched?.userKey !== userKey) return { permissions: [], loaded: false };
    return { permissions: fetched.permissions, loaded: true };
  }, [fetched, userKey]);

  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}
