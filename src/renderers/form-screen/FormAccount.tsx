import { useEffect } from 'react';
import { AccountPicker } from '../customer-accounts/AccountPicker';
import { useCurrentAccount } from '../customer-accounts/current-account';

/**
 * A form screen's `account`: the picker of the customer's current account above the form (none
 * for a customer without accounts); the chosen account's id is handed up, to go with the answers.
 */
export function FormAccount({ onAccount }: { onAccount: (accountId: string | undefined) => void }) {
  const { accounts, account, select } = useCurrentAccount();
  const accountId = account?.account_id;
  useEffect(() => onAccount(accountId), [accountId, onAccount]);
  if (!accounts.length) return null;
  return (
    <div className="form-screen__account">
      <AccountPicker accounts={accounts} value={account} onChange={select} />
    </div>
  );
}
