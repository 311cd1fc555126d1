import { AsyncLocalStorage } from 'node:async_hooks';
import { setLanguageSource } from '../../engine/i18n/active-language';
import { acceptLanguageTags, chooseLanguage, LANGUAGES, type Language } from '../../engine/i18n/languages';
import { setTenantWordsSource, type TenantWords } from '../../engine/i18n/tenant-words';
import { wantLanguages } from '../../engine/i18n/translations';
import { allWordsLoaded } from '../../engine/messages/catalogue';

/**
 * The language of the work in progress on the server (issue 24 item 2): per request, the signed-in
 * caller's profile locale, else the request's Accept-Language, else the tenant's locale, else
 * English — what a problem's detail or a file's words are written in. Work for someone else (a
 * mail to its recipient) runs `inLanguage(theirs, …)`. Kept in AsyncLocalStorage, which the
 * engine may not import: the engine reads it through the source set here.
 */
interface RequestLanguage {
  fixed?: Language;
  profile?: string;
  preferred: readonly string[];
  tenant?: string;
  /** The tenant's own wording (its published `translations` document), consulted before the portal's. */
  words?: TenantWords;
}

const storage = new AsyncLocalStorage<RequestLanguage>();

setLanguageSource(() => {
  const store = storage.getStore();
  if (!store) return 'en';
  return store.fixed ?? chooseLanguage(store);
});
setTenantWordsSource(() => storage.getStore()?.words);

/** A tenant's own wording as it runs (the data document `translations`, published overrides included). */
export const tenantWordsOf = (tenant: { data?: Readonly<Record<string, unknown>> }): TenantWords | undefined => tenant.data?.translations as TenantWords | undefined;

/** Runs a request's work with the language its Accept-Language header asks for, until the pipeline knows more. */
export function inRequestLanguage<T>(acceptLanguage: string | undefined, work: () => T): T {
  return storage.run({ preferred: acceptLanguageTags(acceptLanguage) }, work);
}

/** What the pipeline learned of the request's language: its tenant's default and wording, its caller's profile locale. */
export function noteRequestLanguage(learned: { tenant?: string; profile?: string; words?: TenantWords }): void {
  const store = storage.getStore();
  if (store) Object.assign(store, learned);
}

/**
 * Runs work in a given language (a mail in its recipient's), whatever the request's, with the
 * tenant's wording: the request's, or the given tenant's outside a request (a mail worker).
 */
export function inLanguage<T>(language: Language, work: () => T, words: TenantWords | undefined = storage.getStore()?.words): T {
  return storage.run({ fixed: language, preferred: [], words }, work);
}

/**
 * The server speaks every language: each message set's words load as the set is imported (buildApp
 * awaits those already imported), and all of the catalogue and the data texts, not just the login
 * page's words the browser starts with (allWordsLoaded).
 */
export async function loadEveryLanguage(): Promise<void> {
  await wantLanguages(LANGUAGES);
  await allWordsLoaded();
}
