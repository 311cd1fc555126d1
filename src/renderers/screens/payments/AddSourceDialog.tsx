import { useRef, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import type { PaymentType } from '../../../machines/payment.machine';
import { SchemaForm } from '../../schema-form/SchemaForm';
import type { ScreenForm } from '../../schema-form/use-screen-form';
import type { NewSourceRequest } from './use-payment-sources';
import { withoutDataTitle, type SourceAnswers } from './source-form';

interface Props {
  paymentType?: PaymentType;
  forms: { credit_card: ScreenForm; bank_account: ScreenForm };
  busy: boolean;
  onAdd: (body: NewSourceRequest, idempotencyKey: string) => Promise<boolean>;
  onHide: () => void;
}

/**
 * Add card / Add bank account: the payment-card or payment-bank form in a dialog. A fresh
 * Idempotency-Key per confirmed submit; a submit while one is out is ignored.
 */
export function AddSourceDialog({ paymentType, forms, busy, onAdd, onHide }: Props) {
  const [answers, setAnswers] = useState<SourceAnswers>({});
  const sending = useRef(false);
  const submit = async (done: SourceAnswers) => {
    if (!paymentType || sending.current) return;
    sending.current = true;
    const ok = await onAdd({ ...done, payment_type: paymentType } as NewSourceRequest, globalThis.crypto.randomUUID());
    sending.current = false;
    if (ok) {
      setAnswers({});
      onHide();
    }
  };
  return (
    <Dialog header={paymentType === 'bank_account' ? 'Add bank account' : 'Add card'} visible={paymentType !== undefined} onHide={onHide} className="payment-dialog" breakpoints={{ '640px': '96vw' }} style={{ width: '40rem' }}>
      {paymentType && <SchemaForm form={withoutDataTitle(forms[paymentType])} formData={answers} onChange={setAnswers} onSubmit={(done) => void submit(done)} busy={busy} idPrefix="add-source" />}
    </Dialog>
  );
}
