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
