import { SOURCE_LANGUAGE, type Language, type TranslatedLanguage } from './languages';

/**
 * The tenant's own wording of texts in a language (issue 24 item 2, data document `translations`):
 * English text → the language's text. It comes before the portal's shipped translation (a
 * tenant may reword a label) and words what the portal cannot (a field the tenant added, its
 * support text). The engine does not know where it lives: the browser sets it once the tenant's
 * words for the chosen language arrived (renderers' LanguageProvider), the server per request
 * from the tenant it serves (src/server/http/request-language.ts).
 */
export type TenantWords = Readonly<Partial<Record<TranslatedLanguage, Readonly<Record<string, string>>>>>;

let source: () => TenantWords | undefined = () => undefined;

/** Where tenantWord reads the tenant's words from. */
export function setTenantWordsSource(read: () => TenantWords | undefined): void {
  source = read;
}

/** The tenant's wording of an English text in a language, if it gives one. */
export function tenantWord(language: Language, english: string): string | undefined {
  if (language === SOURCE_LANGUAGE) return undefined;
  const words = source()?.[language];
  return words && Object.hasOwn(words, english) ? words[english] : undefined;
}

/** Words what `work` builds, synchronously, with a draft of the tenant's words instead of the published ones (Manage Configs' preview). */
export function withTenantWords<T>(words: TenantWords, work: () => T): T {
  const before = source;
  source = () => words;
  try {
    return work();
  } finally {
    source = before;
  }
}
