import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec, which words only the order's messages, in the catalogue) The words of Order
 * Fuel: its tabs, how the order is paid, the review of the server's price and what follows.
 * Apart from the catalogue: only the ordering screens load them.
 */
export const orderScreenMessages = messageSet({
  products: 'Products',
  orderFuel: 'Order Fuel',
  ordering: 'Ordering',
  loadingAccounts: 'Loading your accounts',
  accountNumber: 'Account {account}',
  cannotOrder: 'Fuel cannot be ordered on this account.',
  orderedToday: 'You placed an order on this account today.',
  pricing: 'Pricing your order',
  placeAnotherOrder: 'Place another order',
  retry: 'Retry',
  editOrder: 'Edit order',
  payment: 'Payment',
  savedCard: 'Saved card',
  card: 'Card',
  bankAccount: 'Bank account',
  useThisPaymentMethod: 'Use this payment method',
  /** The name a new source of an order is given (it is not saved). */
  newSourceName: 'Fuel order',
  whereLeft: 'Where will the payment be left?',
  reviewYourOrder: 'Review your order',
  tank: 'Tank',
  order: 'Order',
  fillTheTank: 'Fill the tank',
  gallonsAtPrice: '{gallons} gallons × {price}',
  fuel: 'Fuel',
  deliveryFee: 'Delivery fee',
  tax: 'Tax',
  total: 'Total',
  back: 'Back',
  placingOrder: 'Placing order…',
  placeOrder: 'Place Order',
  /** How an order is paid (spec 2 §9), as the customer picks it and staff and mails read it. */
  payCardOnFile: 'Card on file',
  payNewPaymentMethod: 'New payment method',
  payMeetTheDriver: 'Meet the driver',
  payLeavePayment: 'Leave payment',
  payNotSpecified: 'Not specified',
}, (language) => import(`./locales/${language}/order-screens.ts`));

/** An ordering screen's message with its {placeholders} filled. */
export const fillOrderScreen = fillerOf(orderScreenMessages);
