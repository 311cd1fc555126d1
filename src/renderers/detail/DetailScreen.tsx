import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { Account } from '../../engine/api/types';
import { ACCOUNTS_LOAD } from '../../engine/layout/detail-sections';
import { NOT_FOUND_ROUTE } from '../../engine/layout/menu';
import { messages } from '../../engine/messages/catalogue';
import { useCurrentAccount } from '../customer-accounts/current-account';
import { AccountFrame } from '../frame/AccountFrame';
import { ProblemAlert } from '../frame/ProblemAlert';
import { ScreenFrame } from '../frame/ScreenFrame';
import { useLayout } from '../layout/layout-context';
import type { ScreenProps } from '../registry/types';
import { useRecord } from '../schema-form/use-record';
import { Loading } from '../shell/Loading';
import { fillFromRow } from '../table/actions/row-values';
import { DetailSections } from './DetailSections';

/** A record screen's heading: the layout's `heading` filled from the record, else its title. */
const headingOf = (screen: ScreenProps['screen'], record: object) => (screen.heading ? fillFromRow(screen.heading, record) : screen.title);
/** The account screens read their record from the customer's accounts, which no section changes. */
const noReload = () => undefined;
import './detail.css';
import { accountCardMessages as t } from '../../engine/messages/account-cards';

/**
 * The `detail` kind: one record drawn as the layout's `sections`, in order. A screen loading
 * getAccountsForUser shows one of the customer's accounts — the route's :account_id (the
 * overview), else the current one, picked beside the title among those with its menu item's
 * accountFlag (Products: is_fuel, Drops: is_drops); any other load reads one record with the
 * route's parameters (a missing one: the not-found page).
 */
export default function DetailScreen({ screen }: ScreenProps) {
  if (screen.load !== ACCOUNTS_LOAD) return <RecordDetail screen={screen} />;
  return screen.route.includes(':account_id') ? <RouteAccountDetail screen={screen} /> : <AccountDetail screen={screen} />;
}

/**
 * The account the route names (the overview, /accounts/{account_id}), titled by its name; it
 * becomes the current account of the other screens. An account the customer is not linked to
 * shows the not-found screen.
 */
function RouteAccountDetail({ screen }: ScreenProps) {
  const { account_id: accountId = '' } = useParams();
  const { accounts, select, loading, error } = useCurrentAccount();
  const account = accounts.find((a) => a.account_id === accountId);
  useEffect(() => {
    if (account) select(account.account_id);
  }, [account, select]);

  if (loading) return <Loading label={t.loadingAccount} />;
  if (error) {
    return (
      <section className="screen">
        <ProblemAlert kind="status" problem={error} />
      </section>
    );
  }
  if (!account) return <Navigate to={NOT_FOUND_ROUTE} replace />;
  return (
    <ScreenFrame screen={screen} title={headingOf(screen, account)} className="detail detail--account">
      <DetailSections screen={screen} record={account} reload={noReload} reloadToken={0} />
    </ScreenFrame>
  );
}

function AccountDetail({ screen }: ScreenProps) {
  const layout = useLayout();
  const flag = [...layout.menus.customer].find((item) => item.screen === screen.id)?.accountFlag as keyof Account | undefined;
  const current = useCurrentAccount((a) => !flag || a[flag] === true);
  const { account, error } = current;
  return (
    <AccountFrame screen={screen} current={current} className="detail detail--account">
      {account && <DetailSections screen={screen} record={account} reload={noReload} reloadToken={0} />}
      {!account && !error && <p className="card muted">{messages.noDataFound}</p>}
    </AccountFrame>
  );
}

function RecordDetail({ screen }: ScreenProps) {
  const params = useParams();
  // A new token reads the record again, after a section changed it (a status saved, a ticket refunded).
  const [reloadToken, setReloadToken] = useState(0);
  const { record, error, status, loading } = useRecord<object>(screen.load, params, reloadToken);
  // No such record (a mistyped id): the not-found page.
  if (status === 404) return <Navigate to={NOT_FOUND_ROUTE} replace />;
  if (loading && !record) return <Loading />;
  return (
    <ScreenFrame screen={screen} title={record && headingOf(screen, record)} className="detail">
      <ProblemAlert kind="status" problem={error} />
      {record && <DetailSections screen={screen} record={record} reload={() => setReloadToken((n) => n + 1)} reloadToken={reloadToken} />}
    </ScreenFrame>
  );
}
