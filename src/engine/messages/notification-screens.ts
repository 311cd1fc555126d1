import { fillerOf } from './catalogue';

/**
 * (not in the spec, which names the screen and its minimum only) The words of the notification
 * configs matrix and of a customer's notification preferences: who gets which event, by email or
 * text. Apart from the catalogue: only those screens load them.
 */
export const notificationScreenMessages = {
  methodEmail: 'Email',
  methodText: 'Text',
  /** The methods inside a sentence ("… by email"). */
  methodEmailInline: 'email',
  methodTextInline: 'text',
  /** A checkbox's name: "Low balance: Customer by email". */
  eventForBy: '{event}: {recipient} by {method}',
  /** A preference's name: "Delivery reminders by text". */
  eventBy: '{event} by {method}',
  event: 'Event',
  alert: 'Alert',
  notificationPreferences: 'Notification Preferences',
  matrix: 'Who gets which notification',
  customer: 'Customer',
  lowBalanceAmount: 'Low balance amount (minimum {n})',
  addUserColumn: 'Add a user column',
  emailPlaceholder: 'user@example.com',
  add: 'Add',
} as const;

/** A notification screen's message with its {placeholders} filled. */
export const fillNotificationScreen = fillerOf(notificationScreenMessages);
