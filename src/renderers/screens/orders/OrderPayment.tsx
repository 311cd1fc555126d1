import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { messages } from '../../../engine/messages/catalogue';
import { orderPaymentChoiceLabel, offeredPaymentChoices } from '../../../engine/orders/order-payment';
import type { BankData, CardData, FuelOrderContext, FuelOrderEvent, PaymentType } from '../../../machines/fuel-order.machine';
import { SchemaForm } from '../../schema-form/SchemaForm';
import type { ScreenForm } from '../../schema-form/use-screen-form';
import { paymentStepForm, type SourceAnswers } from '../../payment-sources/source-form';
import type { PaymentSource } from '../../payment-sources/use-payment-sources';
import { PAYMENT_TYPES } from '../../../../schemas/generated/enums';
import { orderScreenMessages as t } from '../../../engine/messages/order-screens';

interface Props {
  context: FuelOrderContext;
  send: (event: FuelOrderEvent) => void;
  sources: readonly PaymentSource[];
  forms: Record<PaymentType, ScreenForm>;
  /** The problem to show once the customer tried to go on. */
  problem: string | null;
}

/**
 * How the order will be paid (spec 2 §9): card on file, a new payment method (the payment card
 * and bank form documents), meet the driver, or leave payment with where it is left. The
 * make-payment screen's payment_method option has no place on this path.
 */
export function OrderPayment({ context, send, sources, forms, problem }: Props) {
  const { draft } = context;
  const usable = sources.filter((source) => !source.is_expired);
  const choices = offeredPaymentChoices(context.settings).filter((choice) => choice !== 'card_on_file' || usable.length > 0);
  const newType: PaymentType = draft.newSource?.payment_type ?? 'credit_card';
  // An empty place to leave the payment is that field's problem: shown under it, not at the foot of the payment.
  const locationProblem = draft.payment === 'leave_payment' && !draft.location?.trim() ? problem : null;
  const answers: SourceAnswers = { name: t.newSourceName, data: draft.newSource?.data };
  const onAnswers = (next: SourceAnswers) =>
    send({ type: 'UPDATE_NEW_SOURCE', source: newType === 'credit_card' ? { payment_type: 'credit_card', data: next.data as CardData, save: false } : { payment_type: 'bank_account', data: next.data as BankData, save: false } });

  return (
    <fieldset className="order-fieldset">
      <legend>{t.payment}</legend>
      <p className="order-note" role="note">
        <i className="pi pi-info-circle" aria-hidden="true" /> {messages.paymentRequiredForDelivery}
      </p>
      <div className="order-radios order-radios--stacked" role="radiogroup" aria-label={t.payment}>
        {choices.map((choice) => (
          <span key={choice}>
            <RadioButton inputId={`order-pay-${choice}`} checked={draft.payment === choice} onChange={() => send({ type: 'CHOOSE_PAYMENT', choice })} />
            <label htmlFor={`order-pay-${choice}`}>{orderPaymentChoiceLabel(choice)}</label>
          </span>
        ))}
      </div>
      {draft.payment === 'card_on_file' && (
        <div className="field">
          <label htmlFor="order-saved-source">{t.savedCard}</label>
          <Dropdown
            inputId="order-saved-source"
            // Its button and hidden native select are named too (axe aria-command-name, select-name).
            pt={{ trigger: { 'aria-label': t.savedCard }, select: { 'aria-label': t.savedCard } }}
            value={draft.paymentId}
            options={usable.map((source) => ({ value: source.payment_id, label: source.label ?? `${source.brand} •••• ${source.last4}` }))}
            onChange={(e) => send({ type: 'CHOOSE_SAVED_SOURCE', paymentId: e.value as number })}
          />
        </div>
      )}
      {draft.payment === 'new_payment_method' && (
        <div className="order-new-source">
          <div className="order-radios">
            {PAYMENT_TYPES.map((type) => (
              <span key={type}>
                <RadioButton inputId={`order-new-${type}`} checked={draft.newSource?.payment_type === type} onChange={() => send({ type: 'CHOOSE_NEW_TYPE', paymentType: type })} />
                <label htmlFor={`order-new-${type}`}>{type === 'credit_card' ? t.card : t.bankAccount}</label>
              </span>
            ))}
          </div>
          {draft.newSource && (
            <SchemaForm key={newType} form={paymentStepForm(forms[newType], false, t.useThisPaymentMethod)} formData={answers} onChange={onAnswers} onSubmit={onAnswers} idPrefix="order-pay" />
          )}
        </div>
      )}
      {draft.payment === 'leave_payment' && (
        <div className="field">
          <label htmlFor="order-location" className="form-field__label form-field__label--required">
            {t.whereLeft}
          </label>
          <InputText
            id="order-location"
            value={draft.location}
            maxLength={500}
            aria-required="true"
            invalid={!!locationProblem}
            aria-describedby="order-location-problem"
            onChange={(e) => send({ type: 'SET_LOCATION', location: e.target.value })}
          />
          {locationProblem && (
            <small id="order-location-problem" className="p-error" role="alert" data-problem="order-location">
              {locationProblem}
            </small>
          )}
        </div>
      )}
      {problem && !locationProblem && (
        <small className="p-error" role="alert" data-problem="">
          {problem}
        </small>
      )}
    </fieldset>
  );
}
