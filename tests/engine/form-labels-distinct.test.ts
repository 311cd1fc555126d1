/**
 * A translation must not merge two labels of one form: in English the card form's "Name" (what
 * the customer calls the card) and "First name" (the holder's) differ, but both were "Nombre" in
 * Spanish, so a screen-reader or voice user could not tell the fields apart (issue 24).
 */
import { describe, expect, it } from 'vitest';
import { formDocument, formIds } from '../../src/engine/forms/builtin-forms';
import esTexts from '../../src/engine/messages/locales/es/texts';
import frTexts from '../../src/engine/messages/locales/fr/texts';

/** Every field title of a form's uiSchema (groups included), as written in English. */
function titles(ui: unknown): string[] {
  if (!ui || typeof ui !== 'object') return [];
  const node = ui as Record<string, unknown>;
  const own = typeof node['ui:title'] === 'string' && node['ui:title'].trim() ? [node['ui:title']] : [];
  return [...own, ...Object.entries(node).filter(([key]) => !key.startsWith('ui:')).flatMap(([, child]) => titles(child))];
}

/** Titles that differ in English but read the same once translated: `translated → [english…]`. */
function mergedBy(words: Readonly<Record<string, string>>, english: string[]): Record<string, string[]> {
  const byTranslation = new Map<string, Set<string>>();
  for (const title of new Set(english)) {
    const translated = words[title] ?? title;
    byTranslation.set(translated, (byTranslation.get(translated) ?? new Set()).add(title));
  }
  return Object.fromEntries([...byTranslation].filter(([, sources]) => sources.size > 1).map(([translated, sources]) => [translated, [...sources].sort()]));
}

describe('a form\'s labels stay distinct in translation', () => {
  it.each([
    ['es', esTexts],
    ['fr', frTexts],
  ] as const)('%s: no two labels of a built-in form read the same', (_, words) => {
    const merged = Object.fromEntries(formIds().map((id) => [id, mergedBy(words, titles(formDocument(id).uiSchema))]).filter(([, found]) => Object.keys(found).length > 0));
    expect(merged).toEqual({});
  });

  it('finds a merge: two English titles one Spanish word', () => {
    expect(mergedBy({ Name: 'Nombre', 'First name': 'Nombre' }, titles({ name: { 'ui:title': 'Name' }, data: { first: { 'ui:title': 'First name' } } }))).toEqual({ Nombre: ['First name', 'Name'] });
  });
});
