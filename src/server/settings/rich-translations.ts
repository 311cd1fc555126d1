import type { TenantWords } from '../../engine/i18n/tenant-words';
import { richTextPaths } from '../../engine/settings/rich-text';
import { valueAt } from '../../engine/settings/settings-schema';
import { sanitizeRichText } from './rich-text';

/**
 * A tenant's words as a browser may have them (issue 24): the translation of a rich-text setting
 * (support text, terms of use, tooltips…) is rich text too, shown as HTML in its place, so it is
 * sanitised with the same allowlist before it is served — the translations document, unlike the
 * settings, is stored as typed. It is served under the text as the browser reads it, sanitised
 * (a link gains its rel and target), whether the tenant keyed it by that or by the text as its
 * folder writes it. Every other entry is plain words a browser escapes, served as it is.
 */
export function servedTenantWords(words: TenantWords, settings: object): TenantWords {
  const richTexts = richTextPaths()
    .map((path) => valueAt(settings, path))
    .filter((text): text is string => typeof text === 'string' && text !== '');
  const served: Record<string, Record<string, string>> = {};
  for (const [language, entries] of Object.entries(words)) {
    const copy = { ...entries };
    for (const written of richTexts) {
      const key = richKeyOf(entries, written);
      if (key === undefined) continue;
      delete copy[key];
      copy[sanitizeRichText(written)] = sanitizeRichText(entries[key]);
    }
    served[language] = copy;
  }
  return served;
}

/**
 * The key a tenant's words give a rich text under: the text as its settings hold it, as it is
 * served, or any text that is served alike — a folder's translation is keyed by the text as the
 * folder writes it, and a save through Manage Content stores it sanitised (a link gains rel and
 * target), which must not orphan its translation.
 */
export function richKeyOf(entries: Readonly<Record<string, string>>, written: string): string | undefined {
  const shown = sanitizeRichText(written);
  if (Object.hasOwn(entries, shown)) return shown;
  if (Object.hasOwn(entries, written)) return written;
  return Object.keys(entries).find((key) => key.includes('<') && sanitizeRichText(key) === shown);
}
