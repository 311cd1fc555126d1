import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { dataTexts } from '../../scripts/lib/data-texts';
import { englishSets } from '../../scripts/lib/message-sets';

type Wording = Readonly<Record<string, string>>;
type LocaleModule = { default: Wording; dialogTitles?: Wording };

const LOCALES = ['es', 'fr'] as const;
const modules = import.meta.glob<LocaleModule>('../../src/engine/messages/locales/*/*.ts', { eager: true });

/** A locale's file of a set: `confirm#dialogTitles` is confirm.ts's named export, any other set a file's default. */
function translationOf(locale: string, set: string): Wording | undefined {
  const [file, exported] = set.split('#');
  const module = modules[`../../src/engine/messages/locales/${locale}/${file}.ts`];
  return exported ? (module?.[exported as keyof LocaleModule] as Wording | undefined) : module?.default;
}

/** The arguments an ICU message takes, with their kinds (a plural's `n` is a number like `{n}`: both are "n"). */
function icuArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) Object.values(element.options).forEach((option) => walk(option.value));
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

/** A layout's {field} and route's :param fill-ins, which data texts use (not ICU: `{item_contents.email}`). */
const fillIns = (text: string): string[] => [...text.matchAll(/\{[^{}]+\}|:[a-z_]+\b/g)].map(([match]) => match).sort();

/** A stand-in rather than a translation: "[es] Login", "TODO", an empty string. */
const PLACEHOLDER = /^\s*$|\[(?:en|es|fr|EN|ES|FR)\]|\bTODO\b|\bTRANSLATE\b/;

/** Untranslated: the English as it is, though it has words (two of 3+ letters) — "CSV" or "{drop} · {product}" may stay. */
const untranslated = (english: string, translated: string): boolean =>
  english === translated && (english.replace(/\{[^{}]*\}/g, '').match(/\p{L}{3,}/gu) ?? []).length >= 2;

describe.each(LOCALES)('the %s translation', (locale) => {
  it('has a file for no set but the listed ones and the data texts (a new set is listed in scripts/lib/message-sets.ts)', () => {
    const files = Object.keys(modules).filter((path) => path.includes(`/locales/${locale}/`)).map((path) => path.split('/').pop()!.replace(/\.ts$/, ''));
    // login-words.ts is no set of its own: `npm run gen` cuts it from catalogue.ts and texts.ts (tests/engine/i18n/login-words.test.ts).
    const listed = new Set(['texts', 'login-words', ...Object.keys(englishSets).map((set) => set.split('#')[0])]);
    expect(files.filter((file) => !listed.has(file))).toEqual([]);
  });

  it.each(Object.keys(englishSets))('of the %s messages has every key, no other, each an ICU message with the English arguments', (set) => {
    const english = englishSets[set];
    const translation = translationOf(locale, set);
    expect(translation, `src/engine/messages/locales/${locale}/${set.split('#')[0]}.ts`).toBeDefined();
    expect(Object.keys(translation!).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const translated = translation![key];
      expect(translated, `${set}.${key}`).not.toMatch(PLACEHOLDER);
      expect(untranslated(text, translated), `${set}.${key} is the English "${text}"`).toBe(false);
      expect(icuArguments(translated), `${set}.${key}: ${translated}`).toEqual(icuArguments(text));
      // It formats in its locale, a plural's count given as a number or as the text a fill gives.
      for (const value of [1, '3']) {
        const values = Object.fromEntries(icuArguments(text).map((name) => [name, value]));
        expect(String(new IntlMessageFormat(translated, locale, undefined, { ignoreTag: true }).format(values))).not.toMatch(/[{}]/);
      }
    }
  });

  it('of the data texts covers every text the layouts, forms and tenants show, with their fill-ins, and no text nothing shows', () => {
    const texts = translationOf(locale, 'texts')!;
    const listed = dataTexts();
    expect(listed.length).toBeGreaterThan(400);
    expect(listed.filter((text) => !Object.hasOwn(texts, text))).toEqual([]);
    expect(Object.keys(texts).filter((text) => !listed.includes(text))).toEqual([]);
    for (const [english, translated] of Object.entries(texts)) {
      expect(translated, english).not.toMatch(PLACEHOLDER);
      expect(untranslated(english, translated), `"${english}" is not translated`).toBe(false);
      expect(fillIns(translated), `${english} → ${translated}`).toEqual(fillIns(english));
    }
  });
});

describe('the ICU argument check', () => {
  it('formats a plural in the locale', () => {
    const sent = new IntlMessageFormat('{queued, plural, one {# mensaje} other {# mensajes}}', 'es');
    expect([sent.format({ queued: 1 }), sent.format({ queued: 2 })]).toEqual(['1 mensaje', '2 mensajes']);
  });

  it('sees arguments inside plurals and a translation that drops or renames one', () => {
    expect(icuArguments('{n, plural, one {# galón de {product}} other {# galones de {product}}}')).toEqual(['n', 'product']);
    expect(icuArguments('Minimum value {n}')).toEqual(['n']);
    expect(icuArguments('Valor mínimo {m}')).not.toEqual(icuArguments('Minimum value {n}'));
    expect(() => icuArguments('{n, plural, one {# galón}')).toThrow();
  });

  it('refuses machine stand-ins and untranslated English but lets codes stay', () => {
    expect('[es] Login').toMatch(PLACEHOLDER);
    expect('').toMatch(PLACEHOLDER);
    expect('Iniciar sesión').not.toMatch(PLACEHOLDER);
    expect(untranslated('Order created successfully!', 'Order created successfully!')).toBe(true);
    expect(untranslated('CSV', 'CSV')).toBe(false);
    expect(untranslated('HTTP {status} {response}', 'HTTP {status} {response}')).toBe(false);
  });
});
