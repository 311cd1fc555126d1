import { centsToAmount } from '../validation/money-amount';
import type { FuelOrderSettings } from '../settings/settings-types';

/** The fuel-order settings a price is made from (schemas/entities/fuel-order-settings.schema.json). */
export type OrderPriceSettings = Pick<FuelOrderSettings, 'current_prices' | 'order_options' | 'delivery_fee' | 'tax_percent'>;

export interface OrderPriceInput {
  /** Dollars per gallon: the drop's price (a fixed price inside its window) or the prospect's price list. */
  unitPrice: number;
  /** Ignored for a fill. */
  gallons?: number;
  fill: boolean;
  /** Ids of the chosen order_options; each must exist (the caller refuses unknown ids first). */
  extras: readonly string[];
}

export interface OrderExtraLine {
  id: string;
  text: string;
  price: number;
}

/**
 * A priced order, in dollars. A fill has no fuel line or total: the gallons are known only when the
 * driver has filled the tank ("Total price for this order will be determined upon delivery.").
 */
export interface OrderPrice {
  fill: boolean;
  unit_price: number;
  gallons: number | null;
  fuel: number | null;
  extras: OrderExtraLine[];
  delivery_fee: number;
  tax: number | null;
  total_price: number | null;
}

/** Round half up to the cent, after snapping away binary-fraction noise (as payment fees do). */
const roundCents = (value: number) => Math.round(Math.round(value * 1e6) / 1e6);

/** The chosen extras as the tenant lists them, in the tenant's order; unknown ids are left out. */
export function chosenExtras(settings: OrderPriceSettings, ids: readonly string[]): OrderExtraLine[] {
  const wanted = new Set(ids);
  return (settings.order_options ?? []).filter((option) => wanted.has(option.id)).map((option) => ({ id: option.id, text: option.text, price: option.price ?? 0 }));
}

/** Ids the tenant does not offer (the server refuses an order naming any). */
export function unknownExtras(settings: OrderPriceSettings, ids: readonly string[]): string[] {
  const offered = new Set((settings.order_options ?? []).map((option) => option.id));
  return ids.filter((id) => !offered.has(id));
}

/**
 * What an order costs: gallons × price per gallon, plus the extras and the delivery fee, plus the
 * tenant's sales tax on all of it, each rounded to the cent. The server answers this to
 * price-fuel-order and stores it with the order; a price sent by a client is never used.
 */
export function orderPrice(input: OrderPriceInput, settings: OrderPriceSettings): OrderPrice {
  const extras = chosenExtras(settings, input.extras);
  const extrasCents = extras.reduce((sum, extra) => sum + roundCents(extra.price * 100), 0);
  const feeCents = roundCents((settings.delivery_fee ?? 0) * 100);
  const base = { unit_price: input.unitPrice, extras, delivery_fee: centsToAmount(feeCents) };
  if (input.fill) return { ...base, fill: true, gallons: null, fuel: null, tax: null, total_price: null };
  const gallons = input.gallons ?? 0;
  const fuelCents = roundCents(gallons * input.unitPrice * 100);
  const taxCents = roundCents(((fuelCents + extrasCents + feeCents) * (settings.tax_percent ?? 0)) / 100);
  return {
    ...base,
    fill: false,
    gallons,
    fuel: centsToAmount(fuelCents),
    tax: centsToAmount(taxCents),
    total_price: centsToAmount(fuelCents + extrasCents + feeCents + taxCents),
  };
}

export interface PricedDrop {
  price: number;
  product_type: string;
  is_fixed_price: boolean;
  effective_date?: string | null;
  end_date?: string | null;
}

/** A fixed price holds from effective_date through end_date (both inclusive, either may be open). */
export function fixedPriceHolds(drop: PricedDrop, day: string): boolean {
  if (!drop.is_fixed_price) return false;
  if (drop.effective_date && day < drop.effective_date) return false;
  if (drop.end_date && day > drop.end_date) return false;
  return true;
}

/** The posted price of a fuel type (settings.fuel_order.current_prices), if the tenant lists one. */
export function postedPrice(currentPrices: ReadonlyArray<{ product_name: string; price: number }> | undefined, fuelType: string): number | undefined {
  return currentPrices?.find((entry) => entry.product_name === fuelType)?.price;
}

/**
 * The price per gallon an order on a drop is priced at on a day (YYYY-MM-DD): a drop's own price,
 * except a fixed price whose window has passed (or not begun), which gives way to the posted price
 * of its fuel type where the tenant posts one.
 */
export function dropUnitPrice(drop: PricedDrop, day: string, currentPrices?: ReadonlyArray<{ product_name: string; price: number }>): number {
  if (!drop.is_fixed_price || fixedPriceHolds(drop, day)) return drop.price;
  return postedPrice(currentPrices, drop.product_type) ?? drop.price;
}
