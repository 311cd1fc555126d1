import { and, count, desc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import { fillProblem, problemMessages } from '../../../engine/messages/problems';
import { initiallyArmed } from '../../../engine/orders/price-alert';
import { requireCaller } from '../../auth/caller';
import type { Db } from '../../db/database';
import { priceAlerts, users } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { postedPricesOnDay, postedPricesShown, priceDay } from '../../prices/todays-prices';

type PriceAlert = components['schemas']['PriceAlert'];
type AlertRow = typeof priceAlerts.$inferSelect;

/** A customer's alerts are few: enough for each product they buy and a second price or two. */
export const MAX_PRICE_ALERTS = 10;

const view = (row: AlertRow, productName: string): PriceAlert => ({
  alert_id: row.id,
  product_code: row.productCode,
  product_name: productName,
  threshold: row.threshold,
  armed: row.armed,
  created_at: row.createdAt.toISOString(),
  last_triggered_at: row.lastTriggeredAt?.toISOString() ?? null,
  last_triggered_price: row.lastTriggeredPrice,
});

async function namesOf(db: Db, day: string): Promise<Map<string, string>> {
  return new Map([...(await postedPricesOnDay(db, day)).values()].map((p) => [p.product_code, p.product_name]));
}

/** GET /price-alerts: the caller's own alerts, newest first. */
export const listPriceAlerts = tenantHandler<'listPriceAlerts'>(async ({ db, caller, services }) => {
  const rows = await db.select().from(priceAlerts).where(eq(priceAlerts.userId, requireCaller(caller).userId)).orderBy(desc(priceAlerts.id));
  const names = await namesOf(db, priceDay(services.now()));
  return rows.map((row) => view(row, names.get(row.productCode) ?? row.productCode));
});

/**
 * POST /prices/{product_code}/alerts: a product with a posted price today, a threshold the schema bounds, at most
 * MAX_PRICE_ALERTS per user (counted under a lock of the user's row, so two at once cannot both
 * pass). Armed unless the price is already there (engine initiallyArmed).
 */
export const createPriceAlert = tenantHandler<'createPriceAlert'>(async ({ db, tenant, caller, params, body, services }) => {
  const user = requireCaller(caller);
  if (!postedPricesShown(tenant)) throw new HttpProblem(422, 'PRICES_NOT_SHOWN', problemMessages.pricesNotShown);
  const now = services.now();
  const price = (await postedPricesOnDay(db, priceDay(now), [params.product_code])).get(params.product_code);
  if (!price) {
    throw new HttpProblem(422, 'UNKNOWN_PRODUCT', problemMessages.unknownPriceProduct);
  }
  // The threshold as its column keeps it (4 decimals): armed or not is decided on what is stored, so
  // 3.70899 against a $3.709 price is kept as $3.709 and starts disarmed rather than firing at once.
  const threshold = Number(body.threshold.toFixed(4));
  await db.select({ id: users.id }).from(users).where(eq(users.id, user.userId)).for('update');
  const [{ n }] = await db.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.userId, user.userId));
  if (n >= MAX_PRICE_ALERTS) {
    const message = fillProblem('tooManyPriceAlerts', { max: MAX_PRICE_ALERTS });
    throw new HttpProblem(422, 'TOO_MANY_PRICE_ALERTS', message);
  }
  const [row] = await db
    .insert(priceAlerts)
    .values({ tenantId: tenant.id, userId: user.userId, productCode: params.product_code, threshold, armed: initiallyArmed(threshold, price.price), createdAt: now })
    .returning();
  return view(row, price.product_name);
});

/** DELETE /price-alerts/{alert_id}: one of the caller's own (another's looks like none). */
export const deletePriceAlert = tenantHandler<'deletePriceAlert'>(async ({ db, caller, params }) => {
  const [gone] = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, params.alert_id), eq(priceAlerts.userId, requireCaller(caller).userId)))
    .returning({ id: priceAlerts.id });
  if (!gone) throw problems.notFound('PriceAlert');
  return undefined;
});
