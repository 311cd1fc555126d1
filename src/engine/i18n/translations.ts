import { installFormatter } from './icu';
import { SOURCE_LANGUAGE, type Language } from './languages';

/** One language's wording of a set: English text or key → the language's text. */
export type Words = Readonly<Record<string, string>>;
/** How a set's words in a language load: a dynamic import of the language's file (a chunk of its own, fetched only when wanted). */
export type WordsLoader = (language: Exclude<Language, 'en'>) => Promise<Readonly<Record<string, unknown>>>;

/** A set's words in a language, once loaded. */
export type WordsReader = (language: Language) => Words | undefined;

interface Registered {
  load: WordsLoader;
  /** The file's export holding the set's words: `default`, or a name when one file words two sets. */
  exportName: string;
  loaded: Map<Language, Words>;
  started: Set<Language>;
}

const registered: Registered[] = [];
/** The words each reader reads: a later registration adds to them. */
const loadedBy = new WeakMap<WordsReader, Map<Language, Words>>();
/** The languages whose words load as soon as a set registers: the browser's one, every language on the server. */
let wanted: readonly Language[] = [];
const pending = new Set<Promise<void>>();

/**
 * The full ICU formatter comes with the first words that need it (icu.ts fills plain `{name}`
 * arguments itself, English's and most of another language's): a typed argument (plural, select,
 * number) or ICU quoting ('{', '', '#). The login page's words need none, so its route does not
 * carry the formatter (scripts/lib/route-js.ts counts it by the same rule).
 */
let formatter: Promise<void> | undefined;
const loadFormatter = () => (formatter ??= import('./icu-format').then((module) => installFormatter(module.icuFormatter)));
export const needsFormatter = (text: string): boolean => /\{\s*[^\s{},]+\s*,|'[{}'#]/.test(text);

function start(entry: Registered, language: Language): void {
  if (language === SOURCE_LANGUAGE || entry.started.has(language)) return;
  entry.started.add(language);
  // A language without a file for this set (not shipped yet) words it in English, key by key.
  // Words already there (those of a set's first screen, when these are all of it) are kept: a key means the same in both.
  const loading: Promise<void> = entry
    .load(language)
    .then(async (module) => {
      const words = module[entry.exportName] as Words | undefined;
      if (words && Object.values(words).some(needsFormatter)) await loadFormatter();
      return words;
    })
    .catch(() => undefined)
    .then((words) => void entry.loaded.set(language, { ...entry.loaded.get(language), ...words }))
    .finally(() => pending.delete(loading));
  pending.add(loading);
}

/**
 * A set of words registers as its module is imported: its words in the wanted languages start
 * loading at once, with the chunk that imported it (a route's screen), not at boot. Answers the
 * set's words in a language, once loaded. `more`: the reader of a set these words complete (the
 * login route carries a set's first words, all-words.ts the rest): they are read through it.
 */
export function registerWords(load: WordsLoader, exportName = 'default', more?: WordsReader): WordsReader {
  const entry: Registered = { load, exportName, loaded: (more && loadedBy.get(more)) ?? new Map(), started: new Set() };
  registered.push(entry);
  for (const language of wanted) start(entry, language);
  const read: WordsReader = (language) => entry.loaded.get(language);
  loadedBy.set(read, entry.loaded);
  return read;
}

/** Load the words of every set imported so far, and of every set imported later, in these languages; resolves when all have arrived. */
export function wantLanguages(languages: readonly Language[]): Promise<void> {
  wanted = languages;
  for (const entry of registered) for (const language of languages) start(entry, language);
  return translationsLoaded();
}

/** Load the words of every set imported so far in one more language (a preview's), leaving the wanted ones as they are. */
export function loadLanguage(language: Language): Promise<void> {
  for (const entry of registered) start(entry, language);
  return translationsLoaded();
}

/** Resolves once no set's words are loading (a screen's chunk waits for its words before it renders). */
export async function translationsLoaded(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
