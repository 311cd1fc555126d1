import { failureMessage } from '../../../engine/api/call-error';
import type { Account } from '../../../engine/api/types';
import type { BankData, CardData } from '../../../machines/payment.machine';
import type { ScreenForm } from '../../schema-form/use-screen-form';
import { useTenant } from '../../tenant/tenant-context';
import { DetailsStep } from './DetailsStep';
import type { ResolvedScreen } from '../../../engine/layout';
import { stepRenderer } from '../../flow/flow-steps';
import { PaymentReceipt } from './PaymentReceipt';
import { ReviewStep } from './ReviewStep';
import { SourceStep } from './SourceStep';
import { usePaymentMachine } from './use-payment-machine';
import { useStepFocus } from '../../frame/use-step-focus';
import type { PaymentSource } from '../../payment-sources/use-payment-sources';
import { paymentScreenMessages as t } from '../../../engine/messages/payment-screens';

interface Props {
  screen: ResolvedScreen;
  account: Account;
  sources: readonly PaymentSource[];
  forms: { credit_card: ScreenForm; bank_account: ScreenForm };
  /** The layout's save step ("Save for later"), drawn with a new card's or bank account's form. */
  saveForm: ScreenForm;
  onPaid: () => void;
}

/** "Make a payment" for one account, each step drawn from the payment machine's state by the renderer or form the layout names. */
export function MakePayment({ screen, account, sources, forms, saveForm, onPaid }: Props) {
  const Source = stepRenderer(screen, 'payment', 'source', { savedOrNewSource: SourceStep });
  const Review = stepRenderer(screen, 'payment', 'review', { paymentReview: ReviewStep });
  const Receipt = stepRenderer(screen, 'payment', 'receipt', { paymentReceipt: PaymentReceipt });
  const { settings } = useTenant();
  const payments = settings.payments ?? {};
  const [state, send] = usePaymentMachine(account, sources, onPaid);
  const { context } = state;
  // A wait belongs to its step: focus moves to the heading when the customer reaches a new one.
  useStepFocus(state.matches('submitting') ? 'review' : JSON.stringify(state.value));
  const next = (data: CardData | BankData) => {
    send(context.newSource?.payment_type === 'credit_card' ? { type: 'UPDATE_CARD', data: data as CardData } : { type: 'UPDATE_BANK', data: data as BankData });
    send({ type: 'NEXT' });
  };

  if (state.matches('success')) return <Receipt receipt={context.receipt} successMessage={payments.success_message} />;

  return (
    <div>
      {state.matches('choosingSource') && (
        <Source
          context={context}
          onSaved={(sourceId) => send({ type: 'CHOOSE_SOURCE', sourceId })}
          onNew={(paymentType) => send({ type: 'CHOOSE_NEW', paymentType })}
          onNext={() => send({ type: 'NEXT' })}
        />
      )}
      {state.matches('details') && context.newSource && (
        <DetailsStep
          key={context.newSource.payment_type}
          paymentType={context.newSource.payment_type}
          form={forms[context.newSource.payment_type]}
          saveForm={saveForm}
          data={context.newSource.data}
          save={context.newSource.save}
          canSave={payments.stored_payment_sources !== false}
          onSave={(save, name) => send({ type: 'SET_SAVE', save, name })}
          onNext={next}
          onBack={() => send({ type: 'BACK' })}
        />
      )}
      {(state.matches('review') || state.matches('submitting')) && (
        <Review
          context={context}
          submitting={state.matches('submitting')}
          amountMessage={payments.amount_message}
          onAmount={(amount) => send({ type: 'SET_AMOUNT', amount })}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onBack={() => send({ type: 'BACK' })}
        />
      )}
      {state.matches('declined') && (
        <div className="payment-step" role="alert">
          <p className="form-problem">{context.declineMessage}</p>
          <div className="payment-actions">
            <button type="button" className="p-button p-button-outlined" onClick={() => send({ type: 'CHOOSE_ANOTHER' })}>
              {t.chooseAnotherSource}
            </button>
            {state.can({ type: 'EDIT_DETAILS' }) && (
              <button type="button" className="p-button" onClick={() => send({ type: 'EDIT_DETAILS' })}>
                {t.fixTheDetails}
              </button>
            )}
          </div>
        </div>
      )}
      {state.matches('error') && (
        <div className="payment-step" role="alert">
          {context.error !== undefined && <p className="form-problem">{failureMessage(context.error)}</p>}
          <p className="form-problem">{t.outcomeUnknown}</p>
          <button type="button" className="p-button" onClick={() => send({ type: 'RETRY' })}>
            {t.tryAgain}
          </button>
        </div>
      )}
    </div>
  );
}
