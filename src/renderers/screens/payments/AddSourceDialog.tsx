import { useRef, useState } from 'react';
import { PortalDialog } from '../../frame/PortalDialog';
import type { PaymentType } from '../../../machines/payment.machine';
import type { BillingAddress } from '../../../machines/payment-details';
import { SchemaForm } from '../../schema-form/SchemaForm';
import type { ScreenForm } from '../../schema-form/use-screen-form';
import type { NewSourceRequest } from '../../payment-sources/use-payment-sources';
import { useTenant } from '../../tenant/tenant-context';
import { cardFieldProblems } from './card-problems';
import { withoutDataTitle, type SourceAnswers } from '../../payment-sources/source-form';
import { paymentScreenMessages as t } from '../../../engine/messages/payment-screens';

interface Props {
  paymentType?: PaymentType;
  forms: { credit_card: ScreenForm; bank_account: ScreenForm };
  /** Where a card's billing address starts (billingStart). */
  billing: Partial<BillingAddress>;
  busy: boolean;
  onAdd: (body: NewSourceRequest, idempotencyKey: string) => Promise<boolean>;
  onHide: () => void;
}

/**
 * Add card / Add bank account: the payment-card or payment-bank form in a dialog. A fresh
 * Idempotency-Key per confirmed submit; a submit while one is out is ignored.
 */
export function AddSourceDialog({ paymentType, forms, billing, busy, onAdd, onHide }: Props) {
  const fresh = (): SourceAnswers => (paymentType === 'credit_card' ? { data: { address: billing } } : {});
  const [answers, setAnswers] = useState<SourceAnswers>(fresh);
  // A dialog opened for another kind of source starts from that kind's blank answers.
  const [openedFor, setOpenedFor] = useState(paymentType);
  if (openedFor !== paymentType) {
    setOpenedFor(paymentType);
    setAnswers(fresh());
  }
  const sending = useRef(false);
  const { tenant } = useTenant();
  const problems = paymentType === 'credit_card' ? cardFieldProblems(answers.data, tenant) : [];
  const submit = async (done: SourceAnswers) => {
    if (!paymentType || sending.current) return;
    sending.current = true;
    const ok = await onAdd({ ...done, payment_type: paymentType } as NewSourceRequest, globalThis.crypto.randomUUID());
    sending.current = false;
    if (ok) {
      setAnswers(fresh());
      onHide();
    }
  };
  return (
    <PortalDialog header={paymentType === 'bank_account' ? t.addBankAccount : t.addCard} visible={paymentType !== undefined} onHide={onHide} className="payment-dialog" breakpoints={{ '640px': '96vw' }} style={{ width: '40rem' }}>
      {paymentType && <SchemaForm form={withoutDataTitle(forms[paymentType])} formData={answers} onChange={setAnswers} onSubmit={(done) => void submit(done)} busy={busy} idPrefix="add-source" problems={problems} />}
    </PortalDialog>
  );
}
