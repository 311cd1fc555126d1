import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec) What staff operations answer when they succeed, in words the screen shows as
 * they came: a ticket refunded, webhook deliveries sent again. Only the server words them.
 */
export const operationAnswerMessages = messageSet({
  ticketRefunded: 'Refunded {amount} of ticket {ticket} to {source}.',
  deliveryResent: 'The delivery will be sent again now.',
  deliveriesResent: '{n} failed deliveries will be sent again now.',
  noDeliveryFailed: 'No delivery of this endpoint has failed.',
}, (language) => import(`./locales/${language}/operation-answers.ts`));

/** An operation's answer with its {placeholders} filled. */
export const fillOperationAnswer = fillerOf(operationAnswerMessages);
