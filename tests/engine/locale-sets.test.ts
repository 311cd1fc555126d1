/**
 * Every shipped locale's wording of a message set says the same things as the English one (issue 24
 * item 2): each key of the set, no key the set lacks (the type checks that too, by `satisfies
 * Translation`), the same {arguments}, and words rather than placeholders ("[es] Login", the key,
 * an empty text). Walks every file of src/engine/messages/locales, so a new set or locale is
 * checked without being listed here.
 */
import { describe, expect, it } from 'vitest';

const english = import.meta.glob<Record<string, unknown>>('../../src/engine/messages/*.ts', { eager: true });
const locales = import.meta.glob<{ default: Record<string, string> }>('../../src/engine/messages/locales/*/*.ts', { eager: true });

/** The English set a locale file translates: the module of the same name's exported object with the same keys. */
function englishSetOf(path: string, keys: readonly string[]): Record<string, string> | undefined {
  const module = english[`../../src/engine/messages/${path.split('/').pop()}`];
  const sets = Object.values(module ?? {}).filter((value): value is Record<string, string> => typeof value === 'object' && value !== null && !Array.isArray(value));
  return sets.find((set) => Object.keys(set).sort().join() === [...keys].sort().join());
}

/** The simple {arguments} of a message (ICU's `{n, plural, …}` names its argument first too). */
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();

describe('the shipped locales translate every message set', () => {
  const files = Object.keys(locales);

  it('finds the locale files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s: every key of its English set, with the same arguments, in words', (path) => {
    const translation = locales[path].default;
    const set = englishSetOf(path, Object.keys(translation));
    expect(set, `${path} has no English set with exactly its keys`).toBeDefined();
    for (const [key, text] of Object.entries(translation)) {
      expect(argumentsOf(text), `${path} ${key}`).toEqual(argumentsOf(set![key]));
      expect(text.trim(), `${path} ${key}`).not.toBe('');
      expect(text, `${path} ${key}`).not.toBe(key);
      expect(text, `${path} ${key}`).not.toMatch(/^\[(es|fr)\]/);
    }
  });
});
