import { describe, expect, it } from 'vitest';
import { paymentCharge } from '../../../src/engine/payments/fees';

describe('paymentCharge', () => {
  it('rounds a fee of exactly half a cent up, whatever binary fractions the percentage makes', () => {
    // 0.35% of $110.00 is 38.5 cents; in floating point 11000 * 0.35 / 100 is 38.499999…
    expect(paymentCharge(11_000, 'credit_card', false, { cc_convenience_fee_percent: 0.35 })).toEqual({ amount: 110, fee: 0.39, total: 110.39 });
    expect(paymentCharge(21_000, 'credit_card', false, { cc_convenience_fee_percent: 0.35 }).fee).toBe(0.74);
    // 2.5% of $1.00 is 2.5 cents.
    expect(paymentCharge(100, 'credit_card', true, { cc_convenience_fee_percent: 2.5, new_card_fee: 1 })).toEqual({ amount: 1, fee: 1.03, total: 2.03 });
    expect(paymentCharge(100, 'bank_account', true, { cc_convenience_fee_percent: 2.5, new_card_fee: 1 }).fee).toBe(0);
  });
});
