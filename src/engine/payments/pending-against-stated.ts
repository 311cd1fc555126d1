/**
 * The supplier's billing system states an account's figures (balance, amount due, aging); the
 * portal never rewrites them. A payment made in the portal is money the supplier has not booked
 * yet, so until the supplier's import confirms it the portal shows the stated figures less what is
 * pending — the one rule every screen, look-up, limit and export uses, so a figure reads the same
 * wherever it appears.
 */
import type { components } from '../../../openapi/generated/tenant-api';
import { centsToAmount } from '../validation/money-amount';

type PaymentStatus = components['schemas']['Payment']['status'];

/** A portal payment as far as the rule needs it. */
export interface PortalPaymentState {
  amount: number;
  status: PaymentStatus;
  /** The supplier's import took it in: its stated figures already hold it. */
  confirmed: boolean;
}

/** The figures a supplier states that a pending payment lowers. */
export interface StatedFigures {
  account_balance: number;
  amount_due: number;
  balance_30_days: number;
  balance_60_days: number;
  balance_90_days: number;
  balance_over_90_days: number;
}

export interface FiguresLessPending extends StatedFigures {
  /** What portal payments not yet confirmed by the supplier take off the stated figures. */
  pending_payments_amount: number;
  stated_amount_due: number;
  stated_account_balance: number;
}

const cents = (amount: number): number => Math.round(amount * 100);

/**
 * Whether a portal payment still counts against the stated figures: not once the supplier
 * confirmed it (it is in the figures), and not once it came back returned (no money arrived).
 */
export const countsAsPending = (payment: PortalPaymentState): boolean => !payment.confirmed && payment.status !== 'returned';

/** The total, in cents, the given payments take off the stated figures. */
export function pendingCents(payments: readonly PortalPaymentState[]): number {
  return payments.filter(countsAsPending).reduce((sum, p) => sum + cents(p.amount), 0);
}

/**
 * Stated figures less a pending total: balance lowered (it may go to a credit), amount due lowered
 * but never below 0, and the aged balances paid off oldest first, as a supplier applies a payment.
 */
export function figuresLessPending(stated: StatedFigures, pendingTotalCents: number): FiguresLessPending {
  let left = Math.max(0, Math.round(pendingTotalCents));
  // Oldest first; a bucket is never taken below 0 (a payment beyond the aged charges is a credit on the balance).
  const agedOldestFirst = [stated.balance_over_90_days, stated.balance_90_days, stated.balance_60_days, stated.balance_30_days].map((amount) => {
    const owed = Math.max(0, cents(amount));
    const paid = Math.min(owed, left);
    left -= paid;
    return cents(amount) - paid;
  });
  const [over90, b90, b60, b30] = agedOldestFirst.map(centsToAmount);
  const pending = Math.max(0, Math.round(pendingTotalCents));
  return {
    account_balance: centsToAmount(cents(stated.account_balance) - pending),
    amount_due: centsToAmount(Math.max(0, cents(stated.amount_due) - pending)),
    balance_30_days: b30,
    balance_60_days: b60,
    balance_90_days: b90,
    balance_over_90_days: over90,
    pending_payments_amount: centsToAmount(pending),
    stated_amount_due: stated.amount_due,
    stated_account_balance: stated.account_balance,
  };
}
