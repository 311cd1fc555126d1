import { describe, expect, it } from 'vitest';
import { CallError } from '../../src/engine/api/call-error';

/** Spec 2 §8: adding a payment source shows error_code, else detail, else "An error occurred." */
describe('createPaymentSource failures', () => {
  it('show the error code first, then the detail, then the generic message', () => {
    expect(new CallError('createPaymentSource', 402, { error_code: 'CARD_DECLINED', detail: 'Your card was declined.' }).message).toBe('CARD_DECLINED');
    expect(new CallError('createPaymentSource', 422, { detail: 'Invalid card number' }).message).toBe('Invalid card number');
    expect(new CallError('createPaymentSource', 500, {}).message).toBe('An error occurred.');
  });

  it('other payment-source calls keep "(status) detail"', () => {
    expect(new CallError('updatePaymentSource', 404, { detail: 'Not found' }).message).toBe('(404) Not found');
  });
});
