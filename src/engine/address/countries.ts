import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { messages } from '../messages/catalogue';
import { toAlpha2 } from './country-codes';

export { toAlpha2 };

/**
 * Countries from the maintained ISO 3166-1 list of i18n-iso-countries (spec 2 §9: about 250,
 * a 'Select a country' placeholder first, US first, two- and three-letter codes both handled).
 * Only English is registered: the portal's screens are English.
 */
countries.registerLocale(english);


export interface CountryOption {
  value: string;
  label: string;
}

/** The English name of a country code (two or three letters), else undefined. */
export function countryName(code: string): string | undefined {
  const alpha2 = toAlpha2(code);
  return alpha2 ? countries.getName(alpha2, 'en') : undefined;
}

let options: CountryOption[] | undefined;

/** The country select's options: placeholder (in the active language, so never cached), United States, then the rest by English name. */
export function countryOptions(): CountryOption[] {
  options ??= buildOptions();
  return [{ value: '', label: messages.countryPlaceholder }, ...options.map((option) => ({ ...option }))];
}

function buildOptions(): CountryOption[] {
  const names = countries.getNames('en', { select: 'official' });
  const rest = Object.entries(names)
    .filter(([code]) => code !== 'US')
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [{ value: 'US', label: names.US }, ...rest];
}
