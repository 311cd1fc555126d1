import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageSource } from '../../../src/engine/i18n/active-language';
import type { Language } from '../../../src/engine/i18n/languages';
import { wantLanguages } from '../../../src/engine/i18n/translations';
import { resolveLayout } from '../../../src/engine/layout';
import { translatedLayout } from '../../../src/engine/layout/translated-layout';
import { allWordsLoaded } from '../../../src/engine/messages/catalogue';
import esTexts from '../../../src/engine/messages/locales/es/texts';
import frTexts from '../../../src/engine/messages/locales/fr/texts';

const speak = async (language: Language) => {
  await wantLanguages([language]);
  await allWordsLoaded();
  setLanguageSource(() => language);
};
afterEach(() => setLanguageSource(() => 'en'));

const headersOf = (): Record<string, string[]> => {
  const screen = translatedLayout(resolveLayout([])).screens.find((s) => s.id === 'accountAdmin')!;
  return Object.fromEntries(screen.sections!.filter((section) => section.columns).map((section) => [section.title, section.columns!.map((column) => column.header)]));
};

describe("the layout's texts in the reader's language (issue 24)", () => {
  it("words the column headers of a detail screen's table sections (the staff's account screen: Locations, Payments)", async () => {
    const english = headersOf();
    expect(english.Locations).toContain('Last delivery');
    expect(english.Payments).toContain('Paid with');
    for (const [language, texts] of [['es', esTexts as Record<string, string>], ['fr', frTexts as Record<string, string>]] as const) {
      await speak(language);
      const worded = headersOf();
      expect(worded.Locations).toEqual(english.Locations.map((header) => texts[header]));
      expect(worded.Payments).toEqual(english.Payments.map((header) => texts[header]));
      expect(worded.Payments).toContain(texts['Paid with']);
    }
  });
});
