import { BANK_ACCOUNT_TYPES, cardExpiryProblem, cvvProblem, isBankAccountNumber, isCardNumber, isRoutingNumber } from '../engine/validation';

/** Card data as the make-payment body carries it (spec 1 §3 "Card data"). */
export interface CardData {
  account_holder: { first_name: string; last_name: string };
  card: { cc_number: string; cc_exp: string; cc_cvv: string };
  address: { street1: string; city: string; state: string; zipcode: string; country: string };
}

/** Bank account details (spec 1 §3); account_type is empty until the customer picks one. */
export interface BankData {
  first_name: string;
  last_name: string;
  account_type: (typeof BANK_ACCOUNT_TYPES)[number] | '';
  bank_name: string;
  account_number: string;
  confirm_account_number: string;
  routing_number: string;
}

/** A source typed in for this payment; `save` keeps it on file afterwards. */
export type NewSource =
  | { payment_type: 'credit_card'; data: CardData; save: boolean }
  | { payment_type: 'bank_account'; data: BankData; save: boolean };

export type PaymentType = NewSource['payment_type'];

export const emptyCardData = (): CardData => ({
  account_holder: { first_name: '', last_name: '' },
  card: { cc_number: '', cc_exp: '', cc_cvv: '' },
  address: { street1: '', city: '', state: '', zipcode: '', country: '' },
});

export const emptyBankData = (): BankData => ({
  first_name: '',
  last_name: '',
  account_type: '',
  bank_name: '',
  account_number: '',
  confirm_account_number: '',
  routing_number: '',
});

export const blankNewSource = (paymentType: PaymentType): NewSource =>
  paymentType === 'credit_card'
    ? { payment_type: 'credit_card', data: emptyCardData(), save: false }
    : { payment_type: 'bank_account', data: emptyBankData(), save: false };

const blank = (value: string) => value.trim() === '';

/** Dotted paths of the card fields that fail; expiry is judged at `now`, the machine's clock. */
function cardProblems(data: CardData, now: Date): string[] {
  const problems: string[] = [];
  if (blank(data.account_holder.first_name)) problems.push('account_holder.first_name');
  if (blank(data.account_holder.last_name)) problems.push('account_holder.last_name');
  if (!isCardNumber(data.card.cc_number)) problems.push('card.cc_number');
  if (cardExpiryProblem(data.card.cc_exp, now)) problems.push('card.cc_exp');
  // With a bad number the CVV's length is unknowable; the number alone carries that problem.
  if (cvvProblem(data.card.cc_cvv, data.card.cc_number)?.kind === 'length') problems.push('card.cc_cvv');
  for (const field of ['street1', 'city', 'state', 'zipcode', 'country'] as const) {
    if (blank(data.address[field])) problems.push(`address.${field}`);
  }
  return problems;
}

function bankProblems(data: BankData): string[] {
  const problems: string[] = [];
  for (const field of ['first_name', 'last_name', 'bank_name'] as const) {
    if (blank(data[field])) problems.push(field);
  }
  if (!BANK_ACCOUNT_TYPES.includes(data.account_type as (typeof BANK_ACCOUNT_TYPES)[number])) problems.push('account_type');
  if (!isRoutingNumber(data.routing_number)) problems.push('routing_number');
  if (!isBankAccountNumber(data.account_number)) problems.push('account_number');
  if (data.confirm_account_number !== data.account_number) problems.push('confirm_account_number');
  return problems;
}

/** The fields of a new source that keep it from review, as dotted paths into its data; empty when it may go on. */
export function newSourceProblems(source: NewSource, now: Date): string[] {
  return source.payment_type === 'credit_card' ? cardProblems(source.data, now) : bankProblems(source.data);
}
