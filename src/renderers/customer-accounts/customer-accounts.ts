import { useEffect, useState } from 'react';
import type { ApiClient } from '../../engine/api/create-api-client';
import type { Account } from '../../engine/api/types';
import { failureMessage } from '../../engine/api/call-error';
import { useApi, useSession } from '../session/session-context';
import { isCustomerRole } from '../../engine/roles/roles';

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

const CHANGED = 'portal:customer-accounts-changed';

/**
 * Drops the kept answer and has every screen showing the accounts read them again: after a
 * payment the Payment screen itself shows the lower amount due, not only the next one opened.
 */
export function forgetCustomerAccounts(): void {
  cached = undefined;
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
}

/** The signed-in customer's accounts (spec 2 §7 GET /accounts/for-user); nothing for staff. */
export function useCustomerAccounts(): CustomerAccounts {
  const api = useApi();
  const { userInfo } = useSession();
  const userKey = userInfo && isCustomerRole(userInfo.role) ? userInfo.user_key : undefined;
  const [state, setState] = useState<CustomerAccounts & { userKey?: string }>({ loading: userKey !== undefined });
  // Bumped when the accounts changed (a payment): they are read again, the ones shown stay until the answer comes.
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const changed = () => setChanges((n) => n + 1);
    window.addEventListener(CHANGED, changed);
    return () => window.removeEventListener(CHANGED, changed);
  }, []);

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
  }, [api, userKey, changes]);

  // An answer for an earlier session key is not this user's.
  if (!userKey) return { loading: false };
  return state.userKey === userKey ? state : { loading: true };
}
