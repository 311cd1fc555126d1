import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatLocale } from '../../../src/engine/i18n/format-locale';
import { icuFormatter } from '../../../src/engine/i18n/icu-format';
import { englishOf, type MessageSet } from '../../../src/engine/messages/message-set';

/**
 * The engine's small ICU formatter (src/engine/i18n/icu-format.ts, and icu.ts's plain English filling) words every message of every shipped
 * language exactly as intl-messageformat does, for sample arguments: each plural argument at
 * 0, 1, 2, 5, 21 and 1000.5, each select argument at each of its options, each plain argument as
 * text and as a number. Sets and translations are found by file, so a new one is checked
 * without being listed.
 */
const englishSets = import.meta.glob<Record<string, unknown>>('../../../src/engine/messages/*.ts', { eager: true });
const translations = import.meta.glob<Record<string, Record<string, string>>>('../../../src/engine/messages/locales/*/*.ts', { eager: true });

/** Messages the shipped sets may not yet use, so every construct the formatter reads is proven. */
const constructs = [
  'You have {n, plural, =0 {no bills} one {# bill} other {# bills}} due.',
  '{n, plural, one {# galón} other {# galones}}',
  "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} delivery",
  '{kind, select, card {Card} bank {Bank account} other {Payment}} of {amount}',
  "It''s '{'literal'}' and l'adresse",
  '{n, plural, one {{kind, select, card {# card} other {# thing}}} other {# things #}}',
  'Total: {total, number} ({share, number, percent}, {count, number, integer})',
];

interface Sample {
  text: string;
  language: string;
  where: string;
}

function samples(): Sample[] {
  const found: Sample[] = [];
  for (const [file, module] of Object.entries(englishSets)) {
    for (const value of Object.values(module)) {
      let english: Record<string, string>;
      try {
        english = englishOf(value as MessageSet<Record<string, string>>);
      } catch {
        continue;
      }
      for (const [key, text] of Object.entries(english)) found.push({ text, language: 'en', where: `${file} ${key}` });
    }
  }
  for (const [file, module] of Object.entries(translations)) {
    const language = /locales\/(\w+)\//.exec(file)![1];
    // texts.ts holds data texts (shown as written, never formatted): only message sets are ICU.
    if (file.endsWith('/texts.ts')) continue;
    // Every export: a file may word two sets (confirm.ts's default and dialogTitles).
    for (const [name, words] of Object.entries(module)) for (const [key, text] of Object.entries(words)) found.push({ text, language, where: `${file} ${name}.${key}` });
  }
  for (const language of ['en', 'es', 'fr']) for (const text of constructs) found.push({ text, language, where: 'constructs' });
  return found;
}

/** Every combination of sample values for the arguments a message takes. */
function argumentSets(elements: MessageFormatElement[]): Record<string, string | number>[] {
  const choices = new Map<string, (string | number)[]>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.argument) choices.set(element.value, choices.get(element.value) ?? [`«${element.value}»`, 1234.5]);
      else if (element.type === TYPE.number) choices.set(element.value, [0.25, 1234.5]);
      else if (element.type === TYPE.plural) {
        choices.set(element.value, [0, 1, 2, 5, 21, 1000.5]);
        Object.values(element.options).forEach((option) => walk(option.value));
      } else if (element.type === TYPE.select) {
        choices.set(element.value, [...Object.keys(element.options), 'unlisted']);
        Object.values(element.options).forEach((option) => walk(option.value));
      }
    }
  };
  walk(elements);
  let sets: Record<string, string | number>[] = [{}];
  for (const [name, values] of choices) sets = sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value })));
  return sets;
}

describe('the engine ICU formatter', () => {
  const all = samples();

  it('words every English message without the full formatter (the English login route does not load it)', async () => {
    // A fresh copy of the formatter: the shared one may have the reader installed by another test.
    const path = '../../../src/engine/i18n/icu.ts?plain';
    const fresh = (await import(/* @vite-ignore */ path)) as typeof import('../../../src/engine/i18n/icu');
    const plural = '{n, plural, one {# bill} other {# bills}}';
    expect(fresh.formatMessage(plural, { n: 1 }, 'en'), 'this copy has no full formatter').toBe(plural);
    for (const { text, where } of all.filter((s) => s.language === 'en' && s.where !== 'constructs')) {
      for (const values of argumentSets(parse(text, { ignoreTag: true }))) {
        expect(fresh.formatMessage(text, values, 'en'), where).toBe(new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true }).format(values));
      }
    }
  });

  it('finds the shipped messages', () => {
    expect(all.filter((s) => s.language === 'en' && s.where !== 'constructs').length).toBeGreaterThan(300);
  });

  it('words every message of every shipped language as IntlMessageFormat does', () => {
    let compared = 0;
    for (const { text, language, where } of all) {
      for (const values of argumentSets(parse(text, { ignoreTag: true }))) {
        // Figures in the language's formatting locale (es-US writes 1,234.5), as the engine's money.
        const expected = new IntlMessageFormat(text, formatLocale(language), undefined, { ignoreTag: true }).format(values);
        expect(icuFormatter.format(text, values, language), `${where} ${JSON.stringify(values)}`).toBe(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(all.length);
  });

  it('leaves an argument it has no value for as written, and text it cannot read as it is', () => {
    expect(icuFormatter.format('Minimum value {n}', {}, 'en')).toBe('Minimum value {n}');
    expect(icuFormatter.format('A stray { brace', {}, 'en')).toBe('A stray { brace');
  });
});
