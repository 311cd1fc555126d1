import { and, eq, lte, max } from 'drizzle-orm';
import type { SupplierPostedPrice } from '../../../engine/orders/supplier-price';
import type { Db } from '../../db/database';
import { postedPrices } from '../../db/schema';

/**
 * The supplier's posted prices of a product that hold on a day: those of the latest effective date
 * on or before it (the engine's supplierPriceOn picks among them). One indexed lookup
 * (posted_prices_product: tenant, product_code, effective_date), whatever the price history's length.
 */
export async function postedPricesOn(db: Db, productCode: string, day: string): Promise<SupplierPostedPrice[]> {
  const ofProduct = and(eq(postedPrices.productCode, productCode), lte(postedPrices.effectiveDate, day));
  const latest = db.select({ day: max(postedPrices.effectiveDate) }).from(postedPrices).where(ofProduct);
  const rows = await db
    .select({ product_code: postedPrices.productCode, price: postedPrices.price, effective_date: postedPrices.effectiveDate })
    .from(postedPrices)
    .where(and(ofProduct, eq(postedPrices.effectiveDate, latest)));
  return rows;
}
