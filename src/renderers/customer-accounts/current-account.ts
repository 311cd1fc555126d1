import { useCallback, useSyncExternalStore } from 'react';
import type { Account } from '../../engine/api/types';
import { useSession } from '../session/session-context';
import { useCustomerAccounts } from './customer-accounts';

/** Session storage (spec 1 §3: per-tab state) of the account the customer works on, per user. */
const storageKey = (userId: number | undefined) => `currentAccount:${userId ?? ''}`;
const CHANGED = 'portal:current-account';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Remembers the account a customer chose (the overview and the pickers set it). */
export function rememberAccount(userId: number | undefined, accountId: string): void {
  if (sessionStorage.getItem(storageKey(userId)) === accountId) return;
  sessionStorage.setItem(storageKey(userId), accountId);
  window.dispatchEvent(new Event(CHANGED));
}

export interface CurrentAccount {
  /** The customer's accounts that this screen may show (all, or those passing `eligible`). */
  accounts: readonly Account[];
  /** The remembered account when it is eligible, else the first eligible one. */
  account?: Account;
  select: (accountId: string) => void;
  loading: boolean;
  error?: string;
}

/**
 * The account a customer screen shows: the one chosen last in this tab (on the overview or a
 * picker), else the first. `eligible` narrows the choice (Records lists only accounts with
 * is_records).
 */
export function useCurrentAccount(eligible: (account: Account) => boolean = () => true): CurrentAccount {
  const { userInfo } = useSession();
  const userId = userInfo?.user_id;
  const { accounts = [], loading, error } = useCustomerAccounts();
  const remembered = useSyncExternalStore(subscribe, () => sessionStorage.getItem(storageKey(userId)));
  const select = useCallback((accountId: string) => rememberAccount(userId, accountId), [userId]);
  const choices = accounts.filter(eligible);
  const account = choices.find((a) => a.account_id === remembered) ?? choices[0];
  return { accounts: choices, account, select, loading, error };
}
