import { dropUnitPrice, fixedPriceHolds, type PricedDrop } from './order-price';

/** A price the supplier's system posted for a product from a day on (schemas/entities/import-price.schema.json). */
export interface SupplierPostedPrice {
  product_code: string;
  price: number;
  /** YYYY-MM-DD: the first day it holds. */
  effective_date: string;
}

/** Where an order's price per gallon came from (kept with the reasoning, not shown). */
export type UnitPriceSource = 'fixed' | 'posted' | 'configured';

/**
 * The supplier's price of a product on a day: the posted price with the latest effective date on
 * or before it (a price posted for tomorrow does not hold today). Two posted the same day: the
 * higher wins, so the order never depends on the order the rows were read in.
 */
export function supplierPriceOn(posted: readonly SupplierPostedPrice[], productCode: string, day: string): number | undefined {
  let best: SupplierPostedPrice | undefined;
  for (const entry of posted) {
    if (entry.product_code !== productCode || entry.effective_date > day) continue;
    if (!best || entry.effective_date > best.effective_date || (entry.effective_date === best.effective_date && entry.price > best.price)) best = entry;
  }
  return best?.price;
}

/**
 * The price per gallon an order on a drop is charged on a day (YYYY-MM-DD). The supplier's system
 * is the record of prices: a fixed price whose window covers the day is the account's contract and
 * wins; otherwise the supplier's posted price of the drop's product; only when the supplier posted
 * none does the portal's own rule apply (the drop's price, or the tenant's configured price once a
 * fixed window has passed — dropUnitPrice).
 */
export function orderUnitPrice(
  drop: PricedDrop & { product_code: string },
  day: string,
  posted: readonly SupplierPostedPrice[],
  currentPrices?: ReadonlyArray<{ product_name: string; price: number }>,
): { unitPrice: number; source: UnitPriceSource } {
  if (drop.is_fixed_price && fixedPriceHolds(drop, day)) return { unitPrice: drop.price, source: 'fixed' };
  const supplier = supplierPriceOn(posted, drop.product_code, day);
  if (supplier !== undefined) return { unitPrice: supplier, source: 'posted' };
  return { unitPrice: dropUnitPrice(drop, day, currentPrices), source: 'configured' };
}
