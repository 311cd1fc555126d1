import { describe, expect, it } from 'vitest';
import { appWithSteppedClock } from './support/test-app';

const t = appWithSteppedClock();
const check = (payload: unknown, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}/new-customer/eligible`, payload: payload as object, headers: { 'content-type': 'application/json' } });

describe('POST /new-customer/eligible', () => {
  it('tells a visitor in Vermont the demo supplier delivers there, naming the town', async () => {
    const response = await check({ zip_code: '05401' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_eligible: true, eligibility_message: 'Good news: we deliver to Burlington, VT. Please continue with your signup.' });
  });

  it('accepts a ZIP+4 and a ZIP of another served state', async () => {
    expect((await check({ zip_code: '05401-1234' })).json()).toMatchObject({ is_eligible: true });
    expect((await check({ zip_code: '03301' })).json()).toMatchObject({ is_eligible: true, eligibility_message: expect.stringContaining('Concord, NH') });
    expect((await check({ zip_code: '02108' })).json()).toMatchObject({ is_eligible: true, eligibility_message: expect.stringContaining(', MA') });
  });

  it('tells a visitor in Beverly Hills it is outside the service area (200, not an error)', async () => {
    const response = await check({ zip_code: '90210' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_eligible: false, eligibility_message: "Sorry, we don't deliver to Beverly Hills, CA yet." });
  });

  it('does not serve a ZIP the data set does not know', async () => {
    expect((await check({ zip_code: '00000' })).json()).toEqual({ is_eligible: false, eligibility_message: "Sorry, we don't deliver to ZIP code 00000 yet." });
  });

  it('decides by each tenant’s own settings: cleangas serves no US state', async () => {
    const response = await check({ zip_code: '05401' }, 'cleangas');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_eligible: false });
  });

  it('answers a malformed ZIP with 400 and the spec’s message at the field', async () => {
    for (const zip_code of ['', '0540', 'ABCDE', '05401-12', '05401 1234', '٠٥٤٠١']) {
      const response = await check({ zip_code });
      expect(response.statusCode, zip_code).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'Invalid delivery zipcode. Format: 12345 or 12345-6789',
        error_code: 'INVALID_ZIPCODE',
        errors: [{ path: 'body/zip_code', message: 'Invalid delivery zipcode. Format: 12345 or 12345-6789' }],
      });
    }
  });

  it('checks a postal code by its country: Canada takes K1A 0B1 and refuses 12345 with its own hint (issue 22, item 9)', async () => {
    const canada = await check({ zip_code: 'K1A 0B1', country: 'CA', state: 'ON', city: 'Ottawa' });
    expect(canada.statusCode).toBe(200);
    expect(canada.json()).toEqual({ is_eligible: false, eligibility_message: "Sorry, we don't deliver to Ottawa, Canada yet." });
    const wrong = await check({ zip_code: '12345', country: 'CA' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error_code: 'INVALID_ZIPCODE', errors: [{ path: 'body/zip_code', message: 'Invalid delivery zipcode. Format: A1A 1A1' }] });
    // A US address said as such, or with no country, is the ZIP rule as before.
    expect((await check({ zip_code: '05401', country: 'USA' })).json()).toMatchObject({ is_eligible: true });
    expect((await check({ zip_code: 'K1A 0B1', country: '' })).json()).toMatchObject({ detail: 'Invalid delivery zipcode. Format: 12345 or 12345-6789' });
  });

  it('serves the Cayman Islands on cleangas with any postal code or none, and nowhere else', async () => {
    for (const zip_code of ['', 'KY1-1102', 'anything']) {
      const response = await check({ zip_code, country: 'KY', state: 'KY', city: 'George Town' }, 'cleangas');
      expect(response.statusCode, zip_code).toBe(200);
      expect(response.json()).toEqual({ is_eligible: true, eligibility_message: 'Good news: we deliver to George Town, Cayman Islands. Please continue with your signup.' });
    }
    expect((await check({ zip_code: '', country: 'CYM' }, 'cleangas')).json()).toMatchObject({ is_eligible: true, eligibility_message: expect.stringContaining('Cayman Islands') });
    expect((await check({ zip_code: 'K1A 0B1', country: 'CA' }, 'cleangas')).json()).toMatchObject({ is_eligible: false });
    // Kentucky is not the Cayman Islands.
    expect((await check({ zip_code: '40601' }, 'cleangas')).json()).toMatchObject({ is_eligible: false });
    expect((await check({ zip_code: '', country: 'KY' })).json()).toMatchObject({ is_eligible: false });
  });

  it('answers an unknown country with 400 at its field', async () => {
    const response = await check({ zip_code: '12345', country: 'ZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'INVALID_COUNTRY', errors: [{ path: 'body/country', message: 'Select a country from the list' }] });
  });

  it('refuses hostile bodies with a 4xx, never a 5xx', async () => {
    const hostile: unknown[] = [{}, { zip_code: '05401\u0000' }, { zip_code: 5401 }, { zip_code: null }, { zip_code: ['05401'] }, { zip_code: '9'.repeat(100_000) }, { zip_code: '05401', extra: 1 }, { zip_code: '', country: 5 }, { zip_code: '', country: 'KYY1' }, { zip_code: '', country: 'KY', state: ['x'] }, { zip_code: '', country: '\u0000' }, [], 'zip', { zip_code: { $ne: '' } }];
    for (const body of hostile) {
      const response = await check(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('throttles per address: the 61st check within the hour is 429', async () => {
    for (let i = 0; i < 60; i++) expect((await check({ zip_code: '05401' })).statusCode).toBe(200);
    const blocked = await check({ zip_code: '05401' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
