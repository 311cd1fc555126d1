import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { composeForms } from '../../../../engine/forms';
import { formatMoney } from '../../../../engine/format/money';
import type { ResolvedScreen } from '../../../../engine/layout/types';
import type { GuestPaymentContext } from '../../../../machines/guest-payment.machine';
import { guestDetailsAnswers, guestDetailsEvents, guestDetailsProblems } from '../../../../machines/guest-payment-answers';
import { paymentStepForm } from '../../../payment-sources/source-form';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import type { ScreenForm } from '../../../schema-form/use-screen-form';
import { useStepForm } from '../../../flow/flow-steps';
import { useTenant } from '../../../tenant/tenant-context';
import { cardFieldProblems } from '../card-problems';
import type { GuestSend } from './guest-send';
import { paymentScreenMessages as t } from '../../../../engine/messages/payment-screens';

/**
 * Step 2, one form: the layout's details form (the amount, the amount due filled in; where the
 * receipt goes; card or bank account, when the tenant takes both) above its card or bank form.
 * The machine holds the answers; its rules show at their fields once left, all of them when the
 * visitor tries to go on, with focus on the first.
 */
export function GuestDetails({ screen, context, send }: { screen: ResolvedScreen; context: GuestPaymentContext; send: GuestSend }) {
  const details = useStepForm(screen, 'guestPayment', 'details', useMemo(() => ({ payment_type: context.allowedTypes }), [context.allowedTypes]));
  const card = useStepForm(screen, 'guestPayment', 'card');
  const bank = useStepForm(screen, 'guestPayment', 'bank');
  const { source } = context;
  const form = useMemo(() => detailsForm(details, paymentStepForm(source.payment_type === 'credit_card' ? card : bank, false, details.submitLabel), context.allowedTypes.length), [details, card, bank, source.payment_type, context.allowedTypes.length]);
  const { tenant } = useTenant();
  const problems = [...guestDetailsProblems(context), ...(source.payment_type === 'credit_card' ? cardFieldProblems(source.data, tenant) : [])];
  return (
    <div className="guest-payment__details">
      <p className="guest-payment__due">
        {t.account} <strong>{context.account?.account_number}</strong> · {t.amountDue} <strong>{formatMoney(context.amountDue)}</strong>
      </p>
      <SchemaForm idPrefix="guest" form={form} formData={guestDetailsAnswers(context)} onChange={(answers) => guestDetailsEvents(context, answers).forEach(send)} onSubmit={() => send({ type: 'NEXT' })} problems={problems}>
        <Button type="button" text label={t.anotherAccount} icon="pi pi-arrow-left" onClick={() => send({ type: 'START_OVER' })} />
      </SchemaForm>
    </div>
  );
}

/** The details form above the payment form; the way to pay hidden when the tenant takes only one. */
function detailsForm(details: ScreenForm, payment: ScreenForm, typeCount: number): ScreenForm {
  const composed = composeForms(details, payment);
  if (typeCount > 1) return composed;
  return { ...composed, uiSchema: { ...composed.uiSchema, payment_type: { 'ui:widget': 'hidden' } } };
}
