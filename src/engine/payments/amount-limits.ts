import { formatMoney } from '../format';
import { fillMessage } from '../messages/catalogue';
import { fillPaymentLimit } from '../messages/payment-limits';

/**
 * What one payment may be (server and browser decide alike). The tenant's largest payment
 * (payments.max_amount) bounds what is charged: the amount with its fee, not the amount alone
 * ($25,000 plus a 3% card fee is over a $25,000 maximum). An account may be paid more than it owes
 * (a prepayment for the next delivery) by at most payments.overpayment_margin; a credit or zero
 * balance counts as nothing owed.
 */
export interface AmountLimits {
  /** payments.max_amount, dollars. */
  maxAmount: number;
  /** The amount due the customer is shown, dollars; undefined where it is not known (no rule then). */
  amountDue?: number;
  /** payments.overpayment_margin, dollars. */
  overpaymentMargin: number;
}

export type AmountLimitProblem = 'above-max' | 'above-due' | 'total-above-max';

const cents = (dollars: number) => Math.round(dollars * 100);

/** The largest amount (before fees) the account may be paid, in cents. */
export function largestAmountCents(limits: AmountLimits): number {
  const max = cents(limits.maxAmount);
  if (limits.amountDue === undefined) return max;
  return Math.min(max, Math.max(0, cents(limits.amountDue)) + cents(limits.overpaymentMargin));
}

/** The first rule an amount and its fee break, or null. */
export function amountLimitProblem(amountCents: number, feeCents: number, limits: AmountLimits): AmountLimitProblem | null {
  if (amountCents > cents(limits.maxAmount)) return 'above-max';
  if (amountCents > largestAmountCents(limits)) return 'above-due';
  if (amountCents + feeCents > cents(limits.maxAmount)) return 'total-above-max';
  return null;
}

/** The words for a problem (the message catalogue's), with the tenant's figures. */
export function amountLimitText(problem: AmountLimitProblem, limits: AmountLimits): string {
  const max = formatMoney(limits.maxAmount);
  if (problem === 'above-max') return fillMessage('amountAboveLimit', { max });
  if (problem === 'total-above-max') return fillPaymentLimit('totalAboveLimit', { max });
  const due = formatMoney(Math.max(0, limits.amountDue ?? 0));
  return limits.overpaymentMargin > 0
    ? fillPaymentLimit('amountAboveDue', { max: formatMoney(largestAmountCents(limits) / 100), due, margin: formatMoney(limits.overpaymentMargin) })
    : fillPaymentLimit('amountAboveDueOnly', { due });
}
