import { ProgressBar } from 'primereact/progressbar';
import type { Account } from '../../../../engine/api/types';
import { formatMoney, formatQuantity } from '../../../../engine/format';
import { Figure } from './Figure';

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
        Budget Plan
      </h2>
      <dl className="figures figures--grid figures--wide">
        <Figure label="Budget Payment" value={formatMoney(account.budget_payment)} strong />
        <Figure label="Total Due" value={formatMoney(account.budget_total_due)} strong />
        <Figure label="Past Due" value={formatMoney(account.budget_past_due)} />
        <Figure label="Budget Balance" value={formatMoney(account.budget_balance)} />
        <Figure label="Paid YTD" value={formatMoney(account.budget_paid_YTD)} />
        <Figure label="Expected Quantity" value={formatQuantity(account.budget_quantity_expected?.quantity, account.budget_quantity_expected?.unit)} />
      </dl>
      <div className="budget-usage">
        <div className="budget-usage__legend">
          <span>Quantity used YTD</span>
          <span>
            <strong>{formatQuantity(account.budget_quantity_used_YTD)}</strong> of {formatQuantity(account.budget_planned_YTD)} planned
          </span>
        </div>
        <ProgressBar value={share} showValue={false} aria-label="Quantity used of planned YTD" aria-valuenow={share} className="budget-usage__bar" />
      </div>
    </section>
  );
}
