import { InputText } from 'primereact/inputtext';
import { formatMoney, formatPercent } from '../../../engine/format';
import { amountProblem, chargeOf, limitProblem, type PaymentContext } from '../../../machines/payment.machine';
import { RichText } from '../../content/RichText';
import { paymentScreenMessages as t, fillPaymentScreen } from '../../../engine/messages/payment-screens';

interface Props {
  context: PaymentContext;
  submitting: boolean;
  /** settings.payments.amount_message: the tenant's word beside the amount, if any. */
  amountMessage?: string;
  onAmount: (amount: string) => void;
  onConfirm: () => void;
  onBack: () => void;
}

/** The message key of each amount problem, read at render (the reader's language). */
const AMOUNT_PROBLEMS = { invalid: 'amountInvalid', 'above-max': 'amountAboveMax' } as const satisfies Record<string, keyof typeof t>;

/** Why there is a fee, in the tenant's numbers (the fee itself is the engine's chargeOf). */
function feeNote(context: PaymentContext): string {
  const percent = formatPercent(context.fees.cc_convenience_fee_percent ?? 0);
  if (context.newSource && context.fees.new_card_fee) return fillPaymentScreen('cardFeeNoteNewCard', { percent, fee: formatMoney(context.fees.new_card_fee) });
  return fillPaymentScreen('cardFeeNote', { percent });
}

/** The amount (editable), the fee and the total, before the customer confirms; the fee comes from the engine's chargeOf. */
export function ReviewStep({ context, submitting, amountMessage, onAmount, onConfirm, onBack }: Props) {
  const charge = chargeOf(context);
  const problem = amountProblem(context.amount, context.maxAmount);
  // Past the amount due and its margin, or a total past the maximum: the server's words, before it is asked.
  const limit = limitProblem(context);
  const source = context.newSource
    ? context.newSource.payment_type === 'credit_card' ? t.newCard : t.newBankAccount
    : context.sources.find((s) => s.id === context.sourceId)?.label;
  return (
    <div className="payment-step payment-review">
      <p>
        {t.payingWith} <strong>{source}</strong>
      </p>
      <label htmlFor="pay-amount">{t.amount}</label>
      <InputText id="pay-amount" inputMode="decimal" value={context.amount} onChange={(e) => onAmount(e.target.value)} aria-describedby="pay-amount-problem" disabled={submitting} />
      {problem && context.amount !== '' && (
        <p id="pay-amount-problem" className="form-problem" role="alert">
          {t[AMOUNT_PROBLEMS[problem]]}
        </p>
      )}
      {!problem && limit && (
        <p id="pay-amount-problem" className="form-problem" role="alert">
          {limit.text}
        </p>
      )}
      <RichText html={amountMessage} className="muted" />
      {charge && charge.fee > 0 && <p className="muted payment-fee-note">{feeNote(context)}</p>}
      {charge && (
        <dl className="payment-charge" aria-label={t.charge}>
          <dt>{t.amount}</dt>
          <dd>{formatMoney(charge.amount)}</dd>
          <dt>{t.fee}</dt>
          <dd data-testid="payment-fee">{formatMoney(charge.fee)}</dd>
          <dt>{t.total}</dt>
          <dd data-testid="payment-total">{formatMoney(charge.total)}</dd>
        </dl>
      )}
      <div className="payment-actions">
        <button type="button" className="p-button p-button-text" onClick={onBack} disabled={submitting}>
          {t.back}
        </button>
        <button type="button" className="p-button" onClick={onConfirm} disabled={submitting || !charge || limit !== null} aria-busy={submitting}>
          {submitting ? t.paying : t.confirmPayment}
        </button>
      </div>
    </div>
  );
}
