import type { Account } from '../../../../engine/api/types';
import { formatMoney } from '../../../../engine/format';
import { AgingChart, type AgingBucket } from '../../../charts/AgingChart';
import { Figure } from './Figure';
import { accountCardMessages as t } from '../../../../engine/messages/account-cards';

export function agingBuckets(account: Account): AgingBucket[] {
  return [
    { label: t.aging30, amount: account.balance_30_days },
    { label: t.aging60, amount: account.balance_60_days },
    { label: t.aging90, amount: account.balance_90_days },
    { label: t.agingOver90, amount: account.balance_over_90_days },
  ];
}

/** The aged balances (30/60/90/over 90) as figures and, when anything is owed, a doughnut. */
export function AgingCard({ account }: { account: Account }) {
  const buckets = agingBuckets(account);
  const owed = buckets.some((bucket) => bucket.amount > 0);
  return (
    <section className="card overview__aging" aria-labelledby="overview-aging-title">
      <h2 id="overview-aging-title" className="card__title">
        {t.balanceAging}
      </h2>
      <div className={owed ? 'chart-frame chart-frame--aging' : 'chart-frame chart-frame--settled'}>
        {owed ? (
          <AgingChart buckets={buckets} label={t.balanceAgingChart} />
        ) : (
          <p className="chart-empty">
            <i className="pi pi-check-circle" aria-hidden="true" /> {t.nothingOwed}
          </p>
        )}
      </div>
      <dl className="figures figures--grid">
        {buckets.map((bucket) => (
          <Figure key={bucket.label} label={bucket.label} value={formatMoney(bucket.amount)} />
        ))}
      </dl>
    </section>
  );
}
