import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { messages } from '../messages/catalogue';
import { toAlpha2 } from './country-codes';
import { activeLanguage } from '../i18n/active-language';
import { SOURCE_LANGUAGE, type Language } from '../i18n/languages';

export { toAlpha2 };

/**
 * Countries from the maintained ISO 3166-1 list of i18n-iso-countries (spec 2 §9: about 250,
 * a 'Select a country' placeholder first, US first, two- and three-letter codes both handled).
 * English names are the library's official ones; Spanish and French names come from the
 * platform's CLDR data (Intl.DisplayNames, in every browser and in Node: no bytes to ship), with
 * the English name where the platform has none.
 */
countries.registerLocale(english);

export interface CountryOption {
  value: string;
  label: string;
}

const displayNames = new Map<Language, Intl.DisplayNames>();

/** A two-letter code's name in a language. */
function nameIn(language: Language, alpha2: string): string | undefined {
  const englishName = countries.getName(alpha2, 'en', { select: 'official' });
  if (language === SOURCE_LANGUAGE) return englishName;
  let names = displayNames.get(language);
  if (!names) displayNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' })));
  return names.of(alpha2) ?? englishName;
}

/** A country code's name (two or three letters) in the active language, else undefined. */
export function countryName(code: string): string | undefined {
  const alpha2 = toAlpha2(code);
  return alpha2 ? nameIn(activeLanguage(), alpha2) : undefined;
}

const options = new Map<Language, CountryOption[]>();

/** The country select's options: the placeholder, United States, then the rest by name — all in the active language. */
export function countryOptions(): CountryOption[] {
  const language = activeLanguage();
  let named = options.get(language);
  if (!named) options.set(language, (named = buildOptions(language)));
  return [{ value: '', label: messages.countryPlaceholder }, ...named.map((option) => ({ ...option }))];
}

function buildOptions(language: Language): CountryOption[] {
  const codes = Object.keys(countries.getNames('en'));
  const rest = codes
    .filter((code) => code !== 'US')
    .map((value) => ({ value, label: nameIn(language, value) ?? value }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return [{ value: 'US', label: nameIn(language, 'US') ?? 'US' }, ...rest];
}
