import countries from 'i18n-iso-countries';

/**
 * The alpha-2 code of a two- or three-letter (or numeric) ISO 3166-1 code in any case, else
 * undefined. Apart from countries.ts so the postal rules need the codes only, not the names.
 */
export function toAlpha2(code: string): string | undefined {
  if (typeof code !== 'string') return undefined;
  const trimmed = code.trim().toUpperCase();
  if (!/^([A-Z]{2,3}|\d{3})$/.test(trimmed) || !countries.isValid(trimmed)) return undefined;
  return countries.toAlpha2(trimmed);
}
