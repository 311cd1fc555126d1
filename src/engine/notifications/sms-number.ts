/**
 * A phone number as an SMS gateway wants it (E.164), from what people type: libphonenumber-js
 * knows every country's rules. A number without + is read in the tenant's country (US unless the
 * tenant says otherwise). The `min` metadata keeps the bundle small; this file is imported by
 * server code only (the engine index does not re-export it), so no browser bundle carries it.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * North American numbers of the right shape (area code and exchange never start with 0 or 1).
 * The fictional 555 exchange the demo tenants and tests use is not "valid" to libphonenumber, but
 * it is a number a supplier's own test phone may carry; the gateway refuses unassigned ones.
 */
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

/** Junk, letters and over-long input never reach the parser's guesswork. */
const PLAUSIBLE = /^[+\d\s().\-/]{3,40}$/;

/** E.164 for `typed`, read in `defaultCountry` when it has no +; undefined for anything not a phone number. */
export function toE164(typed: string | null | undefined, defaultCountry: string = 'US'): string | undefined {
  const text = (typed ?? '').trim();
  if (!text || !PLAUSIBLE.test(text)) return undefined;
  const country = (/^[A-Z]{2}$/.test(defaultCountry) ? defaultCountry : 'US') as CountryCode;
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed) return undefined;
  if (parsed.isValid()) return parsed.number;
  return parsed.countryCallingCode === '1' && NANP.test(parsed.nationalNumber) ? parsed.number : undefined;
}
