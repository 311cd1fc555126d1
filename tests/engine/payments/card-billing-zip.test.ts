import { describe, expect, it } from 'vitest';
import { cardDataProblems } from '../../../src/engine/payments/payment-problems';

const now = new Date('2026-11-24T12:00:00Z');
const card = (address: Record<string, string>) => ({
  account_holder: { first_name: 'Pat', last_name: 'Doe' },
  card: { cc_number: '4242424242424242', cc_exp: '12/29', cc_cvv: '123' },
  address: { street1: '1 Main St', city: 'Town', state: 'X', ...address },
});
const zipProblems = (data: unknown, tenant?: string) => cardDataProblems(data, now, true, tenant).filter((p) => p.path === 'address.zipcode');

describe('card billing postal code', () => {
  it("checks a US billing ZIP by the spec's pattern, US being the default country", () => {
    expect(zipProblems(card({ zipcode: '05401' }))).toEqual([]);
    expect(zipProblems(card({ zipcode: '0540' }))).toEqual([{ path: 'address.zipcode', message: 'Invalid card zipcode' }]);
  });

  it("checks another country's billing postal code by that country's rule", () => {
    expect(zipProblems(card({ zipcode: 'K1A 0B1', country: 'CA' }))).toEqual([]);
    expect(zipProblems(card({ zipcode: '05401', country: 'CA' }))).toEqual([{ path: 'address.zipcode', message: 'Invalid card zipcode' }]);
    expect(zipProblems(card({ zipcode: '10115', country: 'DEU' }))).toEqual([]);
  });

  it('accepts anything for the Cayman Islands, and skips even the empty check there for cleangas', () => {
    expect(zipProblems(card({ zipcode: 'KY1-1102', country: 'KY' }))).toEqual([]);
    expect(zipProblems(card({ zipcode: '', country: 'KY' }), 'cleangas')).toEqual([]);
  });
});
