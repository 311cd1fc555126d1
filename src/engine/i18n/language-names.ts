import type { Language } from './languages';

/*
 * Languages' names, from the platform's CLDR data (Intl.DisplayNames: no bytes to ship). Apart from
 * languages.ts, which every route loads: only the language switch and the translations preview name them.
 */

/** A language in its own words ('English', 'español', 'français'): how a reader looks for theirs in a list, whatever language the page speaks. */
export const ownLanguageName = (language: Language): string => new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;

/** A language named in the reader's ('French' to an English reader, 'francés' to a Spanish one). */
export const nameIn = (reader: Language, language: Language): string => new Intl.DisplayNames([reader], { type: 'language' }).of(language) ?? language;
