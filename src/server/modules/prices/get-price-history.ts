import { and, eq, lte } from 'drizzle-orm';
import { priceHistory } from '../../../engine/orders/price-alert';
import { postedPrices } from '../../db/schema';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { postedPricesShown, priceDay, productNameOf } from '../../prices/todays-prices';

/** The first day of a period `months` months before `day` (YYYY-MM-DD), clamped to the month's length. */
function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/**
 * GET /prices/{product_code}/history: the product's posted prices over the last `months` months,
 * one point per effective date (engine priceHistory), read from the product's rows up to today.
 */
export const getPriceHistory = tenantHandler<'getPriceHistory'>(async ({ db, tenant, params, query, services }) => {
  if (!postedPricesShown(tenant)) throw problems.notFound('ProductPrice');
  const name = await productNameOf(db, params.product_code);
  if (name === undefined) throw problems.notFound('ProductPrice');
  const to = priceDay(services.now());
  const from = monthsBefore(to, query.months ?? 12);
  const rows = await db
    .select({ product_code: postedPrices.productCode, price: postedPrices.price, effective_date: postedPrices.effectiveDate })
    .from(postedPrices)
    .where(and(eq(postedPrices.productCode, params.product_code), lte(postedPrices.effectiveDate, to)));
  return { product_code: params.product_code, product_name: name, from, to, points: priceHistory(rows, params.product_code, from, to) };
});
