import { SOURCE_LANGUAGE, type Language } from './languages';

/**
 * The language of what is being worded now. The engine does not know where it comes from: the
 * browser sets it when the reader picks one (renderers' LanguageProvider); the server gives a
 * source that reads the request's (AsyncLocalStorage in src/server/http/request-language.ts),
 * since the engine may not import Node modules.
 */
let source: () => Language = () => SOURCE_LANGUAGE;

export function activeLanguage(): Language {
  return source();
}

/**
 * Words what `work` builds in another language, synchronously (a preview of a form in French
 * while the admin reads English); the language's words must have loaded (loadLanguage).
 */
export function speakingIn<T>(language: Language, work: () => T): T {
  const before = source;
  source = () => language;
  try {
    return work();
  } finally {
    source = before;
  }
}

/** Where activeLanguage reads from; the server's per-request store, or a fixed language. */
export function setLanguageSource(read: () => Language): void {
  source = read;
}
