import { cardNumber } from 'card-validator/dist/card-number';

/**
 * Card rules of spec 1 §5 / spec 2 §9, once for the browser and the server. The number's brand,
 * length and Luhn check come from Braintree's card-validator; the spec narrows the brands to six.
 */
export const CARD_BRANDS = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  discover: 'Discover',
  'diners-club': 'Diners Club',
  jcb: 'JCB',
} as const;

export type CardBrand = (typeof CARD_BRANDS)[keyof typeof CARD_BRANDS];

const MIN_CARD_DIGITS = 13;
/** Spaces and dashes as people type them between digit groups. */
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The card's brand when the number is a valid card of one of the six brands, else null. */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = digitsOf(number);
  if (!/^\d+$/.test(digits) || digits.length < MIN_CARD_DIGITS) return null;
  const verdict = cardNumber(digits);
  if (!verdict.isValid || !verdict.card || !Object.hasOwn(CARD_BRANDS, verdict.card.type)) return null;
  return CARD_BRANDS[verdict.card.type as keyof typeof CARD_BRANDS];
}

export const isCardNumber = (number: string): boolean => cardBrandOf(number) !== null;

/** The card number as its digits only (what goes to the gateway). */
export const cardDigits = digitsOf;

/** CVV length by brand: 4 for American Express, otherwise 3. */
export const cvvLengthOf = (brand: CardBrand | null): number => (brand === 'American Express' ? 4 : 3);

export type CvvProblem = { kind: 'invalid-card' } | { kind: 'length'; length: number };

/** Why a CVV is refused: the card number is invalid, or it is not the brand's number of digits. */
export function cvvProblem(cvv: string, number: string): CvvProblem | null {
  const brand = cardBrandOf(number);
  if (!brand) return { kind: 'invalid-card' };
  const length = cvvLengthOf(brand);
  return new RegExp(`^\\d{${length}}$`).test(cvv) ? null : { kind: 'length', length };
}

/**
 * MM/YY as people type it: "12/28", "12 / 28", or the four digits alone ("1228", what a phone's
 * number pad gives and what autofill often sends).
 */
const EXPIRY_PATTERN = /^\s*(0[1-9]|1[0-2])\s*\/?\s*(\d{2})\s*$/;
/** A card is not issued for longer than this: a later year is a typing mistake. */
const MAX_YEARS_AHEAD = 20;

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** MM/YY (or MMYY, spaces around the slash) as month and four-digit year, or null when it is not one with a month 01–12. */
export function parseCardExpiry(value: string): CardExpiry | null {
  const match = EXPIRY_PATTERN.exec(value);
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/**
 * 'format' when not MM/YY, 'expired' when its month has passed (a card is good through the last
 * day of its month), 'too-far' when it lies beyond any card's lifetime, else null. `now` is the
 * caller's clock so the server and tests decide with theirs.
 */
export function cardExpiryProblem(value: string, now: Date): 'format' | 'expired' | 'too-far' | null {
  const expiry = parseCardExpiry(value);
  if (!expiry) return 'format';
  const months = expiry.year * 12 + expiry.month;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (months < current) return 'expired';
  if (months > current + MAX_YEARS_AHEAD * 12) return 'too-far';
  return null;
}
