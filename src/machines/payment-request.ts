import { paymentCharge, type FeeSettings, type PaymentCharge } from '../engine/payments/fees';
import { amountCents } from '../engine/validation/money-amount';
import type { Payment } from '../engine/api/types';
import type { BankData, CardData, NewSource, PaymentType } from './payment-details';
import { amountLimitProblem, amountLimitText, type AmountLimitProblem, type AmountLimits } from '../engine/payments/amount-limits';

/** A payment source on file, as the customer's list of sources shows it. */
export interface SavedSource {
  id: number;
  payment_type: PaymentType;
  label: string;
  is_default: boolean;
}

/** What the make-payment call is sent: a source on file by id, or one typed in now. */
export type PaymentRequestBody =
  | { account_id: string; amount: number; payment_id: number }
  | { account_id: string; amount: number; payment_type: 'credit_card'; data: CardData; save: boolean }
  | { account_id: string; amount: number; payment_type: 'bank_account'; data: BankData; save: boolean };

/** The payment the server recorded (the generated Payment of the make-payment answer). */
export type PaymentReceipt = Payment;

/** Spec 2 §7: payments answer data.success and data.message; success false is a decline worded for the customer. */
export interface PaymentAnswer {
  success: boolean;
  message: string;
  payment?: PaymentReceipt;
}

/** What the amount and total depend on, a subset of the machine's context. */
export interface ChargeFacts {
  amount: string;
  maxAmount: number;
  /** What the account shows as due, and payments.overpayment_margin: the server's rule (engine/payments/amount-limits.ts). */
  amountDue?: number;
  overpaymentMargin?: number;
  fees: FeeSettings;
  sources: SavedSource[];
  sourceId?: number;
  newSource?: NewSource;
}

/** 'invalid': not > 0 with at most 2 decimals; 'above-max': more than the tenant's largest payment. */
export function amountProblem(amount: string, maxAmount: number): 'invalid' | 'above-max' | null {
  const cents = amountCents(amount);
  if (cents === null || cents <= 0) return 'invalid';
  return cents > Math.round(maxAmount * 100) ? 'above-max' : null;
}

/** The chosen source's type and whether it is new (a new card carries the new-card fee); undefined before a choice. */
function chosenSource(facts: ChargeFacts): { paymentType: PaymentType; isNew: boolean } | undefined {
  if (facts.newSource) return { paymentType: facts.newSource.payment_type, isNew: true };
  const saved = facts.sources.find((source) => source.id === facts.sourceId);
  return saved && { paymentType: saved.payment_type, isNew: false };
}

/** Amount, fee and total the customer is shown on review; null while the amount is refused or no source is chosen. */
export function chargeOf(facts: ChargeFacts): PaymentCharge | null {
  const source = chosenSource(facts);
  if (!source || amountProblem(facts.amount, facts.maxAmount)) return null;
  return paymentCharge(amountCents(facts.amount)!, source.paymentType, source.isNew, facts.fees);
}

/** The amount rule the charge breaks (past the amount due and its margin, or a total past the maximum), as the server decides it. */
export function limitProblem(facts: ChargeFacts): { problem: AmountLimitProblem; text: string } | null {
  const charge = chargeOf(facts);
  if (!charge) return null;
  const limits: AmountLimits = { maxAmount: facts.maxAmount, amountDue: facts.amountDue, overpaymentMargin: facts.overpaymentMargin ?? 1000 };
  const problem = amountLimitProblem(Math.round(charge.amount * 100), Math.round(charge.fee * 100), limits);
  return problem && { problem, text: amountLimitText(problem, limits) };
}

export function requestBody(facts: ChargeFacts & { accountId: string }): PaymentRequestBody {
  const amount = amountCents(facts.amount)! / 100;
  const { newSource, accountId } = facts;
  if (!newSource) return { account_id: accountId, amount, payment_id: facts.sourceId! };
  // The name goes only with a source kept (the server names one kept without a name).
  const name = newSource.save && newSource.name?.trim() ? { name: newSource.name.trim() } : {};
  return newSource.payment_type === 'credit_card'
    ? { account_id: accountId, amount, payment_type: 'credit_card', data: newSource.data, save: newSource.save, ...name }
    : { account_id: accountId, amount, payment_type: 'bank_account', data: newSource.data, save: newSource.save, ...name };
}
