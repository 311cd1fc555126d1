import type { ReactNode } from 'react';
import type { Schemas } from '../../../../engine/api/types';
import { formatDate, formatMoney, formatQuantity } from '../../../../engine/format';
import { fillBackOffice } from '../../../../engine/messages/back-office';

type AccountDetail = Schemas['AccountDetail'];

/** One labelled value; an empty value shows '--' so a missing phone reads as missing, not as a gap. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="account-facts__row">
      <dt>{label}</dt>
      <dd>{children === '' || children === null || children === undefined ? '--' : children}</dd>
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
      <FactCard title="Contact">
        <Fact label="Email">{account.email}</Fact>
        <Fact label="Home phone">{account.home_phone}</Fact>
        <Fact label="Work phone">{account.work_phone}</Fact>
        <Fact label="Cell phone">{account.cell_phone}</Fact>
        <Fact label="Portal user">{account.owner ? `${account.owner.display_name} (${account.owner.email})` : 'No portal user'}</Fact>
      </FactCard>
      <FactCard title="Billing address">
        <Fact label="Street">{[address.street1, address.street2].filter(Boolean).join(', ')}</Fact>
        <Fact label="City">{`${address.city}, ${address.state} ${address.zipcode}`}</Fact>
        <Fact label="Country">{address.country}</Fact>
      </FactCard>
    </>
  );
}

/** What the account owes, aged as on a statement, with the budget plan when there is one. */
export function BalanceFacts({ account }: { account: AccountDetail }) {
  return (
    <FactCard title="Balances">
      <Fact label="Account balance">{formatMoney(account.account_balance)}</Fact>
      <Fact label="Amount due">{formatMoney(account.amount_due)}</Fact>
      {account.pending_payments_amount > 0 && (
        <Fact label="Pending payments">
          {fillBackOffice('staffPaymentsPendingNote', { amount: formatMoney(account.pending_payments_amount), stated: formatMoney(account.stated_amount_due), balance: formatMoney(account.stated_account_balance) })}
        </Fact>
      )}
      <Fact label="Non-budget balance">{formatMoney(account.non_budget_balance)}</Fact>
      <Fact label="30 days">{formatMoney(account.balance_30_days)}</Fact>
      <Fact label="60 days">{formatMoney(account.balance_60_days)}</Fact>
      <Fact label="90 days">{formatMoney(account.balance_90_days)}</Fact>
      <Fact label="Over 90 days">{formatMoney(account.balance_over_90_days)}</Fact>
      <Fact label="Last payment">{`${formatMoney(account.last_payment_amount)} on ${formatDate(account.last_payment_date)}`}</Fact>
      <Fact label="Last statement">{`${formatMoney(account.last_statement_amount)} on ${formatDate(account.last_statement_date)}`}</Fact>
      {account.is_budget_plan && (
        <>
          <Fact label="Budget payment">{formatMoney(account.budget_payment)}</Fact>
          <Fact label="Budget balance">{formatMoney(account.budget_balance)}</Fact>
          <Fact label="Budget past due">{formatMoney(account.budget_past_due)}</Fact>
          <Fact label="Budget used YTD">{formatQuantity(account.budget_quantity_used_YTD)}</Fact>
        </>
      )}
    </FactCard>
  );
}
