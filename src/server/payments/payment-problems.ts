import { fillMessage, messages } from '../../engine/messages/catalogue';
import { formatMoney } from '../../engine/format';
import { HttpProblem } from '../http/problem';
import type { AmountLimitProblem } from '../../engine/payments/amount-limits';
import type { Declined } from './gateway';
import { problemMessages } from '../../engine/messages/problems';

export const paymentProblems = {
  /** Spec 2 §8: make payment shows details.response; the decline code is the error_code. */
  declined: (decline: Declined) => new HttpProblem(402, decline.code.toUpperCase(), decline.message, undefined, { response: decline.message }),
  /**
   * A decline told to a visitor (guest payment, signup): one answer for every reason, so nobody can
   * learn through the portal whether a stolen card's number, expiry or CVV was right. The gateway's
   * code and words go to the log, and to the staff payment.failed notices reach.
   */
  declinedForVisitor: (decline: Declined) =>
    new HttpProblem(402, 'PAYMENT_DECLINED', messages.paymentDeclined, undefined, { response: messages.paymentDeclined }).withLogged({ decline_code: decline.code, decline_message: decline.message }),
  invalidAmount: () => new HttpProblem(422, 'INVALID_AMOUNT', messages.amountInvalid, [{ path: 'body/amount', message: messages.amountInvalid }]),
  aboveLimit: (maxCents: number) => {
    const text = fillMessage('amountAboveLimit', { max: formatMoney(maxCents / 100) });
    return new HttpProblem(422, 'AMOUNT_ABOVE_LIMIT', text, [{ path: 'body/amount', message: text }]);
  },
  /** The engine's amount rules (amount-limits.ts): past the amount due and its margin, or a total past the maximum. */
  outsideLimits: (problem: AmountLimitProblem, text: string) =>
    new HttpProblem(422, problem === 'above-due' ? 'AMOUNT_ABOVE_DUE' : 'AMOUNT_ABOVE_LIMIT', text, [{ path: 'body/amount', message: text }]),
  notPayable: () => new HttpProblem(422, 'ACCOUNT_NOT_PAYABLE', problemMessages.accountNotPayable),
  sourceUnusable: (why: string) => new HttpProblem(422, 'PAYMENT_SOURCE_UNUSABLE', why),
};
