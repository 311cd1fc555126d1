import { describe, expect, it } from 'vitest';
import { eligibilityOf, isInServiceArea } from '../../../src/engine/address';

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
