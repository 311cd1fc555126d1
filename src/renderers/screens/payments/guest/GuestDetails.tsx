import { useState } from 'react';
import { Button } from 'primereact/button';
import { formatMoney } from '../../../../engine/format/money';
import { fillMessage, messages } from '../../../../engine/messages/catalogue';
import { amountProblem } from '../../../../machines/payment-request';
import type { GuestPaymentContext } from '../../../../machines/guest-payment.machine';
import { guestLimitProblem } from '../../../../machines/guest-payment-context';
import type { PaymentType } from '../../../../machines/payment-details';
import type { ResolvedScreen } from '../../../../engine/layout/types';
import { isEmail } from '../../../../engine/validation';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useStepForm } from '../../../flow/flow-steps';
import { useTenant } from '../../../tenant/tenant-context';
import { cardFieldProblems } from '../card-problems';
import { GuestField } from './GuestField';
import { bankDataOf, cardDataOf, formDataOf, paymentDataForm } from './payment-data-form';
import type { GuestSend } from './guest-send';

const TYPE_LABELS: Record<PaymentType, string> = { credit_card: 'Card', bank_account: 'Bank account' };

/**
 * Step 2: the amount (the amount due, editable), where the receipt goes, and the card or bank
 * account, drawn from the payment-card / payment-bank forms. The form's button goes on to review;
 * the amount and email are checked then too, so every problem shows at once.
 */
export function GuestDetails({ screen, context, send }: { screen: ResolvedScreen; context: GuestPaymentContext; send: GuestSend }) {
  const cardForm = paymentDataForm(useStepForm(screen, 'guestPayment', 'card'), 'Review payment');
  const bankForm = paymentDataForm(useStepForm(screen, 'guestPayment', 'bank'), 'Review payment');
  const [tried, setTried] = useState(false);
  const { source } = context;
  const amountIssue = amountProblem(context.amount, context.maxAmount);
  const limitIssue = guestLimitProblem(context);
  const amountError = !tried ? undefined : amountIssue === 'invalid' ? messages.amountInvalid : amountIssue ? fillMessage('amountAboveLimit', { max: formatMoney(context.maxAmount) }) : limitIssue?.text;
  const emailError = tried && !isEmail(context.email.trim()) ? messages.guestEmailInvalid : undefined;
  const { tenant } = useTenant();
  const cardProblems = source.payment_type === 'credit_card' ? cardFieldProblems(source.data, tenant) : [];
  const next = () => {
    setTried(true);
    // The card or bank form refuses its own fields with focus; the amount and email are this step's.
    if (amountIssue) document.getElementById('guest-amount')?.focus();
    else if (!isEmail(context.email.trim())) document.getElementById('guest-email')?.focus();
    send({ type: 'NEXT' });
  };

  return (
    <div className="guest-payment__details">
      <p className="guest-payment__due">
        Account <strong>{context.account?.account_number}</strong> · Amount due <strong>{formatMoney(context.amountDue)}</strong>
      </p>
      <div className="guest-payment__fields">
        <GuestField id="guest-amount" label="Payment amount ($)" value={context.amount} onChange={(amount) => send({ type: 'SET_AMOUNT', amount })} inputMode="decimal" autoComplete="off" error={amountError} />
        <GuestField id="guest-email" label="Email for your receipt" type="email" value={context.email} onChange={(email) => send({ type: 'SET_EMAIL', email })} autoComplete="email" error={emailError} />
      </div>
      {context.allowedTypes.length > 1 && (
        <fieldset className="guest-payment__types">
          <legend>Pay with</legend>
          {context.allowedTypes.map((type) => (
            <label key={type} className="guest-payment__type">
              <input type="radio" name="guest-payment-type" value={type} checked={source.payment_type === type} onChange={() => send({ type: 'CHOOSE_TYPE', paymentType: type })} />
              {TYPE_LABELS[type]}
            </label>
          ))}
        </fieldset>
      )}
      {source.payment_type === 'credit_card' ? (
        <SchemaForm key="card" idPrefix="guest-card" form={cardForm} formData={formDataOf(source)} onChange={(answers) => send({ type: 'UPDATE_CARD', data: cardDataOf(answers) })} onSubmit={next} problems={cardProblems} onRefused={() => setTried(true)}>
          <Button type="button" text label="Another account" icon="pi pi-arrow-left" onClick={() => send({ type: 'START_OVER' })} />
        </SchemaForm>
      ) : (
        <SchemaForm key="bank" idPrefix="guest-bank" form={bankForm} formData={formDataOf(source)} onChange={(answers) => send({ type: 'UPDATE_BANK', data: bankDataOf(answers) })} onSubmit={next} onRefused={() => setTried(true)}>
          <Button type="button" text label="Another account" icon="pi pi-arrow-left" onClick={() => send({ type: 'START_OVER' })} />
        </SchemaForm>
      )}
    </div>
  );
}
