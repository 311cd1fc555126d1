import { useState } from 'react';
import { failureMessage } from '../../../engine/api/call-error';
import type { PaymentReceipt } from '../../../machines/payment.machine';
import { useToast } from '../../feedback/toast-context';
import { useApi } from '../../session/session-context';
import { saveFile } from '../../table/exports/save-file';
import { paymentScreenMessages as t } from '../../../engine/messages/payment-screens';

/** Downloads the payment's receipt PDF (getPaymentReceipt). */
export function ReceiptLink({ payment }: { payment: PaymentReceipt }) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await api.fileNamed('getPaymentReceipt', { account_id: payment.account_id, payment_id: payment.payment_id }, `receipt-${payment.payment_id}.pdf`));
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="p-button p-button-outlined" onClick={() => void download()} disabled={busy}>
      <i className="pi pi-file-pdf" aria-hidden="true" /> {t.downloadReceipt}
    </button>
  );
}
