import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec) The words the order's choices step adds to its form document: the tank's
 * price under the drop-down, the note that stands for the Deliver/Fill choice at a fill-only
 * supplier, and how a tank and an extra read in their lists. Apart from the catalogue so the
 * login page, which loads the catalogue, does not carry them.
 */
export const orderChoiceMessages = messageSet({
  dropChoice: '{drop} · {product} · {address}',
  dropPrice: '{price} per gallon',
  dropPriceAndSize: '{price} per gallon · {size}-gallon tank',
  extraChoice: '{text} ({price})',
  fillOnlyNote: 'Fill the tank (this supplier delivers fills only).',
}, (language) => import(`./locales/${language}/order-choices.ts`));

/** An order-choice message with its {placeholders} filled. */
export const fillOrderChoice = fillerOf(orderChoiceMessages);
