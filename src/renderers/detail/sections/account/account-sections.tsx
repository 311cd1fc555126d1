import type { ComponentType } from 'react';
import type { Account } from '../../../../engine/api/types';
import type { AccountSectionKind } from '../../../../engine/layout/detail-sections';
import type { SectionProps } from '../section-props';
import { AccountHead } from './AccountHead';
import { AgingCard } from './AgingCard';
import { BalanceSummary } from './BalanceSummary';
import { BudgetPlanCard } from './BudgetPlanCard';
import { LocationsCard } from './LocationsCard';
import { OwnerCard } from './OwnerCard';
import { PostedPricesCard } from './PostedPricesCard';
import { ProgramsCard } from './ProgramsCard';
import { PromotionsCard } from './PromotionsCard';
import { TankLevelsCard } from './TankLevelsCard';
import { DeliveryStatusCard } from './DeliveryStatusCard';
import { UsageCard } from './UsageCard';
import './overview.css';
import './figures.css';
import './locations.css';
import './tank-levels.css';
import './posted-prices.css';
import './programs.css';
import './delivery-status.css';

/** The record of a section the layout check only allows on a screen of the customer's accounts. */
const accountOf = (record: object) => record as Account;

/**
 * The sections of one real need, a customer's account (engine accountSectionKinds): its head,
 * the tenant's promotions, balances, the usage and aging charts, the budget plan (the supplier's
 * figures), the budget and pre-buy programs (enrol online, the plan's progress), the delivery
 * locations with their tanks, the owner with the account's alerts, and today's posted prices.
 */
export const accountSections: Record<AccountSectionKind, ComponentType<SectionProps>> = {
  accountHead: ({ screen, record }) => <AccountHead screen={screen} account={accountOf(record)} />,
  promotions: () => <PromotionsCard />,
  balances: ({ record }) => <BalanceSummary account={accountOf(record)} />,
  accountCharts: ({ record }) => (
    <div className="overview__charts">
      <UsageCard accountId={accountOf(record).account_id} />
      <AgingCard account={accountOf(record)} />
    </div>
  ),
  budgetPlan: ({ record }) => <BudgetPlanCard account={accountOf(record)} />,
  deliveryStatus: (props) => <DeliveryStatusCard {...props} />,
  tankLevels: (props) => <TankLevelsCard {...props} />,
  postedPrices: (props) => <PostedPricesCard {...props} />,
  programs: (props) => <ProgramsCard {...props} />,
  locations: ({ record }) => <LocationsCard account={accountOf(record)} />,
  owner: ({ record }) => <OwnerCard account={accountOf(record)} />,
};
