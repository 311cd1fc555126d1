import type { Language } from './languages';

/*
 * Languages' names, CLDR's (the platform's Intl.DisplayNames). Apart from languages.ts, which every
 * route loads: only the language switch and the translations preview name them.
 */

/**
 * Each language in its own words, as CLDR writes them (the unit test holds them to
 * Intl.DisplayNames'): the header's language switch names every language on every page, and making
 * an Intl.DisplayNames loads its locale's data — one per language on the first render of the
 * signed-in /accounts, 68–86 ms of its main thread at 4× CPU, the most of any one function
 * (bench:waterfall --trace). Typed by the languages, so a new one does not compile without its name.
 */
const AUTONYMS: Record<Language, string> = { en: 'English', es: 'español', fr: 'français' };

/** A language in its own words ('English', 'español', 'français'): how a reader looks for theirs in a list, whatever language the page speaks. */
export const ownLanguageName = (language: Language): string => AUTONYMS[language];

/** Named in a reader's language once per pair (only staff's translations preview asks). */
const names = new Map<string, string>();

/** A language named in the reader's ('French' to an English reader, 'francés' to a Spanish one). */
export function nameIn(reader: Language, language: Language): string {
  const key = `${reader} ${language}`;
  let name = names.get(key);
  if (name === undefined) names.set(key, (name = new Intl.DisplayNames([reader], { type: 'language' }).of(language) ?? language));
  return name;
}
