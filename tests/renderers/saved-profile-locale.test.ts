import { describe, expect, it } from 'vitest';
import { savedProfileLocale } from '../../src/renderers/language/saved-profile-locale';

describe("the locale a form screen's submit saved to the caller's profile", () => {
  it("is updateProfile's answer's locale", () => {
    expect(savedProfileLocale('updateProfile', { first_name: 'Ann', locale: 'fr' })).toBe('fr');
    expect(savedProfileLocale('updateProfile', { locale: 'en-US' })).toBe('en-US');
  });

  it('is nothing for another operation, or an answer without a locale', () => {
    expect(savedProfileLocale('updateUser', { locale: 'fr' })).toBeUndefined();
    expect(savedProfileLocale(undefined, { locale: 'fr' })).toBeUndefined();
    expect(savedProfileLocale('updateProfile', { first_name: 'Ann' })).toBeUndefined();
    expect(savedProfileLocale('updateProfile', { locale: '' })).toBeUndefined();
    expect(savedProfileLocale('updateProfile', null)).toBeUndefined();
  });
});
