import { postcodeValidator } from 'postcode-validator';
import { fillMessage, messages } from '../messages/catalogue';
import { toAlpha2 } from './country-codes';

/**
 * Postal codes by country (spec 1 §5, spec 2 §9). The patterns are postcode-validator's (a
 * maintained library) for the 27 countries the spec lists; each was checked against the
 * country's real format (tests/engine/address/postal-codes.test.ts). KY accepts anything,
 * every other country a non-empty value.
 */
export const POSTAL_PATTERN_COUNTRIES = [
  'US', 'CA', 'MX', 'GB', 'IN', 'AU', 'NZ', 'JP', 'DE', 'FR', 'IT', 'ES', 'PT', 'BR',
  'AR', 'CL', 'CO', 'PE', 'VE', 'AT', 'BE', 'CH', 'DK', 'FI', 'NL', 'NO', 'SE',
] as const;

const patterned = new Set<string>(POSTAL_PATTERN_COUNTRIES);

/**
 * Hints beyond the spec's three (US, CA, default), each read off the library's pattern for
 * that country; 1 stands for any digit, A for a letter (as the spec's 'A1A 1A1').
 */
const DERIVED_HINTS: Record<string, string> = {
  MX: '12345', GB: 'A1 1AA or AA1A 1AA', IN: '123456', AU: '1234', NZ: '1234', JP: '123-4567',
  DE: '12345', FR: '12345', IT: '12345', ES: '12345', PT: '1234-123', BR: '12345-123',
  AR: 'A1234 or A1234AAA', CL: '1234567', CO: '123456', PE: '12345', VE: '1234', AT: '1234',
  BE: '1234', CH: '1234', DK: '1234', FI: '12345', NL: '1234 AA', NO: '1234', SE: '123 45',
};

export interface PostalCodeOptions {
  /** The stored tenant name: 'cleangas' skips KY entirely (spec 1 §5). */
  tenant?: string;
  use: 'delivery' | 'billing';
}

/** The hint shown under a postal code field for the country. */
export function postalCodeHint(country: string): string {
  const alpha2 = toAlpha2(country);
  if (alpha2 === 'US') return messages.zipCodeHint;
  if (alpha2 === 'CA') return messages.postalCodeHintCanada;
  const derived = alpha2 ? DERIVED_HINTS[alpha2] : undefined;
  return derived ? `Format: ${derived}` : messages.postalCodeHintDefault;
}

/** Spec 1 §5: the postal code is required except in the Cayman Islands (KY), which accept anything. */
export const isPostalCodeOptional = (country: string): boolean => toAlpha2(country) === 'KY';

/** Whether the value is a postal code of the country (true for KY, non-empty elsewhere). */
export function isPostalCode(country: string, value: string): boolean {
  const alpha2 = toAlpha2(country);
  const text = typeof value === 'string' ? value.trim() : '';
  if (isPostalCodeOptional(country)) return true;
  if (text === '') return false;
  if (!alpha2 || !patterned.has(alpha2)) return true;
  // Postal codes are not case-sensitive; some of the library's patterns are upper-case only.
  return text.length <= 20 && postcodeValidator(text.toUpperCase(), alpha2);
}

/** The spec's message when the value is not a postal code of the country, else undefined. */
export function postalCodeProblem(country: string, value: string, options: PostalCodeOptions): string | undefined {
  const alpha2 = toAlpha2(country);
  if (alpha2 === 'KY' && options.tenant === 'cleangas') return undefined;
  if (isPostalCode(country, value)) return undefined;
  return options.use === 'billing'
    ? messages.invalidCardZipcode
    : fillMessage('invalidDeliveryZipcode', { hint: postalCodeHint(country) });
}
