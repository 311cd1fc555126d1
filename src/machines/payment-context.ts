import type { FeeSettings } from '../engine/payments/fees';
import { attemptDefaults, type AttemptInput } from './attempt-input';
import type { BankData, BillingAddress, CardData, NewSource, PaymentType } from './payment-details';
import type { PaymentReceipt, SavedSource } from './payment-request';

/** The tenant's payment terms, as a customer's and a guest's payment both take them. */
export interface PaymentTermsInput extends AttemptInput {
  allowedTypes: PaymentType[];
  /** Where a new card's billing address starts (billingStart: the account's, else the tenant's country; a guest's, the country only). */
  billing?: Partial<BillingAddress>;
  fees: FeeSettings;
  maxAmount: number;
  /** payments.overpayment_margin: how far past the amount due one payment may go. */
  overpaymentMargin?: number;
}

/** The terms with their defaults filled in. */
export function paymentTerms(input: PaymentTermsInput): Required<PaymentTermsInput> {
  return {
    allowedTypes: input.allowedTypes,
    billing: input.billing ?? {},
    fees: input.fees,
    maxAmount: input.maxAmount,
    overpaymentMargin: input.overpaymentMargin ?? 1000,
    ...attemptDefaults(input),
  };
}

export interface PaymentInput extends PaymentTermsInput {
  accountId: string;
  amountDue: number;
  sources: SavedSource[];
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
  | { type: 'EDIT_DETAILS' }
  /** The customer's saved sources as reloaded (one added, removed or made default on the same screen). */
  | { type: 'SOURCES_CHANGED'; sources: SavedSource[] };

/** Sources of a type the tenant does not take are not offered, even when on file or default. */
export function offeredSources(sources: readonly SavedSource[], allowedTypes: readonly PaymentType[]): SavedSource[] {
  return sources.filter((source) => allowedTypes.includes(source.payment_type));
}

export function initialPaymentContext(input: PaymentInput): PaymentContext {
  const sources = offeredSources(input.sources, input.allowedTypes);
  return {
    ...paymentTerms(input),
    accountId: input.accountId,
    sources,
    amountDue: input.amountDue,
    // A credit or zero balance proposes nothing; the customer types what they want to pay.
    amount: input.amountDue > 0 ? input.amountDue.toFixed(2) : '',
    sourceId: sources.find((source) => source.is_default)?.id,
  };
}
