import type { Account } from '../../engine/api/types';
import type { ResolvedScreen } from '../../engine/layout/types';
import { messages, messageText } from '../../engine/messages/catalogue';
import { AccountPicker } from '../customer-accounts/AccountPicker';
import { useCurrentAccount } from '../customer-accounts/current-account';
import { useLayout } from '../layout/layout-context';
import type { ScreenProps } from '../registry/types';
import { Loading } from '../shell/Loading';
import { RowFileButton, rowNameOf } from './RowFileButton';
import { ScreenTable } from './ScreenTable';
import './account-table.css';

/**
 * The `accountTable` kind: lists of the current account, declared in the layout — the load with
 * its fixed `query` (status: pending), a `rowFile` each row downloads (a receipt), and the
 * `related` screens whose tables follow below for the same account (autopay attempts). The
 * accounts offered are those with the feature flag of the menu item that opens the screen.
 */
export default function AccountTableScreen({ screen }: ScreenProps) {
  const layout = useLayout();
  const flag = [...layout.menus.customer].find((item) => item.screen === screen.id)?.accountFlag as keyof Account | undefined;
  const { accounts, account, select, loading, error } = useCurrentAccount((a) => !flag || a[flag] === true);
  const related = (screen.related ?? []).flatMap((id) => layout.screens.filter((s) => s.id === id));

  if (loading) return <Loading label="Loading your accounts" />;
  return (
    <section className="screen account-table" aria-labelledby={`${screen.id}-page-title`}>
      <div className="screen__head">
        <h1 id={`${screen.id}-page-title`}>{screen.title}</h1>
        <AccountPicker accounts={accounts} value={account} onChange={select} />
      </div>
      {error && (
        <p className="form-problem" role="alert">
          {error}
        </p>
      )}
      {!error && !account && <p className="card muted">{messageText(screen.messages?.unavailable ?? messages.noDataFound)}</p>}
      {account && [screen, ...related].map((table, index) => <AccountTable key={table.id} screen={table} account={account} viewPrefix={index ? table.id : undefined} />)}
    </section>
  );
}

function AccountTable({ screen, account, viewPrefix }: { screen: ResolvedScreen; account: Account; viewPrefix?: string }) {
  const { rowFile } = screen;
  return (
    <ScreenTable
      screen={screen}
      viewPrefix={viewPrefix}
      filters={{ ...screen.query, account_id: account.account_id }}
      heading={
        <h2 id={`${screen.id}-title`} className="account-table__title">
          {messageText(screen.messages?.caption ?? screen.title ?? screen.id)}
        </h2>
      }
      rowActions={
        rowFile
          ? (row) => <RowFileButton operationId={rowFile} row={row} label={screen.messages?.rowFile ?? 'Download'} rowName={rowNameOf(row, screen.rowKey)} done={screen.messages?.rowFileDone} />
          : undefined
      }
    />
  );
}
