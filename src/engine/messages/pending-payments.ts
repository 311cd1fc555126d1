import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec) Portal payments the supplier's books have not taken in yet, beside the
 * figures they lower (issue 21). Apart from the catalogue so that the login page, which loads the
 * catalogue, does not carry them: only the signed-in screens that show figures import this module.
 */
export const pendingPaymentMessages = messageSet({
  paymentsPendingAmount: '{amount} pending',
  paymentsPendingNote: 'Payments made here and not yet posted to your account: the amount due was {stated} before them.',
}, (language) => import(`./locales/${language}/pending-payments.ts`));

/** A pending-payment message with its {placeholders} filled. */
export const fillPendingPayments = fillerOf(pendingPaymentMessages);
