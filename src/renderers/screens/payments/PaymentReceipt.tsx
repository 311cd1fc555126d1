import { formatMoney, formatStatusInText } from '../../../engine/format';
import { messages } from '../../../engine/messages/catalogue';
import { translatedText } from '../../../engine/messages/data-texts';
import type { PaymentContext } from '../../../machines/payment.machine';
import { ReceiptLink } from './ReceiptLink';
import { fillPaymentScreen } from '../../../engine/messages/payment-screens';

interface Props {
  receipt: PaymentContext['receipt'];
  /** settings.payments.success_message: the tenant's words (in the reader's language where it translated them), else the server's. */
  successMessage?: string;
}

/** The payment flow's last step: what was paid, its status and its receipt. */
export function PaymentReceipt({ receipt, successMessage }: Props) {
  const payment = receipt?.payment;
  return (
    <div className="payment-step payment-outcome" role="status">
      <p className="form-answer">
        <i className="pi pi-check-circle" aria-hidden="true" /> {successMessage ? translatedText(successMessage) : receipt?.message}
      </p>
      {payment && (
        <p>
          {fillPaymentScreen('paymentOutcome', { number: payment.payment_number, total: formatMoney(payment.total), status: formatStatusInText(payment.status) })} {messages.paymentPending}
        </p>
      )}
      {payment && <ReceiptLink payment={payment} />}
    </div>
  );
}
