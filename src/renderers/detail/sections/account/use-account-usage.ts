import { useEffect, useState } from 'react';
import type { Schemas } from '../../../../engine/api/types';
import { failureMessage } from '../../../../engine/api/call-error';
import { useApi } from '../../../session/session-context';

/** The chart's window: the last two years (issue 4). */
export const USAGE_MONTHS = 24;

export interface AccountUsage {
  usage?: Schemas['AccountUsage'];
  error?: string;
  loading: boolean;
}

/** Gallons delivered per month to an account (GET /accounts/{account_id}/usage). */
export function useAccountUsage(accountId: string | undefined): AccountUsage {
  const api = useApi();
  const [state, setState] = useState<AccountUsage & { accountId?: string }>({ loading: true });

  useEffect(() => {
    if (!accountId) return;
    let current = true;
    api.data('getAccountUsage', { path: { account_id: accountId }, query: { months: USAGE_MONTHS } }).then(
        (usage) => current && setState({ usage, loading: false, accountId }),
        (error: unknown) => current && setState({ error: failureMessage(error), loading: false, accountId }),
      );
    return () => {
      current = false;
    };
  }, [api, accountId]);

  return state.accountId === accountId ? state : { loading: true };
}
