import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../../src/server/address/service-area';
import { zipPlace, zipsStartingWith } from '../../src/server/address/zip-places';
import { HttpProblem } from '../../src/server/http/problem';

const demo = { service_area_states: ['VT', 'NH', 'MA'], service_area_zip_codes: [] };

describe('checkEligibility (ZIP → state from the zipcodes data set)', () => {
  it('serves a Vermont ZIP, a ZIP+4 by its five digits', () => {
    expect(checkEligibility(demo, { zipcode: '05401' })).toEqual({
      is_eligible: true,
      eligibility_message: 'Good news: we deliver to Burlington, VT. Please continue with your signup.',
      zip5: '05401',
      city: 'Burlington',
      state: 'VT',
    });
    expect(checkEligibility(demo, { zipcode: '03301-1234' })).toMatchObject({ is_eligible: true, state: 'NH', zip5: '03301' });
  });

  it('does not serve Beverly Hills', () => {
    expect(checkEligibility(demo, { zipcode: '90210' })).toMatchObject({ is_eligible: false, eligibility_message: "Sorry, we don't deliver to Beverly Hills, CA yet.", state: 'CA' });
  });

  it('serves a listed ZIP of an unserved state, and an unknown ZIP only when listed', () => {
    expect(checkEligibility({ ...demo, service_area_zip_codes: ['90210'] }, { zipcode: '90210' }).is_eligible).toBe(true);
    expect(checkEligibility(demo, { zipcode: '00000' })).toEqual({ is_eligible: false, eligibility_message: "Sorry, we don't deliver to ZIP code 00000 yet.", zip5: '00000' });
    expect(checkEligibility({ service_area_zip_codes: ['00000'] }, { zipcode: '00000' }).is_eligible).toBe(true);
  });

  it('answers a malformed ZIP with a 400 and the spec’s message, never "not eligible"', () => {
    for (const bad of ['', '0540', '05401-12', 'K1A 0B1', '05401\u0000', '9'.repeat(10_000), 12345 as unknown as string]) {
      let thrown: unknown;
      try {
        checkEligibility(demo, { zipcode: bad });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, String(bad).slice(0, 20)).toBeInstanceOf(HttpProblem);
      expect((thrown as HttpProblem).status).toBe(400);
      expect((thrown as HttpProblem).detail).toBe('Invalid delivery zipcode. Format: 12345 or 12345-6789');
    }
  });
});

describe('zip places', () => {
  it('ignores the data set’s Canadian prefixes', () => {
    expect(zipPlace('05401')).toEqual({ zip5: '05401', city: 'Burlington', state: 'VT' });
    expect(zipPlace('K1A')).toEqual({ zip5: 'K1A' });
  });

  it('lists known ZIPs by prefix, in order, at most the limit', () => {
    const found = zipsStartingWith('054', 5);
    expect(found).toHaveLength(5);
    expect(found.every((place) => place.zip5.startsWith('054') && place.state === 'VT')).toBe(true);
    expect(found.map((place) => place.zip5)).toEqual([...found.map((place) => place.zip5)].sort());
    expect(zipsStartingWith('abc', 5)).toEqual([]);
    expect(zipsStartingWith('99999', 5)).toEqual([]);
  });
});
