import { describe, expect, it } from 'vitest';
import { amountLimitProblem, amountLimitText, largestAmountCents } from '../../../src/engine/payments/amount-limits';

const limits = { maxAmount: 25_000, amountDue: 376, overpaymentMargin: 1000 };

describe('amount limits', () => {
  it('refuses $25,000 on an account owing $376: the amount due plus the margin is the most', () => {
    expect(largestAmountCents(limits)).toBe(137_600);
    expect(amountLimitProblem(2_500_000, 0, limits)).toBe('above-due');
    expect(amountLimitProblem(137_600, 0, limits)).toBeNull();
    expect(amountLimitProblem(137_601, 0, limits)).toBe('above-due');
    expect(amountLimitText('above-due', limits)).toBe('The amount may not be more than $1,376.00: the amount due, $376.00, plus $1,000.00');
  });

  it('with no margin, no more than the amount due; a credit balance counts as nothing due', () => {
    const none = { ...limits, overpaymentMargin: 0 };
    expect(amountLimitProblem(37_601, 0, none)).toBe('above-due');
    expect(amountLimitText('above-due', none)).toBe('The amount may not be more than the amount due, $376.00');
    expect(largestAmountCents({ ...limits, amountDue: -50 })).toBe(100_000);
  });

  it('applies the maximum to the amount with its fee', () => {
    const owing = { ...limits, amountDue: 30_000 };
    expect(amountLimitProblem(2_490_000, 62_350, owing)).toBe('total-above-max');
    expect(amountLimitProblem(2_490_000, 10_000, owing)).toBeNull();
    expect(amountLimitProblem(2_500_001, 0, owing)).toBe('above-max');
    expect(amountLimitText('total-above-max', owing)).toBe('The amount with its fee may not be more than $25,000.00');
  });

  it('without a known amount due, only the maximum applies', () => {
    expect(amountLimitProblem(2_400_000, 0, { maxAmount: 25_000, overpaymentMargin: 0 })).toBeNull();
  });
});
