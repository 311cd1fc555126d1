import type { components } from '../../../../openapi/generated/tenant-api';
import { messages } from '../../../engine/messages/catalogue';
import { orderProblems, orderedGallons } from '../../../engine/orders/fuel-order-rules';
import { orderPrice, type OrderPrice } from '../../../engine/orders/order-price';
import { orderUnitPrice } from '../../../engine/orders/supplier-price';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/database';
import { HttpProblem } from '../../http/problem';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { orderDropOf, type OrderDrop } from './order-drop';
import { postedPricesOn } from './posted-prices';

export type FuelOrderContents = components['schemas']['FuelOrderContents'];
export type FuelOrderPrice = components['schemas']['FuelOrderPrice'];

export interface PricedOrder extends OrderDrop {
  contents: FuelOrderContents;
  price: OrderPrice;
  /** What the customer is told: the server's price, or that a fill is priced on delivery. */
  answer: FuelOrderPrice;
}

const settingsOf = (tenant: LoadedTenant) => tenant.config.settings;

/**
 * The order checked by the engine's rules (422 at body/item_contents/<field> with the spec's
 * message) and priced by the server (engine/orders/supplier-price.ts: a fixed price inside its
 * window, else the supplier's posted price of the drop's product, else the configured rule); any
 * price the client sent is not even a field of the request. The tank level is dropped where the tenant does not ask for it.
 */
export async function pricedOrder(db: Db, tenant: LoadedTenant, caller: Caller, contents: FuelOrderContents, now: Date): Promise<PricedOrder> {
  const orderDrop = await orderDropOf(db, caller, contents.account_id, contents.drop_id);
  const settings = settingsOf(tenant);
  const found = orderProblems(contents, settings, orderDrop.drop.tankSize);
  if (found.length) {
    throw new HttpProblem(
      422,
      found[0].code,
      found[0].message,
      found.map((p) => ({ path: `body/item_contents/${p.field}`, message: p.message })),
    );
  }
  const fuelOrder = settings.fuel_order ?? {};
  const fill = contents.fill;
  const day = now.toISOString().slice(0, 10);
  const drop = orderDrop.drop;
  const { unitPrice } = orderUnitPrice(
    { price: drop.price, product_type: drop.productType, product_code: drop.productCode, is_fixed_price: drop.isFixedPrice, effective_date: drop.effectiveDate, end_date: drop.endDate },
    day,
    await postedPricesOn(db, drop.productCode, day),
    fuelOrder.current_prices,
  );
  const extras = [...new Set(contents.extras ?? [])];
  const price = orderPrice({ unitPrice, fill, gallons: orderedGallons(contents) ?? undefined, extras }, fuelOrder);
  // A tenant that prices on delivery only (calculate_total_price off) quotes no total either.
  const total = fuelOrder.calculate_total_price === false ? null : price.total_price;
  // The client's total_price, if any, goes no further: the stored order carries the server's.
  const { total_price: _ignored, ...sent } = contents;
  const cleaned: FuelOrderContents = {
    ...sent,
    fill,
    gallons: orderedGallons(contents),
    extras,
    tank_level: fuelOrder.tank_level ? Number(contents.tank_level) : null,
    special_instructions: (contents.special_instructions ?? '').trim(),
  };
  return {
    ...orderDrop,
    contents: cleaned,
    price,
    answer: {
      total_price: total,
      ...(total === null ? { message: messages.priceOnDelivery } : {}),
      breakdown: { ...price, total_price: total },
      drop: { drop_id: orderDrop.drop.dropId, drop_name: orderDrop.drop.dropName, product_name: orderDrop.drop.productName },
    },
  };
}

