import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec, which names the screen and its minimum only) The words of the notification
 * configs matrix and of a customer's notification preferences: who gets which event, by email or
 * text. Apart from the catalogue: only those screens load them.
 */
export const notificationScreenMessages = messageSet({
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
  // The alert options a customer switches on (Profile) and the events the notification configs route.
  alertDeliveryRemindersHelp: 'A reminder a day or two before we deliver fuel to your tank.',
  alertNewDocumentsHelp: 'A notice when a new statement or invoice is ready to view.',
  alertScheduleRemindersHelp: 'Reminders of upcoming scheduled deliveries, service visits and payments.',
  eventPaymentMade: 'Payment made',
  eventPaymentFailed: 'Payment failed',
  eventOrderCreated: 'Order created',
  eventLowBalance: 'Low balance',
  eventTankLow: 'Tank at the reorder level',
  eventPriceAlert: 'Price alert met',
  eventDeliveryStep: 'Delivery: {status}',
  eventTownNotification: 'Town notification {code}',
  eventAnyItem: 'Any item',
  eventAnyStatusChange: '{what}: any status change',
  eventFinalStatus: '{what}: reaches a final status',
  eventMovedTo: '{what}: moved to {status}',
  itemInquiry: 'Inquiry',
  itemAccountApplication: 'Account Application',
  itemCreditApplication: 'Credit Application',
  itemFuelOrder: 'Fuel Order',
  itemTankRequest: 'Tank Request',
  itemProgramEnrolment: 'Program Enrolment',
  itemAccessRequest: 'Access Request',
}, (language) => import(`./locales/${language}/notification-screens.ts`));

/** A notification screen's message with its {placeholders} filled. */
export const fillNotificationScreen = fillerOf(notificationScreenMessages);
