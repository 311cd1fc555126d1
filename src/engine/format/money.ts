/**
 * Money as the spec shows it (spec 2 §9): a '$' prefix, '$ 0.00' when there is no amount, and
 * a negative amount (a credit on the account) as its absolute value with a ' CR' suffix.
 */
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const EMPTY_MONEY = '$ 0.00';

export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_MONEY;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return EMPTY_MONEY;
  const text = `$${twoDecimals.format(Math.abs(amount))}`;
  // A value that rounds to zero is not a credit.
  return amount < 0 && text !== '$0.00' ? `${text} CR` : text;
}

const priceDigits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/**
 * A price per gallon: fuel is priced to a tenth of a cent ($3.999), so cents would misstate it
 * and a line's gallons × price would not match its amount. A missing price shows like missing
 * money ('$ 0.00').
 */
export function formatUnitPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_MONEY;
  const price = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(price)) return EMPTY_MONEY;
  const text = `$${priceDigits.format(Math.abs(price))}`;
  return price < 0 && text !== '$0.000' ? `${text} CR` : text;
}
