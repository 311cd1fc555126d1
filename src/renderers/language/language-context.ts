import { createContext, useContext } from 'react';
import { SOURCE_LANGUAGE, type Language } from '../../engine/i18n/languages';

export interface LanguageValue {
  /** The language the portal speaks now (its words loaded). */
  language: Language;
  /** The reader picks a language: a signed-in user's profile keeps it, a visitor's browser does. */
  choose(language: Language): Promise<void>;
}

export const LanguageContext = createContext<LanguageValue>({ language: SOURCE_LANGUAGE, choose: async () => {} });

export function useLanguage(): LanguageValue {
  return useContext(LanguageContext);
}
