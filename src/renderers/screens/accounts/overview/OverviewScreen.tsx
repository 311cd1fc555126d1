import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Tag } from 'primereact/tag';
import { NOT_FOUND_ROUTE } from '../../../../engine/layout/menu';
import { messages } from '../../../../engine/messages/catalogue';
import { makePaymentFlag } from '../../../../engine/success-flags';
import { successFlags } from '../../../feedback/success-flags';
import { useCurrentAccount } from '../../../customer-accounts/current-account';
import type { ScreenProps } from '../../../registry/types';
import { Loading } from '../../../shell/Loading';
import { useTenant } from '../../../tenant/tenant-context';
import { AccountLinks } from './AccountLinks';
import { AgingCard } from './AgingCard';
import { BalanceSummary } from './BalanceSummary';
import { BudgetPlanCard } from './BudgetPlanCard';
import { addressLine, LocationsCard } from './LocationsCard';
import { OwnerCard } from './OwnerCard';
import { PromotionsCard } from './PromotionsCard';
import { UsageCard } from './UsageCard';
import './overview.css';
import './figures.css';
import './locations.css';
import { richTextWords } from '../../../content/RichText';
import { ProblemAlert } from '../../../frame/ProblemAlert';

/**
 * Overview of one of the customer's accounts (/accounts/{account_id}): balances and their aging,
 * the budget plan, recent activity, gallons delivered per month, locations with their tanks,
 * owner and alerts. An account id the customer is not linked to shows the not-found screen.
 * Opening an account makes it the current one of Records and Products.
 */
export default function OverviewScreen({ screen }: ScreenProps) {
  const { account_id: accountId = '' } = useParams();
  const { accounts, select, loading, error } = useCurrentAccount();
  const account = accounts.find((a) => a.account_id === accountId);
  const { settings } = useTenant();

  useEffect(() => {
    if (account) select(account.account_id);
  }, [account, select]);

  if (loading) return <Loading label="Loading the account" />;
  if (error) {
    return (
      <section className="screen">
        <ProblemAlert problem={error} />
      </section>
    );
  }
  if (!account) return <Navigate to={NOT_FOUND_ROUTE} replace />;

  return (
    <section className="screen overview" aria-labelledby={`${screen.id}-title`}>
      <header className="overview__head">
        <div>
          <p className="overview__eyebrow" title={richTextWords(settings.tooltips?.Overview)}>
            {screen.title}
          </p>
          <h1 id={`${screen.id}-title`}>{account.display_name}</h1>
          <p className="overview__identity">
            <span>
              Account <strong>{account.account_id}</strong>
            </span>
            <span>{addressLine(account.billing_address)}</span>
            {account.is_budget_plan && <Tag value="Budget Plan" severity="info" rounded />}
            {account.is_cancelled && <Tag value="Cancelled" severity="danger" rounded />}
          </p>
        </div>
        <AccountLinks screen={screen} account={account} />
      </header>
      {successFlags().has(makePaymentFlag(account.account_id)) && (
        <p className="payment-note" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" /> {messages.paymentReceivedToday}
        </p>
      )}
      <PromotionsCard />
      <BalanceSummary account={account} />
      <div className="overview__charts">
        <UsageCard accountId={account.account_id} />
        <AgingCard account={account} />
      </div>
      {account.is_budget_plan && <BudgetPlanCard account={account} />}
      {account.is_drops && <LocationsCard account={account} />}
      <OwnerCard account={account} />
    </section>
  );
}
