import { Button } from 'primereact/button';
import { formatMoney } from '../../../../engine/format/money';
import { sourceLabel } from '../../../../engine/payments/source-label';
import { cardBrandOf, cardDigits } from '../../../../engine/validation';
import { guestCharge, type GuestPaymentContext } from '../../../../machines/guest-payment.machine';
import type { NewSource } from '../../../../machines/payment-details';
import type { GuestSend } from './guest-send';
import type { BotCheck } from '../../../bot-check/use-bot-check';
import { paymentScreenMessages as t, fillPaymentScreen } from '../../../../engine/messages/payment-screens';

/** The source as the receipt will name it: the card's brand or the bank's name, and the last 4. */
function paidWith(source: NewSource): string {
  if (source.payment_type === 'bank_account') return sourceLabel(source.data.bank_name.trim() || t.bankAccount, source.data.account_number.slice(-4));
  const digits = cardDigits(source.data.card.cc_number);
  return sourceLabel(cardBrandOf(digits) ?? t.card, digits.slice(-4));
}

/**
 * Step 3: what will be charged — the amount, the fee (a guest's card is always new: the card
 * percentage and the new-card fee) and the total — before the one click that pays. While the
 * payment is out the button is busy and a second click is dropped by the machine.
 */
export function GuestReview({ context, send, submitting, bot }: { context: GuestPaymentContext; send: GuestSend; submitting: boolean; bot: BotCheck }) {
  const charge = guestCharge(context);
  if (!charge) return null;
  return (
    <div className="guest-payment__review" aria-busy={submitting}>
      <h2>{t.reviewYourPayment}</h2>
      <dl className="guest-payment__summary">
        <dt>{t.account}</dt>
        <dd>{context.account?.account_number}</dd>
        <dt>{t.payWith}</dt>
        <dd>{paidWith(context.source)}</dd>
        <dt>{t.amount}</dt>
        <dd>{formatMoney(charge.amount)}</dd>
        <dt>{t.fee}</dt>
        <dd>{formatMoney(charge.fee)}</dd>
        <dt className="guest-payment__total">{t.total}</dt>
        <dd className="guest-payment__total">{formatMoney(charge.total)}</dd>
        <dt>{t.receiptTo}</dt>
        <dd>{context.email.trim()}</dd>
      </dl>
      <div className="form-actions">
        {bot.widget}
        <Button type="button" outlined label={t.back} icon="pi pi-arrow-left" disabled={submitting} onClick={() => send({ type: 'BACK' })} />
        <Button type="button" label={fillPaymentScreen('payAmount', { amount: formatMoney(charge.total) })} icon={submitting ? 'pi pi-spin pi-spinner' : 'pi pi-lock'} disabled={submitting} onClick={() => (bot.passed ? send({ type: 'CONFIRM' }) : bot.demand())} />
      </div>
    </div>
  );
}
