import type { ReactNode } from 'react';
import type { ResolvedScreen } from '../../engine/layout';
import { AccountPicker } from '../customer-accounts/AccountPicker';
import type { CurrentAccount } from '../customer-accounts/current-account';
import { Loading } from '../shell/Loading';
import { ProblemAlert } from './ProblemAlert';
import { ScreenFrame } from './ScreenFrame';

export interface AccountFrameProps {
  screen: ResolvedScreen;
  /** The screen's `useCurrentAccount(eligible)`: which accounts it may show, and the one shown. */
  current: CurrentAccount;
  /** What else the screen waits for before it can draw (the saved payment sources). */
  loading?: boolean;
  loadingLabel?: string;
  /** A problem of the screen's own loads, shown where the accounts' would be. */
  problem?: unknown;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a customer screen about one of their accounts, picked first: the title with the
 * account picker beside it, then why the accounts could not be read, if so. The screen's hooks
 * stay in the screen (it passes `current`), so the frame holds no state of its own.
 */
export function AccountFrame({ screen, current, loading, loadingLabel = 'Loading your accounts', problem, className, children }: AccountFrameProps) {
  const { accounts, account, select, error } = current;
  if (current.loading || loading) return <Loading label={loadingLabel} />;
  return (
    <ScreenFrame screen={screen} className={className} actions={<AccountPicker accounts={accounts} value={account} onChange={select} />}>
      <ProblemAlert kind="status" problem={error ?? problem} />
      {children}
    </ScreenFrame>
  );
}
