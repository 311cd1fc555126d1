import { activeLanguage } from '../i18n/active-language';
import { tenantWord } from '../i18n/tenant-words';
import { registerWords } from '../i18n/translations';
import { loginWords } from './message-set';

/** The data texts' words: the login page's at boot, all of them once all-words.ts has loaded. */
export const textWords = registerWords(loginWords, 'texts');

/**
 * A text that data shows rather than code (a layout's title or menu, a form document's label,
 * help or choice, a schema enum's title) in the active language: its translation in
 * `locales/<language>/texts.ts`, keyed by the English, else the text as written. The tenant's own
 * translation (data document `translations`) comes first: it rewords a shipped text or words one
 * the tenant added.
 */
export function translatedText(english: string): string {
  const language = activeLanguage();
  return tenantWord(language, english) ?? textWords(language)?.[english] ?? english;
}
