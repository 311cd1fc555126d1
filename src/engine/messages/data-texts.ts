import { activeLanguage } from '../i18n/active-language';
import { registerWords } from '../i18n/translations';
import { loginWords } from './message-set';

/** The data texts' words: the login page's at boot, all of them once all-words.ts has loaded. */
export const textWords = registerWords(loginWords, 'texts');

/**
 * A text that data shows rather than code (a layout's title or menu, a form document's label,
 * help or choice, a schema enum's title) in the active language: its translation in
 * `locales/<language>/texts.ts`, keyed by the English, else the text as written — a tenant's own
 * wording stays as the tenant wrote it.
 */
export function translatedText(english: string): string {
  return textWords(activeLanguage())?.[english] ?? english;
}
