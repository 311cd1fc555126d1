import { Fragment, type ReactNode } from 'react';
import type { Account } from '../../engine/api/types';
import type { ResolvedScreen } from '../../engine/layout';
import { messages } from '../../engine/messages/catalogue';
import { useCurrentAccount } from '../customer-accounts/current-account';
import { AccountFrame } from '../frame/AccountFrame';
import { useLayout } from '../layout/layout-context';
import { actionText } from './actions/action-text';
import { TableTabs } from './TableTabs';
import './account-table.css';

/** What an account-framed screen's table shows: its screen, the account picked, its own view keys and heading. */
export interface AccountTableProps {
  screen: ResolvedScreen;
  account: Account;
  viewPrefix?: string;
  heading: ReactNode;
}

/** The feature flag an account-framed table's accounts need: its menu item's (or a tab's), else its own. */
function useAccountFlag(screen: ResolvedScreen): keyof Account | undefined {
  const layout = useLayout();
  const ids = new Set([screen.id, ...(screen.tabs ?? [])]);
  const item = [...layout.menus.customer].find((entry) => entry.screen !== undefined && ids.has(entry.screen));
  return (item?.accountFlag ?? screen.accountFlag) as keyof Account | undefined;
}

/**
 * A table screen with the account frame (`frame: "account"`): the title with the customer's
 * accounts picker beside it, the screen's tabs, then its table for the account picked (sent as
 * account_id, beside the fixed `query`) and the tables of its `related` screens below, for the
 * same account. Each table is titled by its messages.caption ({field} filled from the account),
 * else its tab's name, else its title; without an account messages.unavailable says why.
 */
export function AccountTables({ screen, table }: { screen: ResolvedScreen; table: (props: AccountTableProps) => ReactNode }) {
  const layout = useLayout();
  const flag = useAccountFlag(screen);
  const current = useCurrentAccount((a) => !flag || a[flag] === true);
  const { account } = current;
  const related = (screen.related ?? []).flatMap((id) => layout.screens.filter((s) => s.id === id));
  const tabs = (screen.tabs ?? []).flatMap((id) => layout.screens.filter((s) => s.id === id));
  return (
    <AccountFrame screen={screen} current={current} className="account-table">
      {!current.error && !account && <p className="card muted">{actionText(screen.messages?.unavailable ?? messages.noDataFound)}</p>}
      {account && tabs.length > 0 && <TableTabs tabs={tabs} label={screen.title ?? screen.id} />}
      {account &&
        [screen, ...related].map((each, index) => (
          <Fragment key={each.id}>
            {table({
            screen: each,
            account,
            viewPrefix: index ? each.id : undefined,
            heading: (
              <h2 id={`${each.id}-table-title`} className="account-table__title">
                {actionText(each.messages?.caption ?? each.messages?.tab ?? each.title ?? each.id, account)}
              </h2>
            ),
            })}
          </Fragment>
        ))}
    </AccountFrame>
  );
}
