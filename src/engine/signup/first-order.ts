import type { components } from '../../../openapi/generated/tenant-api';
import { fillMessage, messages } from '../messages/catalogue';
import { orderPrice, postedPrice, unknownExtras, type OrderPrice, type OrderPriceSettings } from '../orders/order-price';

/** A first order as sent (`fill` may be left out: the schema's default is false). */
export type FirstOrder = Omit<components['schemas']['NewCustomerOrder'], 'fill'> & { fill?: boolean };

/** The settings a prospect's first order is checked and priced with (settings.fuel_order). */
export interface FirstOrderSettings extends OrderPriceSettings {
  minimum_order_size?: number;
  fill_only?: boolean;
}

/** One thing wrong, at a dotted path inside the order, with the spec's message. */
export interface SignupProblem {
  path: string;
  message: string;
  /** What kind of refusal it is, for the server's error_code. */
  code: 'VALUE_MISSING' | 'INVALID_GALLONS' | 'UNKNOWN_EXTRA' | 'UNKNOWN_PRODUCT' | 'INVALID_VALUE';
}

const isFill = (order: FirstOrder, settings: FirstOrderSettings) => order.fill === true || settings.fill_only === true;

/** Gallons as a number: a number, or text that is one ("150"); undefined for anything else. */
export function gallonsOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : undefined;
}

/**
 * What a first order breaks: gallons numeric ('Value should be numeric') and at least the
 * minimum order size ('Minimum value {n}') unless it is a fill; a fuel type the tenant posts a
 * price for; extras the tenant offers. The browser shows these, the server refuses with them.
 */
export function firstOrderProblems(order: FirstOrder, settings: FirstOrderSettings): SignupProblem[] {
  const problems: SignupProblem[] = [];
  if (!isFill(order, settings)) {
    const gallons = gallonsOf(order.gallons);
    const minimum = settings.minimum_order_size ?? 0;
    if (order.gallons === undefined || order.gallons === null || order.gallons === '') problems.push({ path: 'gallons', message: messages.valueMissing, code: 'VALUE_MISSING' });
    else if (gallons === undefined) problems.push({ path: 'gallons', message: messages.signupValueNumeric, code: 'INVALID_GALLONS' });
    else if (gallons <= 0 || gallons < minimum) problems.push({ path: 'gallons', message: fillMessage('signupMinimumValue', { n: Math.max(minimum, 1) }), code: 'INVALID_GALLONS' });
    else if (gallons > 100_000) problems.push({ path: 'gallons', message: 'Maximum value 100000', code: 'INVALID_GALLONS' });
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
  return orderPrice({ unitPrice, gallons: gallonsOf(order.gallons), fill: isFill(order, settings), extras: order.extras ?? [] }, settings);
}
