import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { messages } from '../messages/catalogue';

/**
 * Countries from the maintained ISO 3166-1 list of i18n-iso-countries (spec 2 §9: about 250,
 * a 'Select a country' placeholder first, US first, two- and three-letter codes both handled).
 * Only English is registered: the portal's screens are English.
 */
countries.registerLocale(english);

export const COUNTRY_PLACEHOLDER = messages.countryPlaceholder;

export interface CountryOption {
  value: string;
  label: string;
}

/** The alpha-2 code of a two- or three-letter (or numeric) ISO code in any case, else undefined. */
export function toAlpha2(code: string): string | undefined {
  if (typeof code !== 'string') return undefined;
  const trimmed = code.trim().toUpperCase();
  if (!/^([A-Z]{2,3}|\d{3})$/.test(trimmed) || !countries.isValid(trimmed)) return undefined;
  return countries.toAlpha2(trimmed);
}

/** The English name of a country code (two or three letters), else undefined. */
export function countryName(code: string): string | undefined {
  const alpha2 = toAlpha2(code);
  return alpha2 ? countries.getName(alpha2, 'en') : undefined;
}

let options: CountryOption[] | undefined;

/** The country select's options: placeholder, United States, then the rest by English name. */
export function countryOptions(): CountryOption[] {
  options ??= buildOptions();
  return options.map((option) => ({ ...option }));
}

function buildOptions(): CountryOption[] {
  const names = countries.getNames('en', { select: 'official' });
  const rest = Object.entries(names)
    .filter(([code]) => code !== 'US')
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [{ value: '', label: COUNTRY_PLACEHOLDER }, { value: 'US', label: names.US }, ...rest];
}
