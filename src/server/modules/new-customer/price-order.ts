import { messages } from '../../../engine/messages/catalogue';
import { firstOrderPrice } from '../../../engine/signup/first-order';
import { tenantHandler } from '../../openapi/operation-types';
import { assertOrderValid, fuelOrderSettingsOf } from './signup-checks';

/**
 * POST /new-customer/price-fuel-order: a prospect's first order priced from the tenant's posted
 * prices (a prospect has no drop), extras, fee and tax. A fill has no total yet.
 */
export const priceNewCustomerOrder = tenantHandler<'priceNewCustomerOrder'>(async ({ body, tenant }) => {
  const order = body.item_contents;
  assertOrderValid(tenant, order, 'body/item_contents');
  const breakdown = firstOrderPrice(order, fuelOrderSettingsOf(tenant));
  return breakdown.total_price === null
    ? { total_price: null, message: messages.priceOnDelivery, breakdown }
    : { total_price: breakdown.total_price, breakdown };
});
