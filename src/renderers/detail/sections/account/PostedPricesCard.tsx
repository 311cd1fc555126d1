import { useState } from 'react';
import type { Account, Schemas } from '../../../../engine/api/types';
import { formatDate, formatUnitPrice } from '../../../../engine/format';
import { fillPrice, priceMessages as t } from '../../../../engine/messages/prices';
import { priceHistorySummary, tankPriceLine } from '../../../../engine/orders/price-words';
import { PriceHistoryChart } from '../../../charts/PriceHistoryChart';
import { useRecord } from '../../../schema-form/use-record';
import { Loading } from '../../../shell/Loading';
import { useTenant } from '../../../tenant/tenant-context';
import { RowLinkButtons, useRowLinks } from '../RowLinks';
import type { SectionProps } from '../section-props';

type PostedPrice = Schemas['PostedPrice'];

/**
 * Today's posted prices on Products (issue 26): each product's price per gallon with the day it
 * was posted, a button that opens its price history (chart and table) below, and the section's row
 * links (set a price alert) per product; then what each tank of this account pays — the posted
 * price, or its fixed price when that applies instead. Nothing when the tenant does not show posted
 * prices (settings show_posted_prices).
 */
export function PostedPricesCard({ section, record, reloadToken }: SectionProps) {
  const account = record as Account;
  const { settings } = useTenant();
  const { record: answer, loading, error } = useRecord<Schemas['PostedPrices']>('listPostedPrices', {}, reloadToken);
  const links = useRowLinks(section, record);
  const [open, setOpen] = useState<PostedPrice>();
  if (settings.show_posted_prices === false || answer?.shown === false) return null;
  const tanks = answer?.tanks.filter((tank) => tank.account_id === account.account_id) ?? [];
  return (
    <section className="card posted-prices" aria-labelledby="posted-prices-title">
      <h2 id="posted-prices-title" className="card__title">
        {t.postedPrices}
      </h2>
      {loading && <Loading label={t.loadingPrices} />}
      {error && <p className="chart-empty">{error}</p>}
      {!loading && answer?.prices.length === 0 && <p className="muted">{t.noPrices}</p>}
      {!loading && answer && answer.prices.length > 0 && (
        <div className="posted-prices__scroll" tabIndex={0} role="group" aria-labelledby="posted-prices-title">
          <table className="posted-prices__table">
            <thead>
              <tr>
                <th scope="col">{t.product}</th>
                <th scope="col" className="cell--money">
                  {t.price}
                </th>
                <th scope="col">
                  <span className="sr-only">{t.showHistory}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.prices.map((price) => (
                <tr key={price.product_code}>
                  <th scope="row">{price.product_name}</th>
                  <td className="cell--money">
                    {fillPrice('perGallon', { price: formatUnitPrice(price.price) })}
                    <span className="posted-prices__day">{fillPrice('postedDay', { date: formatDate(price.effective_date) })}</span>
                  </td>
                  <td>
                    <div className="row-actions">
                      <button
                        type="button"
                        className="p-button p-button-sm p-button-outlined"
                        aria-expanded={open?.product_code === price.product_code}
                        aria-controls="price-history"
                        aria-label={fillPrice('showHistoryOf', { product: price.product_name })}
                        onClick={() => setOpen(open?.product_code === price.product_code ? undefined : price)}
                      >
                        {t.showHistory}
                      </button>
                      {links.length > 0 && <RowLinkButtons links={links} row={price} record={record} />}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div id="price-history">{open && <PriceHistory price={open} />}</div>
      {tanks.length > 0 && (
        <>
          <h3 className="posted-prices__tanks-title">{t.yourTanks}</h3>
          <ul className="posted-prices__tanks">
            {tanks.map((tank) => (
              <li key={tank.tank_id} className={tank.basis === 'fixed' ? 'posted-prices__tank posted-prices__tank--fixed' : 'posted-prices__tank'}>
                {tankPriceLine(tank)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** One product's history: the chart with its one-sentence alternative, and every point as a table. */
function PriceHistory({ price }: { price: PostedPrice }) {
  const { record: history, loading, error } = useRecord<Schemas['PriceHistory']>('getPriceHistory', { product_code: price.product_code });
  const title = fillPrice('historyTitle', { product: price.product_name });
  return (
    <section className="posted-prices__history" aria-label={title}>
      <h3>{title}</h3>
      {loading && <Loading label={t.loadingPrices} />}
      {error && <p className="chart-empty">{error}</p>}
      {!loading && history && history.points.length === 0 && <p className="muted">{t.historyEmpty}</p>}
      {!loading && history && history.points.length > 0 && (
        <>
          <div className="chart-frame chart-frame--price">
            <PriceHistoryChart points={history.points} to={history.to} label={priceHistorySummary(history.product_name, history.from, history.to, history.points)} />
          </div>
          <details className="posted-prices__points">
            <summary>{t.historyTable}</summary>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.effectiveDate}</th>
                  <th scope="col" className="cell--money">
                    {t.price}
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.points.map((point) => (
                  <tr key={point.effective_date}>
                    <td>{formatDate(point.effective_date)}</td>
                    <td className="cell--money">{fillPrice('perGallon', { price: formatUnitPrice(point.price) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
