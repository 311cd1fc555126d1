import { describe, expect, it } from 'vitest';
import { activeLanguage, speakingIn } from '../../../src/engine/i18n/active-language';
import { tenantWord, withTenantWords } from '../../../src/engine/i18n/tenant-words';
import { translationProblems } from '../../../src/engine/i18n/translation-problems';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../../src/engine/i18n/languages';
import translationsSchema from '../../../schemas/entities/translations.schema.json';

describe("a tenant's words (issue 24)", () => {
  it('has a place in the translations document for each language the portal speaks but English', () => {
    expect(Object.keys(translationsSchema.properties).sort()).toEqual(LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE).sort());
  });

  it('are read only in the languages they word, never for English, and never from the prototype', () => {
    withTenantWords({ fr: { Subject: 'Objet de votre demande' } }, () => {
      expect(tenantWord('fr', 'Subject')).toBe('Objet de votre demande');
      expect(tenantWord('es', 'Subject')).toBeUndefined();
      expect(tenantWord('en', 'Subject')).toBeUndefined();
      expect(tenantWord('fr', 'constructor')).toBeUndefined();
    });
    expect(tenantWord('fr', 'Subject')).toBeUndefined();
  });

  it('word a preview in another language for the synchronous work only, even when it throws', () => {
    const before = activeLanguage();
    expect(speakingIn('fr', () => activeLanguage())).toBe('fr');
    expect(() => speakingIn('es', () => {
      throw new Error('drawing failed');
    })).toThrow('drawing failed');
    expect(activeLanguage()).toBe(before);
  });

  it("are checked: ICU the portal words, with no argument the English lacks, a plural's among them", () => {
    expect(translationProblems({ fr: { '{n} gallons': '{n, plural, one {# gallon} other {# gallons}}', 'Hello {name}': 'Bonjour {name}' } })).toEqual([]);
    expect(translationProblems({ es: { '{n} gallons': '{count, plural, one {# galón} other {# galones}}' } })).toEqual([
      { path: '/es/{n} gallons', message: 'uses {count}, which the English text does not give' },
    ]);
    expect(translationProblems({ fr: { 'a/b ~ c': 'x {' } })[0]).toMatchObject({ path: '/fr/a~1b ~0 c', message: expect.stringMatching(/^is not a message the portal can word/) });
    // English that is no ICU (a stray brace) is plain words: its translation may take no argument.
    expect(translationProblems({ fr: { 'Use { carefully': 'Utilisez {x}' } })).toEqual([{ path: '/fr/Use { carefully', message: 'uses {x}, which the English text does not give' }]);
  });
});
