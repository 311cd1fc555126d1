/**
 * The supplier's posted prices as the customer sees them (issue 26): each product's price that
 * holds on a day, read in one statement however long the history, and whether the tenant shows
 * them at all (settings show_posted_prices, default on).
 */
import { and, eq, lte, max } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/tenant-api';
import type { Db } from '../db/database';
import { postedPrices } from '../db/schema';
import type { LoadedTenant } from '../tenants/load-tenants';

export type PostedPrice = components['schemas']['PostedPrice'];

export const postedPricesShown = (tenant: LoadedTenant): boolean => tenant.config.settings.show_posted_prices !== false;

/** A day as the prices are dated (UTC, as orders are priced: modules/orders/priced-order.ts). */
export const priceDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Each product's posted price on `day`: the rows of its latest effective date on or before it,
 * the higher price of two (engine supplierPriceOn's rule), with the first non-empty name. By product code.
 */
export async function postedPricesOnDay(db: Db, day: string, productCodes?: readonly string[]): Promise<Map<string, PostedPrice>> {
  const latest = db
    .select({ code: postedPrices.productCode, day: max(postedPrices.effectiveDate).as('latest_day') })
    .from(postedPrices)
    .where(lte(postedPrices.effectiveDate, day))
    .groupBy(postedPrices.productCode)
    .as('latest');
  const rows = await db
    .select({ product_code: postedPrices.productCode, product_name: postedPrices.productName, product_type: postedPrices.productType, price: postedPrices.price, effective_date: postedPrices.effectiveDate })
    .from(postedPrices)
    .innerJoin(latest, and(eq(postedPrices.productCode, latest.code), eq(postedPrices.effectiveDate, latest.day)));
  const wanted = productCodes ? new Set(productCodes) : undefined;
  const byCode = new Map<string, PostedPrice>();
  for (const row of rows) {
    if (wanted && !wanted.has(row.product_code)) continue;
    const had = byCode.get(row.product_code);
    if (!had || row.price > had.price) byCode.set(row.product_code, { ...row, product_name: row.product_name || had?.product_name || '' });
  }
  for (const price of byCode.values()) price.product_name ||= price.product_code;
  return byCode;
}

/** The name the supplier gives a product: of its latest posted price that names it (its code when none does); undefined when it has no posted price. */
export async function productNameOf(db: Db, productCode: string): Promise<string | undefined> {
  const rows = await db
    .select({ name: postedPrices.productName, day: postedPrices.effectiveDate })
    .from(postedPrices)
    .where(eq(postedPrices.productCode, productCode));
  if (!rows.length) return undefined;
  return rows.filter((r) => r.name).sort((a, b) => (a.day < b.day ? 1 : -1))[0]?.name || productCode;
}
