import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec) The words the form documents' own widgets add when a document gives none: the
 * address search's placeholder, a list of numbers' example, signup's default tank description and
 * its estimate of the first order's price. Apart from the catalogue: only the forms with those widgets load them.
 */
export const formWidgetMessages = messageSet({
  addressPlaceholder: 'Start typing an address or ZIP code',
  /** A drop-down's first choice while none is picked (an address's state). */
  choosePlaceholder: 'Select…',
  /** The list of addresses the street box suggests, as a screen reader names it. */
  addressSuggestions: 'Suggested addresses',
  stringListPlaceholder: 'e.g. 100234, 100235',
  /** Signup's tank description until the customer writes one (spec 1 §5's default text). */
  tankLocationDefault: 'Your tank is front of your house.',
  /** Signup's price of the first order as its answers change. */
  estimatedTotal: 'Estimated total: {total}',
  /** (not in the spec) Signup's first step: the address checked against the service area. */
  checkAddress: 'Check Address',
  /** A list's Add button when its form document names none (rjsf's own words are English only). */
  addItem: 'Add Item',
  /** A list item's buttons (rjsf's titles, read by screen readers). */
  moveItemUp: 'Move up',
  moveItemDown: 'Move down',
  removeItem: 'Remove',
  copyItem: 'Copy',
}, (language) => import(`./locales/${language}/form-widgets.ts`));

/** A form widget's words with their {placeholders} filled. */
export const fillFormWidget = fillerOf(formWidgetMessages);
