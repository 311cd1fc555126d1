import type { Language } from '../i18n/languages';
import type { WordsLoader } from '../i18n/translations';

type Files = Record<Exclude<Language, 'en'>, () => Promise<Readonly<Record<string, unknown>>>>;

/*
 * An import per language, not `./locales/${language}/…`: a variable import's helper shared with
 * the shell's sets would become a chunk of its own in the login route (0.4 KB). A language added
 * to the schemas fails to compile here until it is added.
 */
const textFiles: Files = { es: () => import('./locales/es/texts'), fr: () => import('./locales/fr/texts') };
const catalogueFiles: Files = { es: () => import('./locales/es/catalogue'), fr: () => import('./locales/fr/catalogue') };

/**
 * Where the words the login route leaves out load from (issue 24 item 4): every data text
 * (`texts.ts`) and the whole catalogue's translation, over the login route's subset
 * (`login-words.ts`). A chunk of its own that imports nothing, so the login route carries neither
 * these loaders nor what they load: allWordsLoaded (catalogue.ts) registers them.
 */
export const texts: WordsLoader = (language) => textFiles[language]();
export const catalogue: WordsLoader = (language) => catalogueFiles[language]();
