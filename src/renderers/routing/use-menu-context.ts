import { useMemo } from 'react';
import type { MenuContext } from '../../engine/layout';
import { useTenant } from '../tenant/tenant-context';
import { usePermissions } from '../session/permissions-context';
import { useSession } from '../session/session-context';

/** What the engine's menu and guard rules need to know about the caller. */
export function useMenuContext(): MenuContext & { loaded: boolean } {
  const { settings } = useTenant();
  const { permissions, loaded } = usePermissions();
  const accountIds = useSession().userInfo?.account_ids;
  return useMemo(() => ({ permissions, settings, accountIds, loaded }), [permissions, settings, accountIds, loaded]);
}
