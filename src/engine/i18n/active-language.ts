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

/** Where activeLanguage reads from; the server's per-request store, or a fixed language. */
export function setLanguageSource(read: () => Language): void {
  source = read;
}
