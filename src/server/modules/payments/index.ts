import { getPaymentReceipt } from './get-receipt';
import { listAccountPayments } from './list-payments';
import { listAutopayRuns } from './list-autopay-runs';
import { lookUpGuestAccount } from './look-up-guest-account';
import { makeGuestPayment } from './make-guest-payment';
import { makePayment } from './make-payment';
import { refundDeliveryTicket } from './refund-ticket';

export const paymentsHandlers = { makePayment, listAccountPayments, getPaymentReceipt, refundDeliveryTicket, lookUpGuestAccount, makeGuestPayment, listAutopayRuns };
