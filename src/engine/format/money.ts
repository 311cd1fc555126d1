/**
 * Money as the spec shows it (spec 2 §9): a '$' prefix, '$ 0.00' when there is no amount, and
 * a negative amount (a credit on the account) as its absolute value with a ' CR' suffix.
 */
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const EMPTY_MONEY = '$ 0.00';

/** Dollars to the given digits; a missing or unreadable value shows as EMPTY_MONEY. */
function dollars(value: number | string | null | undefined, digits: Intl.NumberFormat): string {
  if (value === null || value === undefined || value === '') return EMPTY_MONEY;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return EMPTY_MONEY;
  const text = `$${digits.format(Math.abs(amount))}`;
  // A value that rounds to zero ($0.00, $0.000) is not a credit.
  return amount < 0 && /[1-9]/.test(text) ? `${text} CR` : text;
}

export const formatMoney = (value: number | string | null | undefined): string => dollars(value, twoDecimals);

const priceDigits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/**
 * A price per gallon: fuel is priced to a tenth of a cent ($3.999), so cents would misstate it
 * and a line's gallons × price would not match its amount. A missing price shows like missing
 * money ('$ 0.00').
 */
export const formatUnitPrice = (value: number | string | null | undefined): string => dollars(value, priceDigits);
