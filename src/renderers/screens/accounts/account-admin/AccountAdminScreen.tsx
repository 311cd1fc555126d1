import { useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { Tag } from 'primereact/tag';
import type { Schemas } from '../../../../engine/api/types';
import { formatStatus } from '../../../../engine/format';
import { NOT_FOUND_ROUTE } from '../../../../engine/layout/menu';
import { mayCall } from '../../../../engine/layout/screen-access';
import { useLayout } from '../../../layout/layout-context';
import { relatedScreen } from '../../../layout/related-screen';
import type { ScreenProps } from '../../../registry/types';
import { usePermissions } from '../../../session/permissions-context';
import { Loading } from '../../../shell/Loading';
import { useRecord } from '../../../schema-form/use-record';
import { AccountAutopayRuns } from './AccountAutopayRuns';
import { AccountDeliveries } from './AccountDeliveries';
import { AccountLocations } from './AccountLocations';
import { AccountPayments } from './AccountPayments';
import { BalanceFacts, IdentityFacts } from './AccountFacts';
import { statusSeverity } from './account-status';
import { EmailEditor } from './EmailEditor';
import { StatusEditor } from './StatusEditor';
import { useAccountUpdate } from './use-account-update';
import { UserPaymentSources } from '../../../payment-sources/UserPaymentSources';
import './account-admin.css';
import { ProblemAlert } from '../../../frame/ProblemAlert';

type AccountDetail = Schemas['AccountDetail'];

/**
 * Staff's account details (spec 1 §3, /admin/accounts/{account_id}): who the customer is, what
 * they owe, their locations and tanks, the status with its comment and the portal user who owns
 * the account. Staff allowed accounts:update (the Admin) change the status and the email here;
 * everyone else reads. Below, what staff need to support a customer's payments: the payments made
 * through the portal with their receipts, the autopay attempts, and the delivery tickets with
 * Download and (payments:refund) Refund.
 */
export default function AccountAdminScreen({ screen }: ScreenProps) {
  const accountId = useParams().account_id ?? '';
  // A new `loaded` value reads the account again after a change.
  const [loaded, setLoaded] = useState(0);
  // Its lists (payments, autopay, deliveries) load again after a refund.
  const [listsLoaded, setListsLoaded] = useState(0);
  const { record: account, error, status, loading } = useRecord<AccountDetail>(screen.load, { account_id: accountId }, loaded);
  const mayUpdate = screen.submit !== undefined && mayCall(usePermissions().permissions, screen.submit);
  const { save, busy } = useAccountUpdate(screen, accountId);
  const search = relatedScreen(useLayout(), screen, (s) => s.load === 'findAccounts');
  // Opened from the search, Back returns to its page and search text.
  const backTo = (useLocation().state as { back?: string } | null)?.back ?? search?.route;
  const saveAndReload = async (...args: Parameters<typeof save>) => {
    if (await save(...args)) setLoaded((n) => n + 1);
  };

  // No such account (a mistyped id, an admin path a later release brings): the not-found page.
  if (status === 404) return <Navigate to={NOT_FOUND_ROUTE} replace />;

  return (
    <section className="screen account-admin" aria-labelledby={`${screen.id}-title`}>
      {search && backTo && (
        <Link to={backTo} className="account-admin__back">
          <i className="pi pi-arrow-left" aria-hidden="true" /> Back to {search.title ?? 'the search'}
        </Link>
      )}
      <div className="screen__head account-admin__head">
        <h1 id={`${screen.id}-title`}>
          {screen.title} {accountId}
          {account && <span className="account-admin__name"> · {account.display_name}</span>}
        </h1>
        {account && <Tag value={formatStatus(account.account_status)} severity={statusSeverity(account.account_status)} data-testid="account-status" />}
      </div>
      {loading && !account && <Loading label="Loading the account" />}
      <ProblemAlert problem={error} />
      {account && (
        <>
          {account.comment && (
            <p className="account-admin__comment">
              <i className="pi pi-comment" aria-hidden="true" /> {account.comment}
            </p>
          )}
          <div className="account-admin__grid">
            <IdentityFacts account={account} />
            <BalanceFacts account={account} />
          </div>
          {mayUpdate && (
            // Keyed by the saved values: the editors start over from what the server answered after a change.
            <div className="account-admin__grid" key={`${account.account_status}|${account.comment}|${account.email}`}>
              <StatusEditor account={account} busy={busy} onSave={(change) => void saveAndReload(change, { layoutKey: 'status', fallback: 'accountStatusUpdated' })} />
              <EmailEditor account={account} busy={busy} onSave={(change) => void saveAndReload(change, { layoutKey: 'email', fallback: 'accountEmailUpdated' })} />
            </div>
          )}
          <AccountLocations locations={account.locations} />
          {account.owner && <UserPaymentSources userId={account.owner.user_id} title={`Saved payment sources of ${account.owner.display_name}`} />}
          <AccountPayments accountId={accountId} reloadToken={listsLoaded} />
          <AccountAutopayRuns accountId={accountId} reloadToken={listsLoaded} />
          <AccountDeliveries accountId={accountId} reloadToken={listsLoaded} onRefunded={() => setListsLoaded((n) => n + 1)} />
        </>
      )}
    </section>
  );
}
