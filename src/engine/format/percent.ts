import { activeLanguage } from '../i18n/active-language';
import { formatLocale } from '../i18n/format-locale';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A percentage given in percent (a setting's 2.5 for 2.5 %) as the reader writes it: English as
 * the spec writes it ('2.5%'); Spanish and French by Intl's percent style in the language's
 * formatting locale (fr '2,5 %' with a narrow no-break space, never split from its number).
 */
export function formatPercent(percent: number): string {
  const language = activeLanguage();
  if (language === 'en') return `${percent}%`;
  const locale = formatLocale(language);
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 })));
  // Divided by 100 in decimal steps: 2.5 / 100 is 0.025, but 0.07 / 100 is 0.0007000000000000001.
  const text = format.format(Number((percent / 100).toPrecision(12)));
  // French sets '%' apart by a narrow no-break space (current CLDR, and Chromium); Node 20's ICU
  // still writes a full one, and a receipt drawn on the server must read as the screen does.
  return language === 'fr' ? text.replace(/\u00a0%/, '\u202f%') : text;
}
