import type { Account } from '../../../../engine/api/types';
import { fillPendingPayments } from '../../../../engine/messages/pending-payments';
import { formatDate, formatMoney } from '../../../../engine/format';
import { Figure } from './Figure';
import { accountCardMessages as t } from '../../../../engine/messages/account-cards';

/** What is owed now and what happened last: amount due, balances, last payment and statement. */
export function BalanceSummary({ account }: { account: Account }) {
  return (
    <div className="overview__summary">
      <section className="card overview__due" aria-labelledby="overview-due-title">
        <h2 id="overview-due-title" className="card__title">
          {t.amountDue}
        </h2>
        <p className="overview__due-amount">{formatMoney(account.amount_due)}</p>
        {account.pending_payments_amount > 0 && (
          // The figures are the supplier's less what was paid here and not yet posted: say so, with the stated amount.
          <p className="overview__pending" data-testid="pending-payments">
            <strong>{fillPendingPayments('paymentsPendingAmount', { amount: formatMoney(account.pending_payments_amount) })}</strong>{' '}
            <span className="muted">{fillPendingPayments('paymentsPendingNote', { stated: formatMoney(account.stated_amount_due) })}</span>
          </p>
        )}
        <dl className="figures figures--row">
          <Figure label={t.accountBalance} value={formatMoney(account.account_balance)} />
          <Figure label={t.nonBudgetBalance} value={formatMoney(account.non_budget_balance)} />
        </dl>
      </section>
      <section className="card" aria-labelledby="overview-activity-title">
        <h2 id="overview-activity-title" className="card__title">
          {t.recentActivity}
        </h2>
        <dl className="figures">
          <Figure label={t.lastPayment} value={formatMoney(account.last_payment_amount)} note={formatDate(account.last_payment_date)} />
          <Figure label={t.lastStatement} value={formatMoney(account.last_statement_amount)} note={formatDate(account.last_statement_date)} />
        </dl>
      </section>
    </div>
  );
}
