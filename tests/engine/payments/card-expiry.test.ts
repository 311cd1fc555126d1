import { describe, expect, it } from 'vitest';
import { cardExpiryProblem, checkRules, parseCardExpiry } from '../../../src/engine/validation';
import { CARD_DATA_RULES } from '../../../src/engine/payments/payment-rules';
import { cardDataProblems } from '../../../src/engine/payments/payment-problems';

const now = new Date('2026-11-24T12:00:00Z');

describe('card expiry as people type it (issue 22, item 11)', () => {
  it('reads "1228", "12/28" and "12 / 28" as December 2028', () => {
    for (const typed of ['1228', '12/28', '12 / 28', ' 12/ 28 ', '12 /28']) {
      expect(parseCardExpiry(typed), typed).toEqual({ month: 12, year: 2028 });
      expect(cardExpiryProblem(typed, now), typed).toBeNull();
    }
  });

  it('still refuses what is not a month and a year', () => {
    for (const typed of ['1328', '0028', '12/2028', '122', '12-28', '12//28', 'ab/cd', '']) expect(cardExpiryProblem(typed, now), typed).toBe('format');
    expect(cardExpiryProblem('1025', now)).toBe('expired');
  });

  it('passes the form rule and the server check of a new card typed "1228"', () => {
    const data = { account_holder: { first_name: 'Pat', last_name: 'Doe' }, card: { cc_number: '4242 4242 4242 4242', cc_exp: '1228', cc_cvv: '123' } };
    expect(checkRules(CARD_DATA_RULES, data, now)).toEqual([]);
    expect(cardDataProblems(data, now, false)).toEqual([]);
  });
});
