import { Dropdown } from 'primereact/dropdown';
import type { Account } from '../../engine/api/types';
import './account-picker.css';
import { accountCardMessages as t } from '../../engine/messages/account-cards';

const label = (account: Account) => `${account.account_id} · ${account.display_name}`;

/** Which of the customer's accounts a screen shows; only when there is a choice to make. */
export function AccountPicker({ accounts, value, onChange }: { accounts: readonly Account[]; value?: Account; onChange: (accountId: string) => void }) {
  if (accounts.length < 2) {
    return value ? <span className="account-picker__single">{label(value)}</span> : null;
  }
  return (
    <label className="account-picker">
      <span className="account-picker__label">{t.account}</span>
      <Dropdown
        value={value?.account_id}
        options={accounts.map((account) => ({ value: account.account_id, label: label(account) }))}
        onChange={(event) => onChange(String(event.value))}
        aria-label={t.account}
        // Names the drop-down's button too (axe aria-command-name), apart from the input the label names.
        pt={{ trigger: { 'aria-label': t.chooseAccount } }}
        className="account-picker__dropdown"
      />
    </label>
  );
}
