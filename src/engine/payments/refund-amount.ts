import { formatMoney } from '../format';
import { accountCardMessages, fillAccountCard } from '../messages/account-cards';
import { amountCents, centsToAmount } from '../validation/money-amount';

/** What a refund form may say about the amount typed (the server refuses the same amounts). */
export type RefundAmountCheck = { ok: true; amount: number } | { ok: false; problem: string };

/**
 * A ticket refund's amount (TicketRefundRequest: more than 0, at most 2 decimals, not more than
 * the ticket's amount). The server also holds it to what is left of the ticket and the payment
 * after earlier refunds; those it answers as 409 NOTHING_TO_REFUND, which the dialog shows.
 */
export function checkRefundAmount(typed: string, ticketAmount: number): RefundAmountCheck {
  const cents = amountCents(typed);
  if (cents === null) return { ok: false, problem: accountCardMessages.refundAmountInvalid };
  if (cents === 0) return { ok: false, problem: accountCardMessages.refundAmountZero };
  const limit = amountCents(ticketAmount);
  if (limit !== null && cents > limit) return { ok: false, problem: fillAccountCard('refundAmountAboveTicket', { amount: formatMoney(ticketAmount) }) };
  return { ok: true, amount: centsToAmount(cents) };
}

/** The dialog's starting amount: the whole ticket (its money widget shows it with cents), or none. */
export function defaultRefundAmount(ticketAmount: number | null | undefined): number | undefined {
  return typeof ticketAmount === 'number' && ticketAmount > 0 ? ticketAmount : undefined;
}

/** A refund form's answers as its money widget holds them: dollars, the text when it is no amount, nothing when empty. */
export interface RefundAnswers {
  amount?: number | string;
  reason?: string;
}

/**
 * What a refund form's answers lack, at their fields, in the words the dialog has always used
 * (the form's schema would say only "must be number" or "Value missing"): the amount as
 * checkRefundAmount words it, and a reason that is more than spaces.
 */
export function refundProblems(answers: RefundAnswers, ticketAmount: number): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const amount = checkRefundAmount(answers.amount === undefined ? '' : String(answers.amount), ticketAmount);
  if (!amount.ok) problems.push({ path: 'amount', message: amount.problem });
  if ((answers.reason ?? '').trim() === '') problems.push({ path: 'reason', message: accountCardMessages.refundReasonMissing });
  return problems;
}
