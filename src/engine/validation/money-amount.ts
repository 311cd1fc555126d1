/**
 * Spec 1 §5: an amount is 1–9 digits with up to 2 decimals. Money is counted in cents so fees
 * and totals never meet binary fractions.
 */
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** The amount in cents, or null when it is not a plain non-negative amount with at most 2 decimals. */
export function amountCents(value: number | string): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!AMOUNT_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const centsToAmount = (cents: number): number => Math.round(cents) / 100;

/**
 * Whole cents of an amount in cents that came out of a float product (gallons × price, × a
 * percent), half a cent rounded up as the amount is written: 175 gal × $3.299 = $577.325 is held
 * as 57732.4999…¢, read to a millionth of a cent 57732.5¢, so $577.33. The rule order pricing and
 * fees use (orders/order-price.ts, payments/fees.ts keep their own copy of it).
 */
export const roundCents = (cents: number): number => Math.round(Math.round(cents * 1e6) / 1e6);
