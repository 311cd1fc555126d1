import type { ScreenForm } from '../schema-form/use-screen-form';
import type { PaymentType } from '../../../schemas/generated/enums';
import { paymentScreenMessages } from '../../engine/messages/payment-screens';

/** The answers of the payment-card / payment-bank forms: what the customer calls it, and the data. */
export interface SourceAnswers {
  name?: string;
  description?: string;
  data?: object;
}

/**
 * A payment-card or payment-bank form as a step of "Make a payment": the data, the name only when
 * the source is kept (otherwise a default name rides along hidden, so the form's own validators
 * still pass), no description, and the step's own button label.
 */
export function paymentStepForm(form: ScreenForm, saving: boolean, submitLabel: string): ScreenForm {
  const hidden = { 'ui:widget': 'hidden' };
  const ui = withoutDataTitle(form).uiSchema;
  return { ...form, submitLabel, uiSchema: { ...ui, description: hidden, ...(saving ? {} : { name: hidden }) } };
}

/** The `data` wrapper's blank title would still draw its required star alone on a line: no title at all. */
export function withoutDataTitle(form: ScreenForm): ScreenForm {
  const ui = form.uiSchema as Record<string, Record<string, unknown> | undefined>;
  return { ...form, uiSchema: { ...ui, data: { ...ui.data, 'ui:label': false } } };
}

export const defaultSourceName = (paymentType: PaymentType) => (paymentType === 'credit_card' ? paymentScreenMessages.myCard : paymentScreenMessages.myBankAccount);
