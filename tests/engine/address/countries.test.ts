import { describe, expect, it } from 'vitest';
import { setLanguageSource } from '../../../src/engine/i18n/active-language';
import { countryName, countryOptions, subdivisionsOf, toAlpha2 } from '../../../src/engine/address';

describe('countryOptions', () => {
  const options = countryOptions();

  it('puts the placeholder first, then the United States, then the rest by name', () => {
    expect(options[0]).toEqual({ value: '', label: 'Select a country' });
    expect(options[1]).toEqual({ value: 'US', label: 'United States of America' });
    const rest = options.slice(2).map((option) => option.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest[0]).toBe('Afghanistan');
  });

  it('lists about 250 ISO countries once each', () => {
    const codes = options.slice(1).map((option) => option.value);
    expect(codes.length).toBeGreaterThanOrEqual(245);
    expect(codes.length).toBeLessThanOrEqual(255);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(codes).toEqual(expect.arrayContaining(['CA', 'KY', 'GB', 'SI', 'KE']));
  });

  it('hands out copies, so a caller cannot change the list', () => {
    options[1].label = 'changed';
    expect(countryOptions()[1].label).toBe('United States of America');
  });
});

describe('toAlpha2', () => {
  it('accepts two- and three-letter codes in any case', () => {
    expect(toAlpha2('US')).toBe('US');
    expect(toAlpha2('usa')).toBe('US');
    expect(toAlpha2('Cym')).toBe('KY');
    expect(toAlpha2(' deu ')).toBe('DE');
    expect(toAlpha2('ca')).toBe('CA');
  });

  it('refuses what is not a code', () => {
    for (const code of ['', 'ZZ', 'XYZ', 'United States', 'U', 'USAA', '\u0000US']) expect(toAlpha2(code), code).toBeUndefined();
    expect(toAlpha2(undefined as unknown as string)).toBeUndefined();
  });

  it('names a country', () => {
    expect(countryName('KY')).toBe('Cayman Islands');
    expect(countryName('zz')).toBeUndefined();
  });
});

describe('subdivisionsOf', () => {
  it('counts the spec’s examples', () => {
    expect(subdivisionsOf('US')).toHaveLength(57);
    expect(subdivisionsOf('AU')).toHaveLength(8);
    expect(subdivisionsOf('DE')).toHaveLength(16);
    expect(subdivisionsOf('KE')).toHaveLength(47);
    expect(subdivisionsOf('LV').length).toBeGreaterThanOrEqual(115);
    expect(subdivisionsOf('SI').length).toBeGreaterThanOrEqual(205);
  });

  it('gives codes without the country prefix, with types, sorted by name', () => {
    const us = subdivisionsOf('usa');
    expect(us).toContainEqual({ code: 'VT', name: 'Vermont', type: 'State' });
    expect(us).toContainEqual({ code: 'DC', name: 'District of Columbia', type: 'District' });
    expect(us.some((s) => s.type === 'Outlying area')).toBe(true);
    const names = us.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(subdivisionsOf('KE').every((s) => s.type === 'County')).toBe(true);
    expect(subdivisionsOf('AU').map((s) => s.type).sort()).toEqual([...Array(6).fill('State'), 'Territory', 'Territory']);
  });

  it('small territories have one subdivision of type Country', () => {
    expect(subdivisionsOf('KY')).toEqual([{ code: expect.any(String), name: expect.any(String), type: 'Country' }]);
  });

  it('knows nothing of unknown codes', () => {
    expect(subdivisionsOf('ZZ')).toEqual([]);
    expect(subdivisionsOf('')).toEqual([]);
  });
});

describe('country names in the reader’s language (issue 24)', () => {
  const inLanguage = <T>(language: 'es' | 'fr', read: () => T): T => {
    setLanguageSource(() => language);
    try {
      return read();
    } finally {
      setLanguageSource(() => 'en');
    }
  };

  it('names countries in Spanish and French from the platform’s data, the United States still first', () => {
    const spanish = inLanguage('es', countryOptions);
    expect(spanish[1]).toEqual({ value: 'US', label: 'Estados Unidos' });
    expect(spanish.find((option) => option.value === 'DE')?.label).toBe('Alemania');
    expect(inLanguage('fr', () => countryName('DEU'))).toBe('Allemagne');
    // Sorted as a Spanish reader expects: accents do not send Österreich-like names to the end.
    const labels = spanish.slice(2).map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('keeps the official English names in English', () => {
    expect(countryOptions()[1].label).toBe('United States of America');
    expect(countryName('DE')).toBe('Germany');
  });
});
