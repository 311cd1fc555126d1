import { LANGUAGES, type Language } from '../../../schemas/generated/enums';

export { LANGUAGES, type Language };

/** English: the spec's wording, the source every other language translates and falls back to. */
export const SOURCE_LANGUAGE = 'en' satisfies Language;
/** The languages that translate English (a tenant's `translations` document words these). */
export type TranslatedLanguage = Exclude<Language, typeof SOURCE_LANGUAGE>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a BCP-47 tag asks for, by its first subtag ('es-MX' → 'es', 'fr-CA' → 'fr',
 * 'EN_us' → 'en'), or undefined when the portal does not speak it.
 */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/** The first of the tags (most wanted first: navigator.languages, Accept-Language) the portal speaks. */
export function firstSpokenLanguage(tags: readonly (string | null | undefined)[]): Language | undefined {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * Where the portal's language comes from (issue 24 item 2): the signed-in user's profile locale,
 * else what the visitor chose or their browser prefers, else the tenant's default, else English.
 */
export function chooseLanguage(from: { profile?: string | null; preferred?: readonly (string | null | undefined)[]; tenant?: string | null }): Language {
  return languageOfTag(from.profile) ?? firstSpokenLanguage(from.preferred ?? []) ?? languageOfTag(from.tenant) ?? SOURCE_LANGUAGE;
}

/** Tags of an Accept-Language header, most wanted first ('fr-CA,fr;q=0.9,en;q=0.8'). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
