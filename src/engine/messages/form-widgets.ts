/**
 * (not in the spec) The words the form documents' own widgets add when a document gives none: the
 * address search's placeholder, a list of numbers' example, signup's default tank description. Apart from the catalogue: only the forms with those widgets load them.
 */
export const formWidgetMessages = {
  addressPlaceholder: 'Start typing an address or ZIP code',
  stringListPlaceholder: 'e.g. 100234, 100235',
  /** Signup's tank description until the customer writes one (spec 1 §5's default text). */
  tankLocationDefault: 'Your tank is front of your house.',
} as const;
