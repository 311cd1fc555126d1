import { Suspense, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { PortalDialog } from '../../../frame/PortalDialog';
import type { Schemas } from '../../../../engine/api/types';
import { formatDate, formatMoney } from '../../../../engine/format';
import { fillMessage } from '../../../../engine/messages/catalogue';
import { defaultRefundAmount, refundProblems, type RefundAnswers } from '../../../../engine/payments/refund-amount';
import { ProblemAlert } from '../../../frame/ProblemAlert';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useFormById } from '../../../schema-form/use-screen-form';
import { Loading } from '../../../shell/Loading';
import { useTicketRefund } from './use-ticket-refund';
import { accountCardMessages as t, fillAccountCard } from '../../../../engine/messages/account-cards';
import { confirmMessages } from '../../../../engine/messages/confirm';

type Delivery = Schemas['Delivery'];

interface RefundFormProps {
  delivery: Delivery;
  answers: RefundAnswers;
  onChange: (answers: RefundAnswers) => void;
  onContinue: () => void;
  onCancel: () => void;
}

/** The first step: the ticket-refund form document (amount with the money widget, reason), its messages the dialog's own. */
function RefundForm({ delivery, answers, onChange, onContinue, onCancel }: RefundFormProps) {
  const form = useFormById('ticket-refund');
  const problems = useMemo(() => refundProblems(answers, delivery.amount), [answers, delivery.amount]);
  return (
    <SchemaForm form={form} formData={answers} onChange={onChange} onSubmit={onContinue} problems={problems} idPrefix="refund">
      <Button type="button" label={confirmMessages.cancel} outlined onClick={onCancel} />
    </SchemaForm>
  );
}

/**
 * Refund part or all of a delivery ticket (spec 1 §6 ticket actions; staff with payments:refund).
 * Two steps: the amount (the whole ticket unless changed) and a required reason, then a
 * confirmation naming the amount; only the confirmation sends. Each confirmed attempt (Continue
 * on an amount and reason) gets its own Idempotency-Key, kept if Confirm is pressed again after a
 * failure: a refund whose answer was lost is then replayed, never made twice.
 */
export function RefundDialog({ delivery, onHide, onRefunded }: { delivery: Delivery; onHide: () => void; onRefunded: () => void }) {
  const [answers, setAnswers] = useState<RefundAnswers>(() => ({ amount: defaultRefundAmount(delivery.amount) }));
  // The Idempotency-Key of the attempt being confirmed; none while the amount and reason are edited.
  const [attemptKey, setAttemptKey] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const { refund, busy } = useTicketRefund(delivery, () => {
    onRefunded();
    onHide();
  });
  // The form lets Continue through only with an amount the money widget read as dollars.
  const amount = typeof answers.amount === 'number' ? answers.amount : undefined;
  const reason = (answers.reason ?? '').trim();
  const confirming = attemptKey !== undefined && amount !== undefined;

  const next = () => {
    setProblem(undefined);
    setAttemptKey(globalThis.crypto.randomUUID());
  };
  const confirm = async () => {
    if (amount === undefined || !attemptKey) return;
    const sent = refund(amount, reason, attemptKey);
    if (sent) setProblem(await sent);
  };

  const footer = confirming ? (
    <>
      <Button type="button" label={t.back} outlined disabled={busy} onClick={() => setAttemptKey(undefined)} />
      <Button type="button" label={t.confirmRefund} icon="pi pi-check" severity="danger" loading={busy} disabled={busy} onClick={() => void confirm()} />
    </>
  ) : undefined;

  return (
    <PortalDialog visible step={confirming ? 'confirm' : 'amount'} onHide={onHide} header={fillAccountCard('refundTicket', { ticket: delivery.ticket_number })} footer={footer} style={{ width: 'min(520px, 96vw)' }} modal>
      <p>{fillAccountCard('refundDelivered', { product: delivery.product_name, amount: formatMoney(delivery.amount), date: formatDate(delivery.delivery_date) })}</p>
      {confirming ? (
        <>
          <p className="refund-dialog__confirm">{fillMessage('confirmTicketRefund', { amount: formatMoney(amount), ticket: delivery.ticket_number })}</p>
          <p>{fillAccountCard('refundReason', { reason })}</p>
        </>
      ) : (
        <Suspense fallback={<Loading />}>
          <RefundForm delivery={delivery} answers={answers} onChange={setAnswers} onContinue={next} onCancel={onHide} />
        </Suspense>
      )}
      <ProblemAlert kind="refusal" problem={problem} />
    </PortalDialog>
  );
}
