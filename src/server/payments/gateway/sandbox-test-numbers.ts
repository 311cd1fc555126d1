import type { DeclineCode } from './gateway';

/**
 * The public test numbers a test-mode gateway answers to (Stripe's published list), and what the
 * sandbox does with each. Any other valid card is approved; any other bank account settles.
 */

/** Cards refused when tokenised (saving the card, or paying with it as a new card). */
export const DECLINED_CARDS: Readonly<Record<string, DeclineCode>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** Saved without trouble, then every charge on it is declined (an autopay card gone bad). */
export const CHARGE_DECLINED_CARD = '4000000000000341';

/** Bank accounts (any valid routing number, e.g. 110000000) whose debits are returned after pending. */
export const RETURNED_BANK_ACCOUNTS: Readonly<Record<string, DeclineCode>> = {
  '000111111116': 'no_account',
  '000111111113': 'account_closed',
  '000222222227': 'insufficient_funds',
  '000333333335': 'debit_not_authorized',
};

export const DECLINE_MESSAGES: Readonly<Record<DeclineCode, string>> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  account_closed: 'The bank account has been closed.',
  no_account: 'The bank account could not be located.',
  debit_not_authorized: 'The customer notified their bank that this payment was unauthorized.',
};

/** Sandbox settlement: a card batch settles within the quarter hour, an ACH debit in two hours (days, in life). */
export const CARD_SETTLE_MS = 15 * 60 * 1000;
export const ACH_SETTLE_MS = 2 * 60 * 60 * 1000;
