import type { ScreenForm } from '../../../schema-form/use-screen-form';
import { emptyBankData, emptyCardData, type BankData, type CardData, type NewSource } from '../../../../machines/payment-details';

/**
 * The payment-card and payment-bank forms are written for saving a source (a name, a
 * description): a payment uses their `data` fields only. The others are hidden and given a value
 * that satisfies their validators; the payment call never sends them.
 */
export function paymentDataForm(form: ScreenForm, submitLabel: string): ScreenForm {
  // `data` is the whole form here: its own heading would be an empty title with a required mark.
  const data = { ...(form.uiSchema.data as object), 'ui:options': { label: false } };
  return { ...form, submitLabel, uiSchema: { ...form.uiSchema, name: { 'ui:widget': 'hidden' }, description: { 'ui:widget': 'hidden' }, data } };
}

/** The form's answers around a source's data. */
export const formDataOf = (source: NewSource) => ({ name: 'Payment', data: source.data });

type Answers = { data?: object };

/** A card's data as the machine holds it: every field a string, '' for one left empty. */
export function cardDataOf(answers: Answers): CardData {
  const empty = emptyCardData();
  const data = (answers.data ?? {}) as Partial<Record<keyof CardData, Record<string, unknown>>>;
  const part = <K extends keyof CardData>(key: K): CardData[K] => ({ ...empty[key], ...withoutUndefined(data[key]) }) as CardData[K];
  return { account_holder: part('account_holder'), card: part('card'), address: part('address') };
}

export function bankDataOf(answers: Answers): BankData {
  return { ...emptyBankData(), ...withoutUndefined(answers.data as Record<string, unknown> | undefined) } as BankData;
}

function withoutUndefined(values: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined && value !== null));
}
