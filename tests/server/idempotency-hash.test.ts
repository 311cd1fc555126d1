import { describe, expect, it } from 'vitest';
import { requestHash } from '../../src/server/http/idempotency/idempotency-store';

const body = (cc_number: string, cc_cvv = '123', amount = 10) => ({ account_id: '100001', amount, payment_type: 'credit_card', data: { card: { cc_number, cc_exp: '12/30', cc_cvv } } });

describe('the request hash kept with an Idempotency-Key', () => {
  it('tells requests apart by everything but the hidden digits of a card or account number', () => {
    expect(requestHash('makePayment', body('4242424242424242'))).not.toBe(requestHash('makePayment', body('4242424242424242', '123', 11)));
    expect(requestHash('makePayment', body('4242424242424242'))).not.toBe(requestHash('makePayment', body('5555555555554444')));
    expect(requestHash('makePayment', body('4242424242424242'))).not.toBe(requestHash('makeGuestPayment', body('4242424242424242')));
  });

  it('is computed from no card number, CVV or account number whole: those count by their last 4 only', () => {
    expect(requestHash('makePayment', body('4242424242424242', '123'))).toBe(requestHash('makePayment', body('4000056655664242', '999')));
    const bank = (account_number: string) => ({ data: { account_number, confirm_account_number: account_number, routing_number: '110000000' } });
    expect(requestHash('createPaymentSource', bank('000123456789'))).toBe(requestHash('createPaymentSource', bank('999993456789')));
  });

  it('ignores the order of object keys', () => {
    expect(requestHash('x', { a: 1, b: { c: 2, d: 3 } })).toBe(requestHash('x', { b: { d: 3, c: 2 }, a: 1 }));
  });
});
