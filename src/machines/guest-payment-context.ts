import type { Schemas } from '../engine/api/types';
import { formatMoney } from '../engine/format/money';
import { fillMessage, messages } from '../engine/messages/catalogue';
import { paymentCharge, type PaymentCharge } from '../engine/payments/fees';
import { isEmail, zip5Of } from '../engine/validation';
import { amountCents } from '../engine/validation/money-amount';
import { blankNewSource, newSourceProblems, type BankData, type CardData, type NewSource, type PaymentType } from './payment-details';
import { paymentTerms, type PaymentTermsInput } from './payment-context';
import { amountProblem } from './payment-request';
import { amountLimitProblem, amountLimitText, type AmountLimitProblem, type AmountLimits } from '../engine/payments/amount-limits';

/** A guest's billing address starts from the tenant's country only: the account's address is not a stranger's to see. */
export type GuestPaymentInput = PaymentTermsInput;

/** The account a visitor names: its number and the ZIP code of one of its service locations. */
export interface GuestAccount {
  account_number: string;
  zip_code: string;
}

export type GuestPaymentBody = Schemas['GuestCardPaymentRequest'] | Schemas['GuestBankPaymentRequest'];

/** The server's answer, or its refusal worded for the visitor (nothing was charged). */
export interface GuestAnswer {
  success: boolean;
  message: string;
  payment?: Schemas['GuestPayment'];
}

export interface GuestPaymentContext extends Required<GuestPaymentInput> {
  account?: GuestAccount;
  amountDue?: number;
  amount: string;
  email: string;
  source: NewSource;
  idempotencyKey?: string;
  lookupProblem?: string;
  refusal?: string;
  receipt?: GuestAnswer;
  error?: unknown;
}

export type GuestPaymentEvent =
  | ({ type: 'LOOK_UP' } & GuestAccount)
  | { type: 'CHOOSE_TYPE'; paymentType: PaymentType }
  | { type: 'UPDATE_CARD'; data: CardData }
  | { type: 'UPDATE_BANK'; data: BankData }
  | { type: 'SET_AMOUNT'; amount: string }
  | { type: 'SET_EMAIL'; email: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'EDIT_DETAILS' }
  | { type: 'START_OVER' };

export function initialGuestContext(input: GuestPaymentInput): GuestPaymentContext {
  return {
    ...paymentTerms(input),
    amount: '',
    email: '',
    source: blankNewSource(input.allowedTypes[0] ?? 'credit_card', input.billing),
  };
}

/**
 * What keeps the amount and the email from review, in the catalogue's words at the form's fields
 * (the machine's NEXT guard refuses the same): an amount that is no amount, above the tenant's
 * maximum, or past the amount due and its margin; an email the receipt cannot go to.
 */
export function guestDetailsProblems(context: GuestPaymentContext): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const amount = amountProblem(context.amount, context.maxAmount);
  const limit = guestLimitProblem(context);
  if (amount === 'invalid') problems.push({ path: 'amount', message: messages.amountInvalid });
  else if (amount === 'above-max') problems.push({ path: 'amount', message: fillMessage('amountAboveLimit', { max: formatMoney(context.maxAmount) }) });
  else if (limit) problems.push({ path: 'amount', message: limit.text });
  if (!isEmail(context.email.trim())) problems.push({ path: 'email', message: messages.guestEmailInvalid });
  return problems;
}

/** What keeps the payment details from review, by field ('amount', 'email', or a dotted path into the card or bank data). */
export function guestDetailProblems(context: GuestPaymentContext): string[] {
  const data = newSourceProblems(context.source, new Date(context.clock.now())).map((path) => `data.${path}`);
  return [...guestDetailsProblems(context).map((problem) => problem.path), ...data];
}

/** A guest's card is never on file: the new-card fee always applies (the server charges the same). */
export function guestCharge(context: GuestPaymentContext): PaymentCharge | null {
  if (amountProblem(context.amount, context.maxAmount)) return null;
  return paymentCharge(amountCents(context.amount)!, context.source.payment_type, true, context.fees);
}

/** The amount rule the charge breaks (past the amount due and its margin, or a total past the maximum), in the server's words. */
export function guestLimitProblem(context: GuestPaymentContext): { problem: AmountLimitProblem; text: string } | null {
  const charge = guestCharge(context);
  if (!charge) return null;
  const limits: AmountLimits = { maxAmount: context.maxAmount, amountDue: context.amountDue, overpaymentMargin: context.overpaymentMargin };
  const problem = amountLimitProblem(Math.round(charge.amount * 100), Math.round(charge.fee * 100), limits);
  return problem && { problem, text: amountLimitText(problem, limits) };
}

/** The account as the lookup and the payment send it: a ZIP+4 is sent as its five digits. */
export const lookupAccount = (event: GuestAccount): GuestAccount => ({ account_number: event.account_number.trim(), zip_code: zip5Of(event.zip_code) ?? event.zip_code.trim() });

export function guestBody(context: GuestPaymentContext): GuestPaymentBody {
  const base = { ...context.account!, amount: amountCents(context.amount)! / 100, email: context.email.trim() };
  const { source } = context;
  // Review is reached only with valid data: the bank account type is then checking or savings.
  return source.payment_type === 'credit_card'
    ? { ...base, payment_type: 'credit_card', data: source.data }
    : { ...base, payment_type: 'bank_account', data: source.data as Schemas['BankAccountData'] };
}
