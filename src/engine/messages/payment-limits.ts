import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec) What one payment may be (engine/payments/amount-limits.ts): the maximum bounds
 * what is charged, the amount with its fee; paying more than the account owes goes up to the
 * amount due plus the tenant's margin. Apart from the catalogue so that the login page, which
 * loads the catalogue, does not carry them: only the payment screens and the server import this.
 */
export const paymentLimitMessages = messageSet({
  totalAboveLimit: 'The amount with its fee may not be more than {max}',
  amountAboveDue: 'The amount may not be more than {max}: the amount due, {due}, plus {margin}',
  amountAboveDueOnly: 'The amount may not be more than the amount due, {due}',
}, (language) => import(`./locales/${language}/payment-limits.ts`));

/** A payment-limit message with its {placeholders} filled. */
export const fillPaymentLimit = fillerOf(paymentLimitMessages);
