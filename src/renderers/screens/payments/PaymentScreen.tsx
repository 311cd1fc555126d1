import { fillPendingPayments } from '../../../engine/messages/pending-payments';
import { useCallback, useState } from 'react';
import type { Account } from '../../../engine/api/types';
import { formatMoney } from '../../../engine/format';
import { messages } from '../../../engine/messages/catalogue';
import { makePaymentFlag } from '../../../engine/success-flags';
import type { PaymentType } from '../../../machines/payment.machine';
import { billingStart } from '../../../machines/payment-details';
import { AccountFrame } from '../../frame/AccountFrame';
import { useCurrentAccount } from '../../customer-accounts/current-account';
import { successFlags } from '../../feedback/success-flags';
import type { ScreenProps } from '../../registry/types';
import { useStepForm } from '../../flow/flow-steps';
import { useTenant } from '../../tenant/tenant-context';
import { Autopay } from './Autopay';
import { MakePayment } from './MakePayment';
import { SavedSources } from './SavedSources';
import { usePaymentSources } from '../../payment-sources/use-payment-sources';
import './payments.css';
import { RichText } from '../../content/RichText';
import { PAYMENT_TYPES } from '../../../../schemas/generated/enums';
import { paymentScreenMessages as t } from '../../../engine/messages/payment-screens';

const takesPayments = (account: Account) => account.is_payment;
/** One empty list, not a new one per render: the payment machine is told of every new list of sources. */
const NO_SOURCES: never[] = [];

/**
 * Payment (/payment, customers): make a payment on the current account, the saved payment
 * methods, and autopay when the tenant offers it. Everything the customer may use comes from
 * the tenant's settings.payments. The `payment` flow (a `flow` screen): its card and bank steps are
 * the forms the layout names (payment-card and payment-bank), which saving a source uses too.
 */
export default function PaymentScreen({ screen }: ScreenProps) {
  const { settings } = useTenant();
  const payments = settings.payments ?? {};
  const types = (payments.types ?? PAYMENT_TYPES) as PaymentType[];
  const forms = { credit_card: useStepForm(screen, 'payment', 'card'), bank_account: useStepForm(screen, 'payment', 'bank') };
  const saveForm = useStepForm(screen, 'payment', 'save');
  const current = useCurrentAccount(takesPayments);
  const { account } = current;
  const sources = usePaymentSources();
  const { reload } = sources;
  // A new payment round starts after each payment: the machine is keyed by it.
  const [round, setRound] = useState(0);
  const [, setPaid] = useState(0);
  // Sources are reloaded only for the next payment: a card saved with this one would restart the machine and hide the receipt.
  const onPaid = useCallback(() => setPaid((n) => n + 1), []);

  const paidToday = account ? successFlags().has(makePaymentFlag(account.account_id)) : false;

  return (
    <AccountFrame screen={screen} current={current} loading={!sources.sources && !sources.error} loadingLabel="Loading payments" problem={sources.error} className="payments">
      <RichText html={settings.tooltips?.Payment} className="payments__intro muted" />
      {account && (
        <section className="card payment-section" aria-labelledby="make-payment-title">
          <h2 id="make-payment-title">{t.makePayment}</h2>
          <p className="payment-due">
            {t.amountDue} <strong data-testid="amount-due">{formatMoney(account.amount_due)}</strong>
            {account.pending_payments_amount > 0 && (
              <span className="muted" data-testid="pending-payments">
                {' '}
                ({fillPendingPayments('paymentsPendingAmount', { amount: formatMoney(account.pending_payments_amount) })})
              </span>
            )}
          </p>
          {paidToday && (
            <p className="payment-note" role="status">
              <i className="pi pi-check-circle" aria-hidden="true" /> {messages.paymentReceivedToday}
            </p>
          )}
          <MakePayment key={`${account.account_id}:${round}`} screen={screen} account={account} sources={sources.sources ?? NO_SOURCES} forms={forms} saveForm={saveForm} onPaid={onPaid} />
          {paidToday && (
            <button type="button" className="p-button p-button-text" onClick={() => {
                setRound((n) => n + 1);
                void reload();
              }}>
              {t.makeAnotherPayment}
            </button>
          )}
        </section>
      )}
      {payments.stored_payment_sources !== false && <SavedSources value={sources} forms={forms} types={types} billing={billingStart(settings.default_country ?? 'US', account?.billing_address)} />}
      {account && payments.auto_pay !== false && <Autopay account={account} value={sources} terms={payments.autopay_terms ?? ''} />}
    </AccountFrame>
  );
}
