import { getPaymentReceipt } from './get-receipt';
import { listAccountPayments } from './list-payments';
import { makePayment } from './make-payment';

export const paymentsHandlers = { makePayment, listAccountPayments, getPaymentReceipt };
