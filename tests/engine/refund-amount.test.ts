import { describe, expect, it } from 'vitest';
import { checkRefundAmount, defaultRefundAmount, refundProblems } from '../../src/engine/payments/refund-amount';

describe('a ticket refund amount', () => {
  it('starts at the whole ticket (the widget shows its cents), or at nothing without an amount', () => {
    expect(defaultRefundAmount(250)).toBe(250);
    expect(defaultRefundAmount(12.5)).toBe(12.5);
    expect(defaultRefundAmount(0)).toBeUndefined();
    expect(defaultRefundAmount(null)).toBeUndefined();
  });

  it('takes a part or all of the ticket, in dollars and cents', () => {
    expect(checkRefundAmount('10', 250)).toEqual({ ok: true, amount: 10 });
    expect(checkRefundAmount(' 12.34 ', 250)).toEqual({ ok: true, amount: 12.34 });
    expect(checkRefundAmount('250.00', 250)).toEqual({ ok: true, amount: 250 });
  });

  it('refuses nothing, a negative or malformed amount, more than 2 decimals and more than the ticket', () => {
    expect(checkRefundAmount('', 250)).toEqual({ ok: false, problem: 'Enter an amount in dollars, with at most 2 decimals.' });
    expect(checkRefundAmount('-5', 250).ok).toBe(false);
    expect(checkRefundAmount('1.234', 250).ok).toBe(false);
    expect(checkRefundAmount('abc', 250).ok).toBe(false);
    expect(checkRefundAmount('0.00', 250)).toEqual({ ok: false, problem: 'Enter an amount greater than $0.00.' });
    expect(checkRefundAmount('250.01', 250)).toEqual({ ok: false, problem: "Enter at most the ticket's amount, $250.00." });
  });

  it("words what a refund form's answers lack at their fields, as the money widget holds the amount", () => {
    expect(refundProblems({ amount: 5, reason: 'Short delivery' }, 250)).toEqual([]);
    expect(refundProblems({ amount: 5, reason: '   ' }, 250)).toEqual([{ path: 'reason', message: 'Enter the reason for the refund.' }]);
    expect(refundProblems({ reason: 'x' }, 250)).toEqual([{ path: 'amount', message: 'Enter an amount in dollars, with at most 2 decimals.' }]);
    expect(refundProblems({ amount: '1.234', reason: 'x' }, 250)).toEqual([{ path: 'amount', message: 'Enter an amount in dollars, with at most 2 decimals.' }]);
    expect(refundProblems({ amount: 0, reason: 'x' }, 250)).toEqual([{ path: 'amount', message: 'Enter an amount greater than $0.00.' }]);
    expect(refundProblems({ amount: 250.01 }, 250)).toEqual([
      { path: 'amount', message: "Enter at most the ticket's amount, $250.00." },
      { path: 'reason', message: 'Enter the reason for the refund.' },
    ]);
  });
});
