import type { FeeSettings } from '../engine/payments/fees';
import type { BankData, BillingAddress, CardData, NewSource, PaymentType } from './payment-details';
import type { PaymentReceipt, SavedSource } from './payment-request';

export interface PaymentInput {
  accountId: string;
  amountDue: number;
  sources: SavedSource[];
  allowedTypes: PaymentType[];
  /** Where a new card's billing address starts (billingStart: the account's, else the tenant's country). */
  billing?: Partial<BillingAddress>;
  fees: FeeSettings;
  maxAmount: number;
  /** payments.overpayment_margin: how far past the amount due one payment may go. */
  overpaymentMargin?: number;
  /** XState's Clock has no now(): card expiry is judged by this one (tests pass their SimulatedClock). */
  clock?: { now(): number };
  /** One key per confirmed attempt; injected so tests can count them. */
  newIdempotencyKey?: () => string;
}

export interface PaymentContext extends Required<PaymentInput> {
  /** As typed on review; starts as the amount due. */
  amount: string;
  sourceId?: number;
  newSource?: NewSource;
  idempotencyKey?: string;
  receipt?: { message: string; payment?: PaymentReceipt };
  declineMessage?: string;
  error?: unknown;
}

export type PaymentEvent =
  | { type: 'CHOOSE_SOURCE'; sourceId: number }
  | { type: 'CHOOSE_NEW'; paymentType: PaymentType }
  | { type: 'UPDATE_CARD'; data: CardData }
  | { type: 'UPDATE_BANK'; data: BankData }
  | { type: 'SET_SAVE'; save: boolean; name?: string }
  | { type: 'SET_AMOUNT'; amount: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'CHOOSE_ANOTHER' }
  | { type: 'EDIT_DETAILS' };

/** Sources of a type the tenant does not take are not offered, even when on file or default. */
export function initialPaymentContext(input: PaymentInput): PaymentContext {
  const sources = input.sources.filter((source) => input.allowedTypes.includes(source.payment_type));
  return {
    accountId: input.accountId,
    sources,
    allowedTypes: input.allowedTypes,
    billing: input.billing ?? {},
    fees: input.fees,
    maxAmount: input.maxAmount,
    amountDue: input.amountDue,
    overpaymentMargin: input.overpaymentMargin ?? 1000,
    clock: input.clock ?? { now: () => Date.now() },
    newIdempotencyKey: input.newIdempotencyKey ?? (() => globalThis.crypto.randomUUID()),
    // A credit or zero balance proposes nothing; the customer types what they want to pay.
    amount: input.amountDue > 0 ? input.amountDue.toFixed(2) : '',
    sourceId: sources.find((source) => source.is_default)?.id,
  };
}
