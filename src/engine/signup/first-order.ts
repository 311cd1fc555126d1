import type { components } from '../../../openapi/generated/tenant-api';
import { messages } from '../messages/catalogue';
import { gallonsProblem, isFillOnly, numericValue, type FuelOrderRuleSettings } from '../orders/fuel-order-rules';
import { orderPrice, postedPrice, unknownExtras, type OrderPrice } from '../orders/order-price';

/** A first order as sent (`fill` may be left out: the schema's default is false). */
export type FirstOrder = Omit<components['schemas']['NewCustomerOrder'], 'fill'> & { fill?: boolean };

/** The settings a prospect's first order is checked and priced with (settings.fuel_order). */
export type FirstOrderSettings = FuelOrderRuleSettings;

/** One thing wrong, at a dotted path inside what is checked, with the spec's message. */
export interface SignupProblem {
  path: string;
  message: string;
  /** What kind of refusal it is, for the server's error_code. */
  code: 'VALUE_MISSING' | 'INVALID_GALLONS' | 'UNKNOWN_EXTRA' | 'UNKNOWN_PRODUCT' | 'FILL_ONLY' | 'INVALID_VALUE';
}

/** Gallons as a number, when they are one (a number, or text that is one: "150"). */
export const gallonsOf = (value: unknown): number | undefined => numericValue(value as number | string | null | undefined) ?? undefined;

/**
 * What a first order breaks: the order rules of the order-fuel screen (engine/orders: gallons
 * 'Value should be numeric', 'Minimum value {n}', fill-only suppliers, extras the tenant offers)
 * and a fuel type the tenant posts a price for — a prospect has no drop, the posted price is its price.
 * With the tank size the prospect declares (signup), gallons are capped by it as a drop's are.
 */
export function firstOrderProblems(order: FirstOrder, settings: FirstOrderSettings, tankSize?: number): SignupProblem[] {
  const problems: SignupProblem[] = [];
  const fillOnly = isFillOnly({ fuel_order: settings });
  if (order.fill !== true && fillOnly) problems.push({ path: 'fill', message: messages.fillOnly, code: 'FILL_ONLY' });
  if (order.fill !== true && !fillOnly) {
    const problem = gallonsProblem(order.gallons, settings.minimum_order_size ?? 0, tankSize);
    if (problem) problems.push({ path: 'gallons', message: problem, code: problem === messages.valueMissing ? 'VALUE_MISSING' : 'INVALID_GALLONS' });
  }
  if (!order.product_name) problems.push({ path: 'product_name', message: messages.valueMissing, code: 'VALUE_MISSING' });
  else if (postedPrice(settings.current_prices, order.product_name) === undefined) {
    problems.push({ path: 'product_name', message: `${order.product_name} cannot be ordered here: choose one of ${(settings.current_prices ?? []).map((p) => p.product_name).join(', ')}`, code: 'UNKNOWN_PRODUCT' });
  }
  for (const id of unknownExtras(settings, order.extras ?? [])) {
    problems.push({ path: 'extras', message: `Unknown extra "${id}"`, code: 'UNKNOWN_EXTRA' });
  }
  return problems;
}

/** The server's price of a first order the rules accepted (a fill has no total). */
export function firstOrderPrice(order: FirstOrder, settings: FirstOrderSettings): OrderPrice {
  const unitPrice = postedPrice(settings.current_prices, order.product_name ?? '') ?? 0;
  return orderPrice({ unitPrice, gallons: gallonsOf(order.gallons), fill: order.fill === true, extras: order.extras ?? [] }, settings);
}
