import { describe, expect, it } from 'vitest';
import { eligibilityOf, hasServiceArea, isInServiceArea } from '../../../src/engine/address';

const demo = { service_area_states: ['VT', 'NH', 'MA'], service_area_zip_codes: [] };

describe('the service-area rule', () => {
  it('serves a ZIP of a served state, naming the place', () => {
    expect(eligibilityOf(demo, { zip5: '05401', state: 'VT', city: 'Burlington' })).toEqual({
      is_eligible: true,
      eligibility_message: 'Good news: we deliver to Burlington, VT. Please continue with your signup.',
    });
  });

  it('does not serve another state', () => {
    expect(eligibilityOf(demo, { zip5: '90210', state: 'CA', city: 'Beverly Hills' })).toEqual({
      is_eligible: false,
      eligibility_message: "Sorry, we don't deliver to Beverly Hills, CA yet.",
    });
  });

  it('serves a listed ZIP whatever its state, even one the data set does not know', () => {
    const settings = { service_area_states: [], service_area_zip_codes: ['90210', '00000'] };
    expect(isInServiceArea(settings, { zip5: '90210', state: 'CA' })).toBe(true);
    expect(eligibilityOf(settings, { zip5: '00000' })).toEqual({ is_eligible: true, eligibility_message: 'Good news: we deliver to ZIP code 00000. Please continue with your signup.' });
    expect(isInServiceArea(settings, { zip5: '00001' })).toBe(false);
  });

  it('compares states without regard to case, and serves nothing without settings', () => {
    expect(isInServiceArea({ service_area_states: ['vt'] }, { zip5: '05401', state: 'VT' })).toBe(true);
    expect(isInServiceArea({}, { zip5: '05401', state: 'VT' })).toBe(false);
  });
});

describe('the service area abroad (issue 22, item 9)', () => {
  const cleangas = { service_area_countries: ['KY'] };

  it('serves a whole country listed in service_area_countries, naming the town and the country', () => {
    expect(eligibilityOf(cleangas, { country: 'KY', state: 'KY', city: 'George Town' })).toEqual({
      is_eligible: true,
      eligibility_message: 'Good news: we deliver to George Town, Cayman Islands. Please continue with your signup.',
    });
    expect(isInServiceArea(cleangas, { country: 'CYM' })).toBe(true);
    expect(eligibilityOf(cleangas, { country: 'CA', state: 'ON' })).toEqual({ is_eligible: false, eligibility_message: "Sorry, we don't deliver to Canada yet." });
  });

  it('never reads a country code as a US state: "KY" among the states is Kentucky', () => {
    const kentucky = { service_area_states: ['KY'] };
    expect(isInServiceArea(kentucky, { zip5: '40601', state: 'KY' })).toBe(true);
    expect(isInServiceArea(kentucky, { country: 'KY', state: 'KY' })).toBe(false);
    expect(isInServiceArea(cleangas, { zip5: '40601', state: 'KY' })).toBe(false);
  });

  it('serves one subdivision abroad by its ISO 3166-2 code, and a US state written the same way', () => {
    const settings = { service_area_states: ['CA-ON', 'US-VT'] };
    expect(isInServiceArea(settings, { country: 'CA', state: 'on' })).toBe(true);
    expect(isInServiceArea(settings, { country: 'CA', state: 'QC' })).toBe(false);
    expect(isInServiceArea(settings, { country: 'CA' })).toBe(false);
    expect(isInServiceArea(settings, { zip5: '05401', state: 'VT' })).toBe(true);
    expect(isInServiceArea(settings, { country: 'ZZ', state: 'ON' })).toBe(false);
  });

  it('tells whether a tenant serves anywhere at all', () => {
    expect(hasServiceArea({})).toBe(false);
    expect(hasServiceArea({ service_area_states: [], service_area_zip_codes: [' '], service_area_countries: [] })).toBe(false);
    expect(hasServiceArea({ service_area_states: ['VT'] })).toBe(true);
    expect(hasServiceArea(cleangas)).toBe(true);
  });
});
