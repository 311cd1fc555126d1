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

/** A source typed in for this payment; `save` keeps it on file afterwards, under `name` when one was given. */
export type NewSource =
  | { payment_type: 'credit_card'; data: CardData; save: boolean; name?: string }
  | { payment_type: 'bank_account'; data: BankData; save: boolean; name?: string };

export type PaymentType = NewSource['payment_type'];

export type BillingAddress = CardData['address'];

/** An address as accounts and profiles carry it (every part optional). */
type KnownAddress = Partial<Record<keyof BillingAddress | 'street2', string | null>>;

/**
 * Where a new card's billing address starts (issue 22, item 11): the account's billing address
 * when it has one, else empty in the tenant's country (settings.default_country). A Country left
 * empty was a required field showing only a placeholder, and the step went nowhere.
 */
export function billingStart(defaultCountry: string, known?: KnownAddress | null): Partial<BillingAddress> {
  const text = (value: string | null | undefined) => (typeof value === 'string' ? value : '');
  if (!known || !text(known.street1).trim()) return { country: defaultCountry };
  return { street1: text(known.street1), city: text(known.city), state: text(known.state), zipcode: text(known.zipcode), country: text(known.country) || defaultCountry };
}

export const emptyCardData = (billing: Partial<BillingAddress> = {}): CardData => ({
  account_holder: { first_name: '', last_name: '' },
  card: { cc_number: '', cc_exp: '', cc_cvv: '' },
  address: { street1: '', city: '', state: '', zipcode: '', country: '', ...billing },
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

export const blankNewSource = (paymentType: PaymentType, billing?: Partial<BillingAddress>): NewSource =>
  paymentType === 'credit_card'
    ? { payment_type: 'credit_card', data: emptyCardData(billing), save: false }
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
