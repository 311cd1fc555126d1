import { getPaymentReceipt } from './get-receipt';
import { listAccountPayments } from './list-payments';
import { makePayment } from './make-payment';
import { refundDeliveryTicket } from './refund-ticket';

export const paymentsHandlers = { makePayment, listAccountPayments, getPaymentReceipt, refundDeliveryTicket };
