import { formatQuantity } from '../../../../engine/format';
import { UsageChart } from '../../../charts/UsageChart';
import { Loading } from '../../../shell/Loading';
import { USAGE_MONTHS, useAccountUsage } from './use-account-usage';
import { accountCardMessages as t, fillAccountCard } from '../../../../engine/messages/account-cards';

/** Gallons delivered per month over the last two years, with the total of the window. */
export function UsageCard({ accountId }: { accountId: string }) {
  const { usage, loading, error } = useAccountUsage(accountId);
  const months = usage?.months ?? [];
  const total = months.reduce((sum, month) => sum + month.quantity, 0);
  return (
    <section className="card overview__usage" aria-labelledby="overview-usage-title">
      <div className="card__head">
        <h2 id="overview-usage-title" className="card__title">
          {t.gallonsDelivered}
        </h2>
        <span className="side-note">
          {fillAccountCard('lastMonths', { months: USAGE_MONTHS })} <strong>{formatQuantity(Math.round(total * 10) / 10)}</strong>
        </span>
      </div>
      <div className="chart-frame chart-frame--usage">
        {loading && <Loading label={t.loadingDeliveries} />}
        {error && <p className="chart-empty">{error}</p>}
        {usage && <UsageChart months={months} label={t.gallonsChart} />}
      </div>
    </section>
  );
}
