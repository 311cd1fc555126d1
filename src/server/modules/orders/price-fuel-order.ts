import { requireCaller } from '../../auth/caller';
import { tenantHandler } from '../../openapi/operation-types';
import { pricedOrder } from './priced-order';

/** POST /orders/price-fuel-order: the server's price of an order (openapi/paths/orders.yaml). */
export const priceFuelOrder = tenantHandler<'priceFuelOrder'>(async ({ db, tenant, caller, body, services }) => {
  const order = await pricedOrder(db, tenant, requireCaller(caller), body.item_contents, services.now());
  return order.answer;
});
