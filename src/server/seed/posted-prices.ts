/**
 * The demo's posted prices (issue 26): the supplier's price of each product on the 1st and the
 * 15th of every month for the year before the reference date, as its system would post them
 * through the import — a season's swing (dearest in mid-winter) and a few cents of week-to-week
 * movement, to a tenth of a cent — so Products has a price today and a history worth a chart. And
 * the demo customer's price alert: #2 heating oil at or below $3.499, under today's price, so a
 * price import that brings it there tells them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { priceAlerts, users } from '../db/schema';
import type { ImportRecords } from '../imports/kinds';
import { SEED_REFERENCE_DATE } from './ledger/calendar';

type PriceRecord = ImportRecords['price'] & { kind: 'price' };

/** Product, its name and type as the generator's drops have them, and its price at the year's mean. */
const PRODUCTS = [
  { code: 'LP', name: 'Propane', type: 'Propane', mean: 2.959 },
  { code: 'FO2', name: '#2 Heating Oil', type: 'Fuel Oil', mean: 3.689 },
  { code: 'K1', name: 'K-1 Kerosene', type: 'K-1', mean: 4.429 },
  { code: 'ULSD', name: 'Ultra-Low Sulfur Diesel', type: 'Diesel', mean: 3.949 },
] as const;

/** The demo customer's alert: #2 heating oil, the product of their first tank. */
export const DEMO_PRICE_ALERT = { productCode: 'FO2', threshold: 3.499 } as const;

/** The posting days: the 1st and 15th of the 12 months before the reference date, and the reference month's 1st. */
export function demoPriceDays(reference = SEED_REFERENCE_DATE): string[] {
  const days: string[] = [];
  for (let back = 12; back >= 0; back -= 1) {
    const month = new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth() - back, 1));
    for (const date of back === 0 ? [1] : [1, 15]) days.push(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), date)).toISOString().slice(0, 10));
  }
  return days;
}

export function* demoPriceRecords(reference = SEED_REFERENCE_DATE): Generator<PriceRecord> {
  const days = demoPriceDays(reference);
  for (const [p, product] of PRODUCTS.entries()) {
    for (const [i, day] of days.entries()) {
      const month = Number(day.slice(5, 7));
      // Dearest in January, cheapest in July (±6 % of the mean), and a few cents of movement that differs by product.
      const season = 0.06 * Math.cos(((month - 1) / 12) * 2 * Math.PI);
      const wiggle = 0.03 * Math.sin(i * 1.7 + p);
      yield {
        kind: 'price',
        external_id: `DEMO-${product.code}-${day}`,
        product_code: product.code,
        product_name: product.name,
        product_type: product.type,
        price: Math.round(product.mean * (1 + season + wiggle) * 1000) / 1000,
        effective_date: day,
      };
    }
  }
}

/** The demo customer's one price alert (armed: today's price is above it), unless they have alerts already (a re-run of the seed keeps the users). */
export async function seedDemoPriceAlert(db: Db, tenantId: string): Promise<void> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@demo.test'));
  if (!customer) return;
  const [had] = await db.select({ id: priceAlerts.id }).from(priceAlerts).where(eq(priceAlerts.userId, customer.id)).limit(1);
  if (had) return;
  await db.insert(priceAlerts).values({ tenantId, userId: customer.id, productCode: DEMO_PRICE_ALERT.productCode, threshold: DEMO_PRICE_ALERT.threshold, armed: true });
}
