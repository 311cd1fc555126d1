import type { ScreenForm } from '../../../schema-form/use-screen-form';

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
