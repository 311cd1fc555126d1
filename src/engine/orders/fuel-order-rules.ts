import { fillMessage, messages } from '../messages/catalogue';
import { unknownExtras, type OrderPriceSettings } from './order-price';
import type { FuelOrderSettings } from '../settings/settings-types';

/** The fuel-order settings the rules read (schemas/entities/fuel-order-settings.schema.json). */
export type FuelOrderRuleSettings = OrderPriceSettings & Pick<FuelOrderSettings, 'fill_only' | 'minimum_order_size' | 'tank_level'>;

/** The application settings an order depends on: fuel_order and the older top-level fill-only switch. */
export interface OrderSettingsSource {
  fuel_order?: FuelOrderRuleSettings;
  fuel_order_fill_only?: boolean;
}

/** What the customer chose, as typed: gallons and tank level may still be text. */
export interface OrderChoice {
  fill: boolean;
  gallons?: number | string | null;
  extras?: readonly string[];
  tank_level?: number | string | null;
  special_instructions?: string;
}

/** A refused field, by its name inside item_contents, with the spec's message. */
export interface OrderProblem {
  field: 'fill' | 'gallons' | 'extras' | 'tank_level' | 'special_instructions';
  message: string;
  code: 'FILL_ONLY' | 'INVALID_GALLONS' | 'UNKNOWN_EXTRA' | 'INVALID_TANK_LEVEL' | 'INSTRUCTIONS_TOO_LONG';
}

/** No truck carries more: the cap when the drop's tank size is not known (issue 13 "a real-world cap"). */
export const MAX_ORDER_GALLONS = 10_000;
export const MAX_INSTRUCTIONS_LENGTH = 500;

/** Fill is forced when either the fuel_order setting or the older top-level switch says so (spec 1 §4). */
export const isFillOnly = (settings: OrderSettingsSource): boolean => settings.fuel_order?.fill_only === true || settings.fuel_order_fill_only === true;

export const minimumOrderSize = (settings: OrderSettingsSource): number => settings.fuel_order?.minimum_order_size ?? 0;

const PLAIN_NUMBER = /^\d{1,7}(\.\d{1,2})?$/;

/** A plain non-negative number with at most 2 decimals, typed or sent; null when it is not numeric. */
export function numericValue(value: number | string | null | undefined): number | null {
  // A number sent as JSON is held to the same shape as typed text: 150.333333 gallons is not an order.
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && PLAIN_NUMBER.test(String(value)) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return PLAIN_NUMBER.test(text) ? Number(text) : null;
}

/**
 * Gallons of a delivery: numeric ('Value should be numeric'), at least the minimum order size and
 * more than 0 ('Minimum value {n}'), at most the tank's size when known, else MAX_ORDER_GALLONS.
 */
export function gallonsProblem(value: number | string | null | undefined, minimum: number, tankSize?: number | null): string | null {
  const gallons = numericValue(value);
  if (value === undefined || value === null || value === '') return messages.valueMissing;
  if (gallons === null) return messages.valueShouldBeNumeric;
  if (gallons < minimum || gallons <= 0) return fillMessage('minimumValue', { n: Math.max(minimum, 1) });
  const cap = tankSize && tankSize > 0 ? tankSize : MAX_ORDER_GALLONS;
  if (gallons > cap) return fillMessage('maximumValue', { n: cap });
  return null;
}

/** Percent full, 0–100, required when the tenant asks for it. */
export function tankLevelProblem(value: number | string | null | undefined): string | null {
  if (value === undefined || value === null || value === '') return messages.valueMissing;
  const level = numericValue(value);
  if (level === null) return messages.valueShouldBeNumeric;
  if (level > 100) return fillMessage('maximumValue', { n: 100 });
  return null;
}

/**
 * Every rule an order breaks (spec 1 §4-§5), the same in the browser (as the customer types) and
 * on the server (whatever the browser did). A delivery asked of a fill-only supplier is refused
 * rather than turned into a fill: the customer saw and agreed to a priced delivery.
 */
export function orderProblems(choice: OrderChoice, settings: OrderSettingsSource, tankSize?: number | null): OrderProblem[] {
  const found: OrderProblem[] = [];
  const fuelOrder = settings.fuel_order ?? {};
  if (!choice.fill && isFillOnly(settings)) found.push({ field: 'fill', message: messages.fillOnly, code: 'FILL_ONLY' });
  if (!choice.fill) {
    const problem = gallonsProblem(choice.gallons, minimumOrderSize(settings), tankSize);
    if (problem) found.push({ field: 'gallons', message: problem, code: 'INVALID_GALLONS' });
  }
  const unknown = unknownExtras(fuelOrder, choice.extras ?? []);
  if (unknown.length) found.push({ field: 'extras', message: `Unknown extra: ${unknown.join(', ')}`, code: 'UNKNOWN_EXTRA' });
  if (fuelOrder.tank_level) {
    const problem = tankLevelProblem(choice.tank_level);
    if (problem) found.push({ field: 'tank_level', message: problem, code: 'INVALID_TANK_LEVEL' });
  }
  if ((choice.special_instructions ?? '').length > MAX_INSTRUCTIONS_LENGTH) {
    found.push({ field: 'special_instructions', message: fillMessage('maximumLength', { n: MAX_INSTRUCTIONS_LENGTH }), code: 'INSTRUCTIONS_TOO_LONG' });
  }
  return found;
}

/** The gallons of a valid delivery (null for a fill), as a number. */
export const orderedGallons = (choice: OrderChoice): number | null => (choice.fill ? null : numericValue(choice.gallons));
