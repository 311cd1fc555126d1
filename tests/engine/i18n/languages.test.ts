import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, chooseLanguage, firstSpokenLanguage, languageOfTag, LANGUAGES } from '../../../src/engine/i18n/languages';
import { ownLanguageName } from '../../../src/engine/i18n/language-names';

describe('languages (issue 24 item 2)', () => {
  it('are the schema enum: English, Spanish, French', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'fr']);
  });

  it('maps a BCP-47 tag to the language of its first subtag', () => {
    expect(languageOfTag('en-US')).toBe('en');
    expect(languageOfTag('es-MX')).toBe('es');
    expect(languageOfTag('fr-CA')).toBe('fr');
    expect(languageOfTag('FR')).toBe('fr');
    expect(languageOfTag('es_419')).toBe('es');
    expect(languageOfTag(' es ')).toBe('es');
  });

  it('names each language in its own words, not in the language the page speaks', () => {
    expect(LANGUAGES.map(ownLanguageName)).toEqual(['English', 'español', 'français']);
    // The platform's CLDR names, written down so no page has to load them.
    expect(LANGUAGES.map(ownLanguageName)).toEqual(LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: 'language' }).of(language)));
  });

  it('speaks no language it has not got', () => {
    expect(languageOfTag('de-DE')).toBeUndefined();
    expect(languageOfTag('')).toBeUndefined();
    expect(languageOfTag(undefined)).toBeUndefined();
    expect(languageOfTag('english')).toBeUndefined();
  });

  it('takes the first preferred tag it speaks', () => {
    expect(firstSpokenLanguage(['de-DE', 'fr-CA', 'es'])).toBe('fr');
    expect(firstSpokenLanguage(['de', 'it'])).toBeUndefined();
  });

  it('chooses the profile locale, else the preferred tags, else the tenant default, else English', () => {
    expect(chooseLanguage({ profile: 'fr-CA', preferred: ['es-MX'], tenant: 'en-US' })).toBe('fr');
    expect(chooseLanguage({ profile: 'de-DE', preferred: ['es-MX'], tenant: 'fr-CA' })).toBe('es');
    expect(chooseLanguage({ preferred: ['de', 'it'], tenant: 'fr-CA' })).toBe('fr');
    expect(chooseLanguage({ preferred: [null, undefined] })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });

  it('reads an Accept-Language header, most wanted first', () => {
    expect(acceptLanguageTags('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr-CA', 'fr', 'en']);
    expect(acceptLanguageTags('en;q=0.5, es-MX, *;q=0.1, de;q=0')).toEqual(['es-MX', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});
