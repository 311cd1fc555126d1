import { ProgressBar } from 'primereact/progressbar';
import type { Account } from '../../../../engine/api/types';
import { formatMoney, formatQuantity } from '../../../../engine/format';
import { Figure } from './Figure';
import { accountCardMessages as t, fillAccountCard } from '../../../../engine/messages/account-cards';

/** Share of the planned gallons used so far this year, 0–100 (past 100 the bar is simply full). */
export function usedShare(used: number | null | undefined, planned: number | null | undefined): number {
  if (!planned || planned <= 0 || !used || used <= 0) return 0;
  return Math.min(100, Math.round((used / planned) * 100));
}

/** The budget plan of an account on one (is_budget_plan): money and gallons against the plan. */
export function BudgetPlanCard({ account }: { account: Account }) {
  const share = usedShare(account.budget_quantity_used_YTD, account.budget_planned_YTD);
  return (
    <section className="card overview__budget" aria-labelledby="overview-budget-title">
      <h2 id="overview-budget-title" className="card__title">
        {t.budgetPlan}
      </h2>
      <dl className="figures figures--grid figures--wide">
        <Figure label={t.budgetPayment} value={formatMoney(account.budget_payment)} strong />
        <Figure label={t.totalDue} value={formatMoney(account.budget_total_due)} strong />
        <Figure label={t.pastDue} value={formatMoney(account.budget_past_due)} />
        <Figure label={t.budgetBalance} value={formatMoney(account.budget_balance)} />
        <Figure label={t.paidYtd} value={formatMoney(account.budget_paid_YTD)} />
        <Figure label={t.expectedQuantity} value={formatQuantity(account.budget_quantity_expected?.quantity, account.budget_quantity_expected?.unit)} />
      </dl>
      <div className="budget-usage">
        <div className="budget-usage__legend">
          <span>{t.quantityUsedYtd}</span>
          <span>{fillAccountCard('quantityUsedOfPlanned', { used: formatQuantity(account.budget_quantity_used_YTD), planned: formatQuantity(account.budget_planned_YTD) })}</span>
        </div>
        <ProgressBar value={share} showValue={false} aria-label={t.quantityUsedOfPlannedLabel} aria-valuenow={share} className="budget-usage__bar" />
      </div>
    </section>
  );
}
