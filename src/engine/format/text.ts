import { activeLanguage } from '../i18n/active-language';
import { fillMessage, messages } from '../messages/catalogue';
import { translatedText } from '../messages/data-texts';

/**
 * Quantity as the spec shows it (spec 2 §9): '{n} gallons', or '-' when 0 or missing. In Spanish
 * and French (issue 24) gallons are the catalogue's words (plural rules, the language's digits);
 * another unit the data names follows the language's number as written.
 */
export function formatQuantity(value: number | null | undefined, unit = 'gallons'): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return '-';
  const language = activeLanguage();
  if (language === 'en') return `${value} ${unit}`;
  if (unit === 'gallons') return fillMessage('quantityGallons', { n: value });
  return `${new Intl.NumberFormat(language).format(value)} ${translatedText(unit)}`;
}

/** An enum code as words: 'credit_hold' → 'Credit Hold' (in the active language, when the texts translate them). */
export function formatStatus(value: string | null | undefined): string {
  if (!value) return '';
  const words = value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
  return translatedText(words);
}

/**
 * A status inside a sentence ('Payment P-000001 of $26.63 is pending.'): formatStatus's words in
 * the lower case of the active language, since a label's capitals ('Pending', 'Pendiente') read
 * wrong mid-sentence in English, Spanish and French alike.
 */
export function formatStatusInText(value: string | null | undefined): string {
  return formatStatus(value).toLocaleLowerCase(activeLanguage());
}

export function formatBoolean(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value ? messages.yes : messages.no;
}

/** One line of an address: '12 Elm St, Springfield, MA 01101'. */
export function formatAddress(address: { street1?: string | null; street2?: string | null; city?: string | null; state?: string | null; zipcode?: string | null } | null | undefined): string {
  if (!address) return '';
  const stateZip = [address.state, address.zipcode].filter(Boolean).join(' ');
  return [address.street1, address.street2, address.city, stateZip].filter(Boolean).join(', ');
}
