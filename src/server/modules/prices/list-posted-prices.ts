import { eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import { fixedPriceHolds } from '../../../engine/orders/order-price';
import { requireCaller } from '../../auth/caller';
import { drops, userAccounts } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { postedPricesOnDay, postedPricesShown, priceDay } from '../../prices/todays-prices';

type TankPrice = components['schemas']['TankPrice'];

/**
 * GET /prices: today's posted price per product, and per tank of the caller's own accounts what it
 * pays today — its contract price while the fixed window holds (the posted price does not apply to
 * it, and the customer is told so), else its product's posted price, else none known.
 */
export const listPostedPrices = tenantHandler<'listPostedPrices'>(async ({ db, tenant, caller, services }) => {
  const day = priceDay(services.now());
  if (!postedPricesShown(tenant)) return { shown: false, day, prices: [], tanks: [] };
  const prices = await postedPricesOnDay(db, day);
  const links = await db.select({ accountId: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, requireCaller(caller).userId));
  const tankRows = links.length
    ? await db.select().from(drops).where(inArray(drops.accountId, links.map((l) => l.accountId))).orderBy(drops.accountId, drops.locationNumber, drops.dropName)
    : [];
  const tanks = tankRows.map((drop): TankPrice => {
    const base = { account_id: drop.accountId, tank_id: drop.dropId, drop_name: drop.dropName, product_code: drop.productCode, product_name: drop.productName };
    if (fixedPriceHolds({ price: drop.price, product_type: drop.productType, is_fixed_price: drop.isFixedPrice, effective_date: drop.effectiveDate, end_date: drop.endDate }, day)) {
      return { ...base, basis: 'fixed', price: drop.price, effective_date: drop.effectiveDate, end_date: drop.endDate };
    }
    const posted = prices.get(drop.productCode);
    if (posted) return { ...base, basis: 'posted', price: posted.price, effective_date: posted.effective_date, end_date: null };
    return { ...base, basis: 'none', price: null, effective_date: null, end_date: null };
  });
  return { shown: true, day, prices: [...prices.values()].sort((a, b) => a.product_name.localeCompare(b.product_name)), tanks };
});
