import { useMemo } from 'react';
import type { MenuContext } from '../../engine/layout';
import { useCustomerAccounts } from '../customer-accounts/customer-accounts';
import { useTenant } from '../tenant/tenant-context';
import { usePermissions } from '../session/permissions-context';
import { useSession } from '../session/session-context';
import { ACCOUNT_FLAGS } from '../../../schemas/generated/enums';

/** What the engine's menu and guard rules need to know about the caller. */
export function useMenuContext(): MenuContext & { loaded: boolean } {
  const { settings } = useTenant();
  const { permissions, loaded } = usePermissions();
  const accountIds = useSession().userInfo?.account_ids;
  // A customer's menu shows Records, Products… only when one of their accounts has the feature.
  const { accounts } = useCustomerAccounts();
  const accountFlags = useMemo(() => accounts && ACCOUNT_FLAGS.filter((flag) => accounts.some((account) => account[flag])), [accounts]);
  return useMemo(() => ({ permissions, settings, accountIds, accountFlags, loaded }), [permissions, settings, accountIds, accountFlags, loaded]);
}
