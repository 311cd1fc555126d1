import { activeLanguage } from '../i18n/active-language';
import { formatMessage, takesArguments } from '../i18n/icu';
import { tenantWord } from '../i18n/tenant-words';
import { registerWords, type WordsLoader, type WordsReader } from '../i18n/translations';

/** A message set as code reads it: each key the active language's wording (English where it has none). */
export type MessageSet<Set extends Readonly<Record<string, string>>> = { readonly [Key in keyof Set]: string };

/**
 * The login route's words (issue 24 item 4): `locales/<language>/login-words.ts`, one chunk
 * written by `npm run gen` from the translators' files, holding only what the login page shows:
 * the catalogue's and the data texts' words it shows, every word of the sets it reads whole
 * (`messageSet({…}, loginWords, 'portalFrame')`). Every other screen's load with all-words.ts
 * (allWordsLoaded, catalogue.ts). Here beside messageSet, which each of those sets imports: the
 * loader adds no chunk to the route.
 */
export const loginWords: WordsLoader = (language) => import(`./locales/${language}/login-words.ts`);

const englishSets = new WeakMap<object, Readonly<Record<string, string>>>();
const readers = new WeakMap<object, WordsReader>();

/**
 * A set of messages in the active language (issue 24 item 2), read as before (`messages.key`):
 * each key is a getter, so nothing copies a language at import time, and a key the language does
 * not word falls back to English — a reader never sees a key. A tenant rewords a message by its
 * English text in its `translations` document (tenant-words.ts). `load` imports the set's
 * translation (`locales/<language>/<set file>.ts`), a chunk of its own loaded with the set; its
 * default export words the set, or the export `exportName` when the file words two sets. A
 * message without arguments reads as its text (ICU quotes resolved); one with arguments reads as
 * its ICU text, for fillText.
 */
export function messageSet<const Set extends Readonly<Record<string, string>>>(english: Set, load: WordsLoader, exportName?: string): MessageSet<Set> {
  const wordsIn = registerWords(load, exportName);
  const set = {} as Record<string, string>;
  for (const key of Object.keys(english)) {
    Object.defineProperty(set, key, {
      enumerable: true,
      get: () => {
        const language = activeLanguage();
        // The tenant's wording of the English comes first (data document `translations`), then the portal's.
        const text = tenantWord(language, english[key]) ?? wordsIn(language)?.[key] ?? english[key];
        return takesArguments(text) ? text : formatMessage(text, {}, language);
      },
    });
  }
  englishSets.set(set, english);
  readers.set(set, wordsIn);
  return Object.freeze(set) as MessageSet<Set>;
}

/**
 * More words of a set: a set whose `load` gives only the words its first
 * screen shows (the catalogue's login words) gets the rest here, from a module the later screens
 * import (all-words.ts), so the login route does not carry them.
 */
export function addWords(set: object, load: WordsLoader): void {
  registerWords(load, undefined, readers.get(set));
}

/** The English source of a set (its ICU text as written): the translations' checks read it. */
export function englishOf<Set extends Readonly<Record<string, string>>>(set: MessageSet<Set>): Set {
  const english = englishSets.get(set);
  if (!english) throw new Error('not a message set');
  return english as Set;
}
