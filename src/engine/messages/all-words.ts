import type { WordsLoader } from '../i18n/translations';

/**
 * Where the words the login route leaves out load from (issue 24 item 4): every data text
 * (`texts.ts`) and the whole catalogue's translation, over the login route's subset
 * (`login-words.ts`). A chunk of its own that imports nothing, so the login route carries neither
 * these loaders nor what they load: allWordsLoaded (catalogue.ts) registers them.
 */
export const texts: WordsLoader = (language) => import(`./locales/${language}/texts.ts`);
export const catalogue: WordsLoader = (language) => import(`./locales/${language}/catalogue.ts`);
