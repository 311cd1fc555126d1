import type { ApiClient } from '../../engine/api/create-api-client';
import { SOURCE_LANGUAGE, type Language } from '../../engine/i18n/languages';
import { setTenantWordsSource, type TenantWords } from '../../engine/i18n/tenant-words';

/** The tenant's published words, by language, as they arrived (getTranslations). */
const loaded: { -readonly [L in keyof TenantWords]: TenantWords[L] } = {};
setTenantWordsSource(() => loaded);

/**
 * Fetches the tenant's own wording in a language once (issue 24: data document `translations`),
 * beside the portal's words for it, so nothing is shown in the portal's wording first and the
 * tenant's a moment later. A failed fetch leaves the portal's wording: the screen still reads.
 */
export function loadTenantWords(api: ApiClient, language: Language): Promise<void> | undefined {
  if (language === SOURCE_LANGUAGE || loaded[language]) return;
  return api.data('getTranslations', { path: { language } }).then(
    (words) => void (loaded[language] = words),
    () => undefined,
  );
}
