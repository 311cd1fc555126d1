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
