import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec, which words only the payment toasts, in the catalogue) The words of Make
 * Payment, saved payment methods, autopay and the guest payment's steps. Apart from the
 * catalogue: only the payment screens load them.
 */
export const paymentScreenMessages = messageSet({
  makePayment: 'Make a payment',
  amountDue: 'Amount due',
  makeAnotherPayment: 'Make another payment',
  payWith: 'Pay with',
  default: 'Default',
  expired: 'Expired',
  continue: 'Continue',
  back: 'Back',
  newCard: 'New card',
  newBankAccount: 'New bank account',
  reviewPayment: 'Review payment',
  payingWith: 'Paying with',
  amount: 'Amount',
  fee: 'Fee',
  total: 'Total',
  charge: 'Charge',
  amountInvalid: 'Enter an amount more than 0 with at most 2 decimals.',
  amountAboveMax: 'This is more than the largest payment we take online.',
  /** Why there is a fee: the card percentage (formatPercent's '2.5%'), then, for a card not on file, its fixed fee. */
  cardFeeNote: 'Card payments carry a {percent} card fee. Bank account payments have no fee.',
  cardFeeNoteNewCard: 'Card payments carry a {percent} card fee and {fee} for a card not on file. Bank account payments have no fee.',
  paying: 'Paying…',
  confirmPayment: 'Confirm payment',
  chooseAnotherSource: 'Choose another source',
  fixTheDetails: 'Fix the details',
  outcomeUnknown: 'We could not tell whether your payment went through. Try again: it will not be charged twice.',
  tryAgain: 'Try again',
  paymentOutcome: 'Payment {number} of {total} is {status}.',
  downloadReceipt: 'Download receipt (PDF)',
  // Saved payment methods.
  savedPaymentMethods: 'Saved payment methods',
  noSavedPaymentMethods: 'No saved payment methods yet.',
  expires: 'expires {date}',
  makeDefault: 'Make default',
  makeDefaultOf: 'Make {label} the default',
  rename: 'Rename',
  renameOf: 'Rename {label}',
  remove: 'Remove',
  removeOf: 'Remove {label}',
  addCard: 'Add card',
  addBankAccount: 'Add bank account',
  name: 'Name',
  description: 'Description',
  save: 'Save',
  // Autopay.
  autopay: 'Autopay',
  autopayEnrolled: 'Account {account} is paid automatically with {source} (terms accepted {date}).',
  cancelAutopay: 'Cancel autopay',
  autopayNeedsSource: 'Save a card or bank account to set up autopay.',
  payEachStatementWith: 'Pay each statement with',
  iAgree: 'I agree',
  enrolInAutopay: 'Enrol in autopay',
  // Guest payment.
  anotherAccount: 'Another account',
  reviewYourPayment: 'Review your payment',
  account: 'Account',
  receiptTo: 'Receipt to',
  payAmount: 'Pay {amount}',
  bankAccount: 'Bank account',
  /** The name a new saved source is given unless the customer names it. */
  myCard: 'My card',
  myBankAccount: 'My bank account',
  card: 'Card',
  paymentNumber: 'Payment number',
  paidWith: 'Paid with',
  logIn: 'Log in',
  changePaymentDetails: 'Change payment details',
  backToReview: 'Back to review',
}, (language) => import(`./locales/${language}/payment-screens.ts`));

/** A payment screen's message with its {placeholders} filled. */
export const fillPaymentScreen = fillerOf(paymentScreenMessages);
