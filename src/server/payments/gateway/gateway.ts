/**
 * What the portal needs from a card/ACH processor, shaped like a real one's API (Stripe,
 * Braintree, Authorize.net): tokenise once, then charge and refund the token. Every call that
 * moves money takes the caller's idempotency key and passes it through, so a retry after a
 * timeout or a crash replays the first outcome instead of charging again. Adapters answer
 * declines as values (a customer's mistake, not a server error) and throw only when the
 * processor could not be reached, in which case the outcome is unknown and the same key must be
 * retried.
 */

import type { BankAccountType } from '../../../../schemas/generated/enums';
/** Decline and return codes the portal words for customers (Stripe's decline codes, ACH return reasons). */
export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'account_closed'
  | 'no_account'
  | 'debit_not_authorized';

export interface Declined {
  ok: false;
  code: DeclineCode;
  /** Shown to the customer as is. */
  message: string;
}

export interface CardDetails {
  /** Digits only. Passed to the processor and forgotten: never stored, logged or mailed. */
  number: string;
  expMonth: number;
  expYear: number;
  cvv: string;
  holderName: string;
  postalCode?: string;
}

export interface BankAccountDetails {
  routingNumber: string;
  /** Passed to the processor and forgotten, like a card number. */
  accountNumber: string;
  accountType: BankAccountType;
  holderName: string;
}

export interface Tokenised {
  ok: true;
  token: string;
  /** Card brand, or the bank's name as the processor knows it. */
  brand: string;
  last4: string;
}

/** pending: accepted, not yet settled (cards settle in the day's batch, ACH debits days later). */
export type ChargeStatus = 'pending' | 'settled' | 'returned';

export interface Charged {
  ok: true;
  chargeId: string;
  status: ChargeStatus;
  /** Why a returned charge came back (an ACH return code). */
  returnCode?: DeclineCode;
}

export interface Refunded {
  ok: true;
  refundId: string;
}

export interface ChargeRequest {
  token: string;
  amountCents: number;
  description: string;
}

export interface PaymentGateway {
  readonly name: string;
  tokeniseCard(tenantId: string, card: CardDetails, idempotencyKey: string): Promise<Tokenised | Declined>;
  tokeniseBankAccount(tenantId: string, account: BankAccountDetails, idempotencyKey: string): Promise<Tokenised | Declined>;
  /** The same key with the same request answers the first outcome again; with another request it throws. */
  charge(tenantId: string, request: ChargeRequest, idempotencyKey: string): Promise<Charged | Declined>;
  /** A charge as the processor sees it now (settlement polling). */
  retrieveCharge(tenantId: string, chargeId: string): Promise<Charged>;
  refund(tenantId: string, chargeId: string, amountCents: number, idempotencyKey: string): Promise<Refunded | Declined>;
}

/** The processor could not be reached or refused the request itself: the outcome is unknown, retry with the same key. */
export class GatewayUnavailable extends Error {}
