import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { Schemas } from '../../../../engine/api/types';
import { formatDate, formatMoney } from '../../../../engine/format';
import { fillMessage } from '../../../../engine/messages/catalogue';
import { checkRefundAmount, defaultRefundAmount } from '../../../../engine/payments/refund-amount';
import { useTicketRefund } from './use-ticket-refund';

type Delivery = Schemas['Delivery'];

/**
 * Refund part or all of a delivery ticket (spec 1 §6 ticket actions; staff with payments:refund).
 * Two steps: the amount (the whole ticket unless changed) and a required reason, then a
 * confirmation naming the amount; only the confirmation sends. Each confirmed attempt (Continue
 * on an amount and reason) gets its own Idempotency-Key, kept if Confirm is pressed again after a
 * failure: a refund whose answer was lost is then replayed, never made twice.
 */
export function RefundDialog({ delivery, onHide, onRefunded }: { delivery: Delivery; onHide: () => void; onRefunded: () => void }) {
  const id = useId();
  const [amountText, setAmountText] = useState(defaultRefundAmount(delivery.amount));
  const [reason, setReason] = useState('');
  // The Idempotency-Key of the attempt being confirmed; none while the amount and reason are edited.
  const [attemptKey, setAttemptKey] = useState<string>();
  const confirming = attemptKey !== undefined;
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { refund, busy } = useTicketRefund(delivery, () => {
    onRefunded();
    onHide();
  });
  const amount = checkRefundAmount(amountText, delivery.amount);
  const reasonMissing = reason.trim() === '';

  const next = () => {
    setTouched(true);
    if (amount.ok && !reasonMissing) {
      setProblem(undefined);
      setAttemptKey(globalThis.crypto.randomUUID());
    }
  };
  const confirm = async () => {
    if (!amount.ok || !attemptKey) return;
    setProblem(await refund(amount.amount, reason.trim(), attemptKey));
  };

  const footer = confirming ? (
    <>
      <Button type="button" label="Back" outlined disabled={busy} onClick={() => setAttemptKey(undefined)} />
      <Button type="button" label="Confirm Refund" icon="pi pi-check" severity="danger" loading={busy} disabled={busy} onClick={() => void confirm()} />
    </>
  ) : (
    <>
      <Button type="button" label="Cancel" outlined onClick={onHide} />
      <Button type="button" label="Continue" icon="pi pi-arrow-right" iconPos="right" onClick={next} />
    </>
  );

  return (
    <Dialog visible onHide={onHide} header={`Refund ticket ${delivery.ticket_number}`} footer={footer} style={{ width: 'min(520px, 96vw)' }} modal>
      <p>
        {delivery.product_name}, {formatMoney(delivery.amount)} delivered {formatDate(delivery.delivery_date)}.
      </p>
      {confirming && amount.ok ? (
        <>
          <p className="refund-dialog__confirm">{fillMessage('confirmTicketRefund', { amount: formatMoney(amount.amount), ticket: delivery.ticket_number })}</p>
          <p>Reason: {reason.trim()}</p>
        </>
      ) : (
        <>
          <div className="form-field">
            <label htmlFor={`${id}-amount`} className="form-field__label form-field__label--required">
              Amount
            </label>
            <InputText id={`${id}-amount`} inputMode="decimal" value={amountText} onChange={(event) => setAmountText(event.target.value)} aria-invalid={touched && !amount.ok} aria-describedby={`${id}-amount-help`} />
            <small id={`${id}-amount-help`} role={touched && !amount.ok ? 'alert' : undefined} className={touched && !amount.ok ? 'p-error' : undefined}>
              {touched && !amount.ok ? amount.problem : 'The whole ticket, or less for a partial refund.'}
            </small>
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-reason`} className="form-field__label form-field__label--required">
              Reason
            </label>
            <InputTextarea id={`${id}-reason`} rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={touched && reasonMissing} />
            {touched && reasonMissing && (
              <small className="p-error" role="alert">
                Enter the reason for the refund.
              </small>
            )}
          </div>
        </>
      )}
      {problem && (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
