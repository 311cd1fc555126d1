import { describe, expect, it } from 'vitest';
import { countsAsPending, figuresLessPending, pendingCents, type StatedFigures } from '../../../src/engine/payments/pending-against-stated';

const stated: StatedFigures = { account_balance: 633.42, amount_due: 380, balance_30_days: 200, balance_60_days: 100, balance_90_days: 50, balance_over_90_days: 25.5 };

describe('pendingCents', () => {
  it('counts unconfirmed payments that were not returned, in exact cents', () => {
    const payments = [
      { amount: 0.1, status: 'pending' as const, confirmed: false },
      { amount: 0.2, status: 'settled' as const, confirmed: false },
      { amount: 50, status: 'returned' as const, confirmed: false },
      { amount: 70, status: 'settled' as const, confirmed: true },
      { amount: 5, status: 'refunded' as const, confirmed: false },
    ];
    expect(payments.map(countsAsPending)).toEqual([true, true, false, false, true]);
    expect(pendingCents(payments)).toBe(530);
    expect(pendingCents([])).toBe(0);
  });
});

describe('figuresLessPending', () => {
  it('shows the stated figures unchanged when nothing is pending', () => {
    expect(figuresLessPending(stated, 0)).toEqual({ ...stated, pending_payments_amount: 0, stated_amount_due: 380, stated_account_balance: 633.42 });
  });

  it('lowers balance and amount due by the pending total and pays the aged balances oldest first', () => {
    const shown = figuresLessPending(stated, 10_000);
    expect(shown.account_balance).toBe(533.42);
    expect(shown.amount_due).toBe(280);
    expect(shown.pending_payments_amount).toBe(100);
    expect(shown.stated_amount_due).toBe(380);
    expect(shown.stated_account_balance).toBe(633.42);
    // $25.50 over 90 days, then $50 at 90, then $24.50 of the $100 at 60; the current $200 untouched.
    expect([shown.balance_over_90_days, shown.balance_90_days, shown.balance_60_days, shown.balance_30_days]).toEqual([0, 0, 75.5, 200]);
  });

  it('never shows an amount due below 0 nor an aged bucket below 0; the balance may become a credit', () => {
    const shown = figuresLessPending(stated, 70_000);
    expect(shown.amount_due).toBe(0);
    expect(shown.account_balance).toBe(-66.58);
    expect([shown.balance_over_90_days, shown.balance_90_days, shown.balance_60_days, shown.balance_30_days]).toEqual([0, 0, 0, 0]);
  });

  it('leaves a credit bucket as stated and ignores a negative pending total', () => {
    const credit = { ...stated, balance_30_days: -20 };
    expect(figuresLessPending(credit, 1_000).balance_30_days).toBe(-20);
    expect(figuresLessPending(stated, -500).amount_due).toBe(380);
  });
});
