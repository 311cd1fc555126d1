import type { components } from '../../../openapi/generated/tenant-api';
import { formatDate, formatUnitPrice } from '../format';
import { fillPrice } from '../messages/prices';

type TankPrice = components['schemas']['TankPrice'];
type PricePoint = components['schemas']['PriceHistory']['points'][number];

/**
 * What a tank pays today in words (issue 26): the posted price with the day it was posted, or that
 * its fixed price applies (and until when) rather than a posted price that does not apply to it, or
 * that no price is posted for its product.
 */
export function tankPriceLine(tank: TankPrice): string {
  const base = { tank: tank.drop_name, product: tank.product_name, price: formatUnitPrice(tank.price) };
  if (tank.basis === 'fixed') return tank.end_date ? fillPrice('tankFixed', { ...base, date: formatDate(tank.end_date) }) : fillPrice('tankFixedOpen', base);
  if (tank.basis === 'posted') return fillPrice('tankPosted', { ...base, date: formatDate(tank.effective_date) });
  return fillPrice('tankNone', base);
}

/** A price history in one sentence: the chart's text alternative (its table holds every point). */
export function priceHistorySummary(product: string, from: string, to: string, points: readonly PricePoint[]): string {
  const prices = points.map((p) => p.price);
  return fillPrice('historyChart', {
    product,
    from: formatDate(from),
    to: formatDate(to),
    first: formatUnitPrice(prices[0]),
    last: formatUnitPrice(prices.at(-1)),
    low: formatUnitPrice(Math.min(...prices)),
    high: formatUnitPrice(Math.max(...prices)),
  });
}
