import type { GuestPaymentContext, GuestPaymentEvent } from './guest-payment-context';
import { emptyBankData, emptyCardData, type BankData, type CardData, type PaymentType } from './payment-details';

/**
 * The details step of Pay As Guest is one form (the guest-payment-details form's amount, receipt
 * email and way to pay, above the payment-card or payment-bank form's `data`); the machine stays
 * the record of what was typed. These turn its context into the form's answers, the form's answers
 * into the machine's events, and its rules into messages at the form's fields.
 */
export interface GuestDetailsAnswers {
  amount?: string;
  email?: string;
  payment_type?: PaymentType;
  /** The payment forms' name, which a payment never sends: a value its validators take. */
  name?: string;
  description?: string;
  data?: object;
}

export const guestDetailsAnswers = ({ amount, email, source }: GuestPaymentContext): GuestDetailsAnswers => ({ amount, email, payment_type: source.payment_type, name: 'Payment', data: source.data });

/**
 * The events that bring the machine to the form's answers: only what changed. Another way to pay
 * is chosen alone: the data on the form is the other way's, which the machine does not keep.
 */
export function guestDetailsEvents(context: GuestPaymentContext, answers: GuestDetailsAnswers): GuestPaymentEvent[] {
  const events: GuestPaymentEvent[] = [];
  const amount = answers.amount ?? '';
  const email = answers.email ?? '';
  if (amount !== context.amount) events.push({ type: 'SET_AMOUNT', amount });
  if (email !== context.email) events.push({ type: 'SET_EMAIL', email });
  if (answers.payment_type && answers.payment_type !== context.source.payment_type) events.push({ type: 'CHOOSE_TYPE', paymentType: answers.payment_type });
  else if (context.source.payment_type === 'credit_card') events.push({ type: 'UPDATE_CARD', data: cardDataOf(answers) });
  else events.push({ type: 'UPDATE_BANK', data: bankDataOf(answers) });
  return events;
}

export { guestDetailsProblems } from './guest-payment-context';

type DataAnswers = { data?: object };

/** A card's data as the machine holds it: every field a string, '' for one left empty. */
export function cardDataOf(answers: DataAnswers): CardData {
  const empty = emptyCardData();
  const data = (answers.data ?? {}) as Partial<Record<keyof CardData, Record<string, unknown>>>;
  const part = <K extends keyof CardData>(key: K): CardData[K] => ({ ...empty[key], ...withoutUndefined(data[key]) }) as CardData[K];
  return { account_holder: part('account_holder'), card: part('card'), address: part('address') };
}

export function bankDataOf(answers: DataAnswers): BankData {
  return { ...emptyBankData(), ...withoutUndefined(answers.data as Record<string, unknown> | undefined) } as BankData;
}

function withoutUndefined(values: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined && value !== null));
}
