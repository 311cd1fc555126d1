import { amountCents, centsToAmount } from '../../../engine/validation/money-amount';

/** "$1,200.50" as typed on a statement: the sign and thousands commas (in their places only) are no part of the amount. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * What the money widget gives the form for the text typed: dollars as a number, as the API's
 * amounts are (120.50 for "120.50"), nothing for an empty field, or the text itself when it is no
 * amount of at most 2 decimals, so the form's checks refuse it instead of a guess being sent.
 */
export function moneyValue(typed: string): number | string | undefined {
  const bare = typed.trim().replace(/^\$\s*/, '');
  if (bare === '') return undefined;
  const cents = amountCents(GROUPED.test(bare) ? bare.replace(/,/g, '') : bare);
  return cents === null ? typed : centsToAmount(cents);
}

/** How a value the form holds is shown: an amount with its cents ("250.00"), anything else as it is. */
export function moneyText(value: unknown): string {
  if (typeof value === 'number') return amountCents(value) === null ? String(value) : value.toFixed(2);
  return typeof value === 'string' ? value : '';
}
