import { useEffect, useState } from 'react';
import type { Schemas } from '../../../../engine/api/types';
import { failureMessage } from '../../../../engine/api/call-error';
import { useApi } from '../../../session/session-context';

/** The chart's past: about a season, long enough to show the last fill and the readings since. */
export const TANK_CHART_DAYS = 90;

export interface AccountTanksState {
  tanks?: Schemas['AccountTanks'];
  error?: string;
  loading: boolean;
}

/** Every tank of an account with its level, forecast and chart points (GET /accounts/{account_id}/tanks). */
export function useAccountTanks(accountId: string | undefined, reloadToken: number): AccountTanksState {
  const api = useApi();
  const [state, setState] = useState<AccountTanksState & { key?: string }>({ loading: true });
  const key = `${accountId}:${reloadToken}`;

  useEffect(() => {
    if (!accountId) return;
    let current = true;
    api.data('listAccountTanks', { path: { account_id: accountId }, query: { chart_days: TANK_CHART_DAYS } }).then(
      (tanks) => current && setState({ tanks, loading: false, key }),
      (error: unknown) => current && setState({ error: failureMessage(error), loading: false, key }),
    );
    return () => {
      current = false;
    };
  }, [api, accountId, key]);

  return state.key === key ? state : { loading: true };
}
