import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec) The words of the PDFs the server draws: the supplier's letterhead and the
 * payment receipt. Only the server words them.
 */
export const pdfTextMessages = messageSet({
  customerService: 'Customer service {phone}',
  billing: 'Billing {phone}',
  receiptTitle: 'Payment receipt {number}',
  receiptHeading: 'Payment Receipt',
  receiptNumber: 'Receipt number',
  date: 'Date',
  account: 'Account',
  paidWith: 'Paid with',
  amount: 'Amount',
  fee: 'Fee',
  totalCharged: 'Total charged',
  status: 'Status',
  statusPending: 'Received - pending settlement',
  statusSettled: 'Settled',
  statusReturned: 'Returned by the bank',
  statusRefunded: 'Refunded',
  receiptFooter: 'Thank you for your payment. Bank payments take a few business days to settle; a payment the bank returns is charged back to the account.',
}, (language) => import(`./locales/${language}/pdf-texts.ts`));

/** A PDF's words with their {placeholders} filled. */
export const fillPdfText = fillerOf(pdfTextMessages);
