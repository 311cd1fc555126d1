import type { ReactNode } from 'react';
import type { Schemas } from '../../../../engine/api/types';
import { formatDate, formatMoney, formatQuantity } from '../../../../engine/format';
import { fillBackOffice } from '../../../../engine/messages/back-office';
import { accountCardMessages as t, fillAccountCard } from '../../../../engine/messages/account-cards';

type AccountDetail = Schemas['AccountDetail'];

/**
 * One labelled value; an empty value shows '--' so a missing phone reads as missing, not as a gap.
 * A `figure` (an amount, a quantity) is never broken across lines ('$0.0' over '0'): its label
 * wraps instead, however long the language's words for it or for a credit ('en crédit').
 */
function Fact({ label, children, figure = false }: { label: string; children: ReactNode; figure?: boolean }) {
  return (
    <div className="account-facts__row">
      <dt>{label}</dt>
      <dd className={figure ? 'account-facts__figure' : undefined}>{children === '' || children === null || children === undefined ? '--' : children}</dd>
    </div>
  );
}

function FactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card account-facts" aria-label={title}>
      <h2>{title}</h2>
      <dl>{children}</dl>
    </section>
  );
}

/** Who the account is and how to reach them: the staff's first look at an account. */
export function IdentityFacts({ account }: { account: AccountDetail }) {
  const address = account.billing_address;
  return (
    <>
      <FactCard title={t.contact}>
        <Fact label={t.emailLabel}>{account.email}</Fact>
        <Fact label={t.homePhone}>{account.home_phone}</Fact>
        <Fact label={t.workPhone}>{account.work_phone}</Fact>
        <Fact label={t.cellPhone}>{account.cell_phone}</Fact>
        <Fact label={t.portalUser}>{account.owner ? fillAccountCard('portalUserOf', { name: account.owner.display_name, email: account.owner.email }) : t.noPortalUser}</Fact>
      </FactCard>
      <FactCard title={t.billingAddress}>
        <Fact label={t.street}>{[address.street1, address.street2].filter(Boolean).join(', ')}</Fact>
        <Fact label={t.city}>{`${address.city}, ${address.state} ${address.zipcode}`}</Fact>
        <Fact label={t.country}>{address.country}</Fact>
      </FactCard>
    </>
  );
}

/** What the account owes, aged as on a statement, with the budget plan when there is one. */
export function BalanceFacts({ account }: { account: AccountDetail }) {
  return (
    <FactCard title={t.balances}>
      <Fact label={t.staffAccountBalance} figure>{formatMoney(account.account_balance)}</Fact>
      <Fact label={t.staffAmountDue} figure>{formatMoney(account.amount_due)}</Fact>
      {account.pending_payments_amount > 0 && (
        <Fact label={t.pendingPayments}>
          {fillBackOffice('staffPaymentsPendingNote', { amount: formatMoney(account.pending_payments_amount), stated: formatMoney(account.stated_amount_due), balance: formatMoney(account.stated_account_balance) })}
        </Fact>
      )}
      <Fact label={t.staffNonBudgetBalance} figure>{formatMoney(account.non_budget_balance)}</Fact>
      <Fact label={t.days30} figure>{formatMoney(account.balance_30_days)}</Fact>
      <Fact label={t.days60} figure>{formatMoney(account.balance_60_days)}</Fact>
      <Fact label={t.days90} figure>{formatMoney(account.balance_90_days)}</Fact>
      <Fact label={t.over90Days} figure>{formatMoney(account.balance_over_90_days)}</Fact>
      <Fact label={t.staffLastPayment}>{fillAccountCard('amountOn', { amount: formatMoney(account.last_payment_amount), date: formatDate(account.last_payment_date) })}</Fact>
      <Fact label={t.staffLastStatement}>{fillAccountCard('amountOn', { amount: formatMoney(account.last_statement_amount), date: formatDate(account.last_statement_date) })}</Fact>
      {account.is_budget_plan && (
        <>
          <Fact label={t.staffBudgetPayment} figure>{formatMoney(account.budget_payment)}</Fact>
          <Fact label={t.staffBudgetBalance} figure>{formatMoney(account.budget_balance)}</Fact>
          <Fact label={t.budgetPastDue} figure>{formatMoney(account.budget_past_due)}</Fact>
          <Fact label={t.budgetUsedYtd} figure>{formatQuantity(account.budget_quantity_used_YTD)}</Fact>
        </>
      )}
    </FactCard>
  );
}
