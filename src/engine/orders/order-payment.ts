import { messages } from '../messages/catalogue';
import type { FuelOrderSettings, PaymentsSettings } from '../settings/settings-types';
import { orderScreenMessages } from '../messages/order-screens';

/** The spec's payment choices for an order (spec 2 §9), as the customer picks them. */
export const ORDER_PAYMENT_CHOICES = ['card_on_file', 'new_payment_method', 'meet_the_driver', 'leave_payment'] as const;
export type OrderPaymentChoice = (typeof ORDER_PAYMENT_CHOICES)[number];

/** The message key of each choice's label: read at use, so the label is in the reader's language. */
const ORDER_PAYMENT_LABEL_KEYS = {
  card_on_file: 'payCardOnFile',
  new_payment_method: 'payNewPaymentMethod',
  meet_the_driver: 'payMeetTheDriver',
  leave_payment: 'payLeavePayment',
} as const satisfies Record<OrderPaymentChoice, keyof typeof orderScreenMessages>;

/** A payment choice's label in the active language. */
export function orderPaymentChoiceLabel(choice: OrderPaymentChoice): string {
  return orderScreenMessages[ORDER_PAYMENT_LABEL_KEYS[choice]];
}

/**
 * The payment an order carries (schemas/entities/fuel-order-payment.schema.json), card and bank data
 * opaque here; leave payment says where in data.location, as a signup's does.
 */
export type OrderPayment =
  | { payment_type: 'credit_card'; payment_id: number }
  | { payment_type: 'credit_card'; data: unknown }
  | { payment_type: 'bank_account'; data: unknown }
  | { payment_type: 'meet_the_driver' }
  | { payment_type: 'location'; data: { location: string } };

export interface OrderPaymentSettings {
  fuel_order?: Pick<FuelOrderSettings, 'payment_methods' | 'specify_payment' | 'show_fuel_order_payment_method'>;
  payments?: Pick<PaymentsSettings, 'stored_payment_sources'>;
}

/**
 * The choices a tenant offers, in the spec's order. A new payment method is saved as the
 * customer's payment source once tokenised (that is where tokens live), so it is offered with
 * card_on_file and only where the tenant keeps stored sources.
 */
export function offeredPaymentChoices(settings: OrderPaymentSettings): OrderPaymentChoice[] {
  const methods = settings.fuel_order?.payment_methods ?? {};
  const cards = methods.card_on_file !== false;
  return ORDER_PAYMENT_CHOICES.filter((choice) => {
    if (choice === 'card_on_file') return cards;
    if (choice === 'new_payment_method') return cards && settings.payments?.stored_payment_sources !== false;
    if (choice === 'meet_the_driver') return methods.meet_the_driver !== false;
    return methods.leave_payment !== false;
  });
}

/** Which choice a payment is. */
export function choiceOf(payment: OrderPayment): OrderPaymentChoice {
  switch (payment.payment_type) {
    case 'meet_the_driver':
      return 'meet_the_driver';
    case 'location':
      return 'leave_payment';
    case 'bank_account':
      return 'new_payment_method';
    case 'credit_card':
      return 'payment_id' in payment ? 'card_on_file' : 'new_payment_method';
  }
}

/** The order screen shows the payment choices unless the tenant hides them (show_fuel_order_payment_method). */
export const paymentShown = (settings: OrderPaymentSettings): boolean => settings.fuel_order?.show_fuel_order_payment_method !== false;

/** A payment is asked for where it is shown, unless the tenant turned specify_payment off (the office settles it). */
export const paymentRequired = (settings: OrderPaymentSettings): boolean => paymentShown(settings) && settings.fuel_order?.specify_payment !== false;

/** What is wrong with the payment choice, at its path inside `payment`, or null. */
export function orderPaymentProblem(payment: OrderPayment | undefined, settings: OrderPaymentSettings): { path: string; message: string } | null {
  if (!payment) return paymentRequired(settings) ? { path: '', message: messages.paymentRequiredForDelivery } : null;
  if (!offeredPaymentChoices(settings).includes(choiceOf(payment))) return { path: 'payment_type', message: messages.paymentMethodNotOffered };
  if (payment.payment_type === 'location' && !payment.data.location.trim()) return { path: 'data/location', message: messages.valueMissing };
  return null;
}

/** How staff and the customer's mail read the payment: a label, never card data. */
export function orderPaymentLabel(payment: OrderPayment | undefined, sourceLabel?: string): string {
  if (!payment) return orderScreenMessages.payNotSpecified;
  const choice = orderPaymentChoiceLabel(choiceOf(payment));
  if (payment.payment_type === 'location') return `${choice}: ${payment.data.location.trim()}`;
  return sourceLabel ? `${choice}: ${sourceLabel}` : choice;
}
