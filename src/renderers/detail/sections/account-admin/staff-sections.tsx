import { Suspense, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Tag } from 'primereact/tag';
import type { Schemas } from '../../../../engine/api/types';
import { formatStatus } from '../../../../engine/format';
import type { StaffAccountSectionKind } from '../../../../engine/layout/detail-sections';
import { mayCall } from '../../../../engine/layout/screen-access';
import { useLayout } from '../../../layout/layout-context';
import { relatedScreen } from '../../../layout/related-screen';
import { UserPaymentSources } from '../../../payment-sources/UserPaymentSources';
import { usePermissions } from '../../../session/permissions-context';
import { Loading } from '../../../shell/Loading';
import type { SectionProps } from '../section-props';
import { AccountDeliveries } from './AccountDeliveries';
import { BalanceFacts, IdentityFacts } from './AccountFacts';
import { statusSeverity } from './account-status';
import { EmailEditor } from './EmailEditor';
import { StatusEditor } from './StatusEditor';
import { useAccountUpdate } from './use-account-update';
import './account-admin.css';
import { accountCardMessages as t, fillAccountCard } from '../../../../engine/messages/account-cards';

type AccountDetail = Schemas['AccountDetail'];
/** The record of a section the layout check only allows on a screen loading getAccount. */
const accountOf = (record: object) => record as AccountDetail;

/** Back to the account search (its page and search text, when opened from it), the status and its comment. */
function AccountStatus({ screen, record }: SectionProps) {
  const account = accountOf(record);
  const search = relatedScreen(useLayout(), screen, (s) => s.load === 'findAccounts');
  const backTo = (useLocation().state as { back?: string } | null)?.back ?? search?.route;
  return (
    <div className="account-admin__status">
      {search && backTo && (
        <Link to={backTo} className="account-admin__back">
          <i className="pi pi-arrow-left" aria-hidden="true" /> {fillAccountCard('backTo', { screen: search.title ?? t.theSearch })}
        </Link>
      )}
      <Tag value={formatStatus(account.account_status)} severity={statusSeverity(account.account_status)} data-testid="account-status" />
      {account.comment && (
        <p className="account-admin__comment">
          <i className="pi pi-comment" aria-hidden="true" /> {account.comment}
        </p>
      )}
    </div>
  );
}

/**
 * The status and email editors, for staff allowed the screen's submit (accounts:update, the
 * Admin); keyed by the saved values, so they start over from what the server answered.
 */
function AccountEditors({ screen, record, reload }: SectionProps) {
  const account = accountOf(record);
  const mayUpdate = screen.submit !== undefined && mayCall(usePermissions().permissions, screen.submit);
  const { save, busy } = useAccountUpdate(screen, account.account_id);
  if (!mayUpdate) return null;
  const saveAndReload = async (...args: Parameters<typeof save>) => {
    if (await save(...args)) reload();
  };
  return (
    <div className="account-admin__grid" key={`${account.account_status}|${account.comment}|${account.email}`}>
      {/* Each editor waits for its form document on its own; the rest of the account stays on screen. */}
      <Suspense fallback={<Loading />}>
        <StatusEditor account={account} busy={busy} onSave={(change) => void saveAndReload(change, { layoutKey: 'status', fallback: 'accountStatusUpdated' })} />
      </Suspense>
      <Suspense fallback={<Loading />}>
        <EmailEditor account={account} busy={busy} onSave={(change) => void saveAndReload(change, { layoutKey: 'email', fallback: 'accountEmailUpdated' })} />
      </Suspense>
    </div>
  );
}

/**
 * The sections of the staff's account screen (engine staffAccountSectionKinds), loaded with the
 * first such screen: who the customer is and what they owe, the editors, the owner's saved
 * payment sources, and the delivery tickets (Download, Refund).
 */
export const staffAccountSections: Record<StaffAccountSectionKind, ComponentType<SectionProps>> = {
  accountStatus: AccountStatus,
  accountFacts: ({ record }) => (
    <div className="account-admin__grid">
      <IdentityFacts account={accountOf(record)} />
      <BalanceFacts account={accountOf(record)} />
    </div>
  ),
  accountEditors: AccountEditors,
  ownerPaymentSources: ({ record }) => {
    const { owner } = accountOf(record);
    return owner ? <UserPaymentSources userId={owner.user_id} title={fillAccountCard('savedSourcesOf', { name: owner.display_name })} /> : null;
  },
  deliveryTickets: ({ record, reloadToken, reload }) => <AccountDeliveries accountId={accountOf(record).account_id} reloadToken={reloadToken} onRefunded={reload} />,
};
