import { useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import type { BankData, CardData, PaymentType } from '../../../machines/payment.machine';
import { SchemaForm } from '../../schema-form/SchemaForm';
import type { ScreenForm } from '../../schema-form/use-screen-form';
import { useTenant } from '../../tenant/tenant-context';
import { cardFieldProblems } from './card-problems';
import { defaultSourceName, paymentStepForm, type SourceAnswers } from '../../payment-sources/source-form';

interface Props {
  paymentType: PaymentType;
  form: ScreenForm;
  data: CardData | BankData;
  save: boolean;
  /** settings.payments.stored_payment_sources: may a typed-in source be kept? */
  canSave: boolean;
  onSave: (save: boolean) => void;
  onNext: (data: CardData | BankData) => void;
  onBack: () => void;
}

/** Details of a new card or bank account: the form document's fields for `data`, checked by the engine's rules as typed. */
export function DetailsStep({ paymentType, form, data, save, canSave, onSave, onNext, onBack }: Props) {
  const [answers, setAnswers] = useState<SourceAnswers>({ name: defaultSourceName(paymentType), data });
  const stepForm = paymentStepForm(form, save, 'Review payment');
  const { tenant } = useTenant();
  const problems = paymentType === 'credit_card' ? cardFieldProblems(answers.data, tenant) : [];
  return (
    <div className="payment-step">
      <h3>{paymentType === 'credit_card' ? 'New card' : 'New bank account'}</h3>
      {canSave && (
        <div className="payment-save">
          <Checkbox inputId="payment-save" checked={save} onChange={(event) => onSave(Boolean(event.checked))} />
          <label htmlFor="payment-save">Save for later</label>
        </div>
      )}
      <SchemaForm form={stepForm} formData={answers} onChange={setAnswers} onSubmit={(done) => onNext(done.data as CardData | BankData)} idPrefix="pay" problems={problems}>
        <button type="button" className="p-button p-button-text" onClick={onBack}>
          Back
        </button>
      </SchemaForm>
    </div>
  );
}
