import { describe, expect, it } from 'vitest';
import { POSTAL_PATTERN_COUNTRIES, isPostalCode, postalCodeHint, postalCodeProblem } from '../../../src/engine/address';

/**
 * Real postal codes of each of the spec's 27 countries (a post office, a landmark) and values
 * that are not; the invalid ones are the mistakes people make (a digit short, letters swapped).
 */
const VECTORS: Record<(typeof POSTAL_PATTERN_COUNTRIES)[number], { valid: string[]; invalid: string[] }> = {
  US: { valid: ['05401', '90210', '05401-1234'], invalid: ['5401', '054011', '05401-123', '05401 1234', 'ABCDE', '05401-'] },
  CA: { valid: ['K1A 0B1', 'M5V3L9', 'h0h 0h0'], invalid: ['K1A 0B', 'D1A 0B1', '12345', 'KIA OBI'] },
  MX: { valid: ['06500', '44100'], invalid: ['0650', '065000', 'A6500'] },
  GB: { valid: ['SW1A 1AA', 'EC1A 1BB', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'sw1a1aa'], invalid: ['SW1A', '12345', 'SW1A 1A', 'QQ1 1QQQ'] },
  IN: { valid: ['110001', '400001'], invalid: ['11001', '1100011', '11000A'] },
  AU: { valid: ['2000', '0800'], invalid: ['200', '20000', 'NSW2000'] },
  NZ: { valid: ['6011', '1010'], invalid: ['601', '60111'] },
  JP: { valid: ['100-0001', '150-0002'], invalid: ['1000001', '100-001', '10-00001'] },
  DE: { valid: ['10115', '80331'], invalid: ['1011', '101155', 'D-10115'] },
  FR: { valid: ['75001', '75 001', '13001'], invalid: ['7500', '750011', 'F75001'] },
  IT: { valid: ['00118', '20121'], invalid: ['0018', '201210', 'I-20121'] },
  ES: { valid: ['28001', '08001', '52001'], invalid: ['53001', '00001', '2800'] },
  PT: { valid: ['1000-001', '4000'], invalid: ['1000001', '1000-01', '100'] },
  BR: { valid: ['01310-100', '01310100'], invalid: ['01310-10', '0131-0100', '013101000'] },
  AR: { valid: ['C1425DQB', 'B1636', 'c1425dqb'], invalid: ['1425', 'C142', 'C1425DQ', 'I1425'] },
  CL: { valid: ['8320000', '7500000'], invalid: ['832000', '83200000'] },
  CO: { valid: ['110111', '050001', '760001'], invalid: ['110', '1101111', '000001', '990000X'] },
  PE: { valid: ['15001', '04001'], invalid: ['1500', '35001', '150011'] },
  VE: { valid: ['1010', '5101'], invalid: ['101', '10101'] },
  AT: { valid: ['1010', '6020'], invalid: ['0101', '101', '10100'] },
  BE: { valid: ['1000', '9000'], invalid: ['100', '10000', 'B-1000'] },
  CH: { valid: ['8001', '1204'], invalid: ['800', '80011', 'CH-8001'] },
  DK: { valid: ['1050', '8000'], invalid: ['105', '10500'] },
  FI: { valid: ['00100', 'FI-00100', '22100'], invalid: ['0010', '001000', 'SE-00100'] },
  NL: { valid: ['1012 AB', '1012AB', '1012 ab'], invalid: ['1012', '1012 A', 'AB 1012'] },
  NO: { valid: ['0150', '5003'], invalid: ['015', '01500'] },
  SE: { valid: ['111 22', '11122', 'SE-111 22'], invalid: ['1112', '111 222', 'S-111 22'] },
};

describe('postal codes of the 27 countries with a pattern', () => {
  it('has vectors for exactly the spec’s countries', () => {
    expect(Object.keys(VECTORS).sort()).toEqual([...POSTAL_PATTERN_COUNTRIES].sort());
    expect(POSTAL_PATTERN_COUNTRIES).toHaveLength(27);
  });

  for (const [country, { valid, invalid }] of Object.entries(VECTORS)) {
    it(`${country}: accepts ${valid.join(', ')}`, () => {
      for (const code of valid) expect(isPostalCode(country, code), `${country} ${code}`).toBe(true);
      for (const code of valid) expect(postalCodeProblem(country, code, { use: 'delivery' })).toBeUndefined();
    });
    it(`${country}: refuses ${invalid.join(', ')} and empty`, () => {
      for (const code of [...invalid, '', '   ']) {
        expect(isPostalCode(country, code), `${country} ${code}`).toBe(false);
        expect(postalCodeProblem(country, code, { use: 'delivery' })).toBe(`Invalid delivery zipcode. ${postalCodeHint(country)}`);
        expect(postalCodeProblem(country, code, { use: 'billing' })).toBe('Invalid card zipcode');
      }
    });
  }

  it('gives the spec’s hints, and a derived one for the other patterned countries', () => {
    expect(postalCodeHint('US')).toBe('Format: 12345 or 12345-6789');
    expect(postalCodeHint('usa')).toBe('Format: 12345 or 12345-6789');
    expect(postalCodeHint('CA')).toBe('Format: A1A 1A1');
    expect(postalCodeHint('KE')).toBe('Enter postal code');
    expect(postalCodeHint('')).toBe('Enter postal code');
    expect(postalCodeHint('DE')).toBe('Format: 12345');
    expect(postalCodeProblem('US', '1234', { use: 'delivery' })).toBe('Invalid delivery zipcode. Format: 12345 or 12345-6789');
    expect(postalCodeProblem('CA', '1234', { use: 'delivery' })).toBe('Invalid delivery zipcode. Format: A1A 1A1');
  });

  it('accepts alpha-3 and lower-case country codes', () => {
    expect(postalCodeProblem('USA', '05401', { use: 'delivery' })).toBeUndefined();
    expect(postalCodeProblem('usa', 'ABCDE', { use: 'delivery' })).toBe('Invalid delivery zipcode. Format: 12345 or 12345-6789');
    expect(postalCodeProblem('can', 'K1A 0B1', { use: 'billing' })).toBeUndefined();
    expect(postalCodeProblem('deu', '1011', { use: 'billing' })).toBe('Invalid card zipcode');
  });

  it('refuses a value far longer than any postal code', () => {
    expect(isPostalCode('US', '1'.repeat(100_000))).toBe(false);
  });
});

describe('countries without a pattern', () => {
  it('KY accepts anything, even empty', () => {
    for (const code of ['KY1-1102', 'anything', '', '12']) expect(postalCodeProblem('KY', code, { use: 'delivery' })).toBeUndefined();
    expect(postalCodeProblem('CYM', '', { use: 'billing' })).toBeUndefined();
  });

  it('skips KY entirely for cleangas, and still checks its other countries', () => {
    expect(postalCodeProblem('KY', '', { tenant: 'cleangas', use: 'delivery' })).toBeUndefined();
    expect(postalCodeProblem('US', '123', { tenant: 'cleangas', use: 'delivery' })).toBe('Invalid delivery zipcode. Format: 12345 or 12345-6789');
  });

  it('other countries need only a non-empty value', () => {
    expect(postalCodeProblem('KE', '00100', { use: 'delivery' })).toBeUndefined();
    expect(postalCodeProblem('KE', 'x', { use: 'delivery' })).toBeUndefined();
    expect(postalCodeProblem('KE', ' ', { use: 'delivery' })).toBe('Invalid delivery zipcode. Enter postal code');
    expect(postalCodeProblem('LV', '', { use: 'billing' })).toBe('Invalid card zipcode');
  });

  it('an unknown country code needs a non-empty value', () => {
    expect(postalCodeProblem('ZZ', '', { use: 'delivery' })).toBe('Invalid delivery zipcode. Enter postal code');
    expect(postalCodeProblem('ZZ', 'abc', { use: 'delivery' })).toBeUndefined();
  });
});
