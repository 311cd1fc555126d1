import type { Language } from './languages';

/**
 * The locale numbers, money, percentages and dates are written in for each language (issue 24).
 * The language says which words a reader gets; the region says how figures are written, and one
 * region per language is decided here, the same in the browser, the PDFs and the mails:
 *
 * - en → en-US: the spec's own rules ($ 0.00, MM/DD/YYYY) are written by the formatters.
 * - es → es-US: the portal bills in US dollars for US suppliers, and the Spanish of the US writes
 *   them "$1,234.50", as Mexican readers (es-MX) write figures too. Spain's "1234,50 US$" is wrong
 *   for this market, and Intl's es-MX writes dollars "USD 1,234.50" (its "$" is the peso's).
 * - fr → fr: "1 234,50 $US", "2,5 %", 01/03/2026 — written alike by French readers of every
 *   region; fr-CA would turn every date into 2026-03-01, a choice for a tenant to ask for.
 *
 * Not the browser's region: a server-drawn receipt or mail has no browser, and one reader's PDF
 * and screen must agree.
 */
const FORMAT_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US', fr: 'fr' };

/** The formatting locale of a language; a tag that is no language of the portal is its own. */
export function formatLocale(language: Language | string): string {
  return Object.hasOwn(FORMAT_LOCALES, language) ? FORMAT_LOCALES[language as Language] : language;
}
