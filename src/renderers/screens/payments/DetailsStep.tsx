import { useMemo, useState } from 'react';
import { composeForms } from '../../../engine/forms';
import type { BankData, CardData, PaymentType } from '../../../machines/payment.machine';
import { SchemaForm } from '../../schema-form/SchemaForm';
import type { ScreenForm } from '../../schema-form/use-screen-form';
import { useTenant } from '../../tenant/tenant-context';
import { cardFieldProblems } from './card-problems';
import { defaultSourceName, paymentStepForm, type SourceAnswers } from '../../payment-sources/source-form';
import { paymentScreenMessages as t } from '../../../engine/messages/payment-screens';

interface Props {
  paymentType: PaymentType;
  form: ScreenForm;
  /** The layout's save step: "Save for later", above the card or bank form. */
  saveForm: ScreenForm;
  data: CardData | BankData;
  save: boolean;
  /** settings.payments.stored_payment_sources: may a typed-in source be kept? */
  canSave: boolean;
  /** Whether to keep the source, and its name (the form's, once it shows). */
  onSave: (save: boolean, name?: string) => void;
  onNext: (data: CardData | BankData) => void;
  onBack: () => void;
}

/**
 * Details of a new card or bank account: one form, the save form's "Save for later" (when the
 * tenant keeps sources; the name shows once it is ticked) above the card or bank form's `data`,
 * checked by the engine's rules as typed. The machine holds whether to save.
 */
export function DetailsStep({ paymentType, form, saveForm, data, save, canSave, onSave, onNext, onBack }: Props) {
  const [answers, setAnswers] = useState<SourceAnswers>({ name: defaultSourceName(paymentType), data });
  const stepForm = useMemo(() => {
    const composed = composeForms(saveForm, paymentStepForm(form, save, t.reviewPayment));
    return canSave ? composed : { ...composed, uiSchema: { ...composed.uiSchema, save: { 'ui:widget': 'hidden' } } };
  }, [saveForm, form, save, canSave]);
  const { tenant } = useTenant();
  const problems = paymentType === 'credit_card' ? cardFieldProblems(answers.data, tenant) : [];
  const change = ({ save: saving, ...rest }: SourceAnswers & { save?: boolean }) => {
    setAnswers(rest);
    if (Boolean(saving) !== save || (saving && rest.name !== answers.name)) onSave(Boolean(saving), rest.name);
  };
  return (
    <div className="payment-step">
      <h3>{paymentType === 'credit_card' ? t.newCard : t.newBankAccount}</h3>
      <SchemaForm form={stepForm} formData={{ ...answers, save }} onChange={change} onSubmit={(done) => onNext(done.data as CardData | BankData)} idPrefix="pay" problems={problems}>
        <button type="button" className="p-button p-button-text" onClick={onBack}>
          {t.back}
        </button>
      </SchemaForm>
    </div>
  );
}
