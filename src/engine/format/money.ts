import { activeLanguage } from '../i18n/active-language';
import { formatLocale } from '../i18n/format-locale';
import type { Language } from '../i18n/languages';
import { fillMessage } from '../messages/catalogue';

/**
 * Money as the spec shows it (spec 2 §9): a '$' prefix, '$ 0.00' when there is no amount, and
 * a negative amount (a credit on the account) as its absolute value with a ' CR' suffix. In
 * Spanish and French (issue 24) the amount is dollars as the language's formatting locale writes
 * them (i18n/format-locale.ts: es '$1,234.50', fr '1 234,50 $US'), a credit still its absolute
 * value with the language's word for CR.
 */
export const EMPTY_MONEY = '$ 0.00';

const formats = new Map<string, Intl.NumberFormat>();
/** Dollars to `digits` decimals in a language: en as the spec writes figures ('1,234.50', the '$' added), others as Intl writes dollars. */
function dollarFormat(language: Language, digits: number): Intl.NumberFormat {
  const key = `${language}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    const style: Intl.NumberFormatOptions = language === 'en' ? {} : { style: 'currency', currency: 'USD' };
    formats.set(key, (format = new Intl.NumberFormat(formatLocale(language), { ...style, minimumFractionDigits: digits, maximumFractionDigits: digits })));
  }
  return format;
}

/** Dollars to the given digits; a missing or unreadable value shows as EMPTY_MONEY (its language's zero). */
function dollars(value: number | string | null | undefined, digits: number): string {
  const language = activeLanguage();
  const amount = value === null || value === undefined || value === '' ? NaN : typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return language === 'en' ? EMPTY_MONEY : dollarFormat(language, 2).format(0);
  const figures = dollarFormat(language, digits).format(Math.abs(amount));
  const text = language === 'en' ? `$${figures}` : figures;
  // A value that rounds to zero ($0.00, $0.000) is not a credit.
  return amount < 0 && /[1-9]/.test(figures) ? fillMessage('creditAmount', { amount: text }) : text;
}

export const formatMoney = (value: number | string | null | undefined): string => dollars(value, 2);

/**
 * A price per gallon: fuel is priced to a tenth of a cent ($3.999), so cents would misstate it
 * and a line's gallons × price would not match its amount. A missing price shows like missing
 * money ('$ 0.00').
 */
export const formatUnitPrice = (value: number | string | null | undefined): string => dollars(value, 3);
