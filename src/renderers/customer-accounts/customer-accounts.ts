import { useEffect, useState } from 'react';
import type { ApiClient } from '../../engine/api/create-api-client';
import type { Account } from '../../engine/api/types';
import { failureMessage } from '../../engine/api/call-error';
import { useApi, useSession } from '../session/session-context';

export interface CustomerAccounts {
  accounts?: readonly Account[];
  error?: string;
  loading: boolean;
}

/**
 * One GET /accounts/for-user per session key and half minute: the menu, the route guard and the
 * screen opened read the same answer instead of asking the server each. A new key (login,
 * Login As) asks again, and so does a screen opened after the answer has aged (balances move).
 */
const FRESH_MS = 30_000;
let cached: { userKey: string; at: number; answer: Promise<readonly Account[]> } | undefined;

function loadAccounts(api: ApiClient, userKey: string): Promise<readonly Account[]> {
  if (cached?.userKey !== userKey || Date.now() - cached.at > FRESH_MS) {
    const answer = api.data('getAccountsForUser');
    // A failed answer is not kept: the next screen asks again.
    answer.catch(() => {
      if (cached?.answer === answer) cached = undefined;
    });
    cached = { userKey, at: Date.now(), answer };
  }
  return cached.answer;
}

/** Drops the kept answer: after a payment the next screen opened reads the lower amount due. */
export function forgetCustomerAccounts(): void {
  cached = undefined;
}

/** The signed-in customer's accounts (spec 2 §7 GET /accounts/for-user); nothing for staff. */
export function useCustomerAccounts(): CustomerAccounts {
  const api = useApi();
  const { userInfo } = useSession();
  const userKey = userInfo?.role === 'User' ? userInfo.user_key : undefined;
  const [state, setState] = useState<CustomerAccounts & { userKey?: string }>({ loading: userKey !== undefined });

  useEffect(() => {
    if (!userKey) return;
    let current = true;
    loadAccounts(api, userKey).then(
      (accounts) => current && setState({ accounts, loading: false, userKey }),
      (error: unknown) => {
        if (!current) return;
        console.error('Loading the accounts failed:', error);
        setState({ error: failureMessage(error), loading: false, userKey });
      },
    );
    return () => {
      current = false;
    };
  }, [api, userKey]);

  // An answer for an earlier session key is not this user's.
  if (!userKey) return { loading: false };
  return state.userKey === userKey ? state : { loading: true };
}
