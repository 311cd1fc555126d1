import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec, which names the documents only) The words of the account's documents the
 * server draws: statements and invoices, delivery tickets, and the exports of a list (PDF and
 * Excel headers). Only the server words them; the receipt and the letterhead are pdf-texts.ts.
 */
export const recordPdfMessages = messageSet({
  accountNumber: 'Account number',
  name: 'Name',
  billingAddress: 'Billing address',
  invoiceNumber: 'Invoice number',
  statementNumber: 'Statement number',
  date: 'Date',
  period: 'Period',
  dueDate: 'Due date',
  invoiceTotal: 'Invoice total',
  amountDue: 'Amount due',
  closingBalance: 'Closing balance',
  closingBalanceOf: 'Closing balance: {amount}',
  previousBalance: 'Previous balance',
  total: 'Total',
  /** The running head of a document's next pages: "Fuel Co - Statement - account 1001 (continued)". */
  statementContinued: '{supplier} - {title} - account {account} (continued)',
  // Columns.
  ticket: 'Ticket',
  tank: 'Tank',
  product: 'Product',
  productType: 'Product type',
  gallons: 'Gallons',
  pricePerGallon: 'Price per gallon',
  amount: 'Amount',
  description: 'Description',
  reference: 'Reference',
  charges: 'Charges',
  credits: 'Credits',
  balance: 'Balance',
  type: 'Type',
  location: 'Location',
  quantity: 'Quantity',
  document: 'Document',
  transactionId: 'Transaction ID',
  invoice: 'Invoice',
  deliveryId: 'Delivery ID',
  // A delivery ticket.
  ticketTitle: 'Delivery Ticket {ticket}',
  deliveredTo: 'Delivered to',
  ticketNumber: 'Ticket number',
  deliveryDate: 'Delivery date',
  locationNumber: 'Location number',
  // An export.
  transactions: 'Transactions',
  deliveries: 'Deliveries',
  exportSubtitle: 'Account {account} - {name} - exported {date}',
  exportRows: '{subtitle} - {n} rows',
  exportContinued: '{supplier} - {title} - {subtitle} (continued)',
}, (language) => import(`./locales/${language}/record-pdfs.ts`));

/** A document's words with their {placeholders} filled. */
export const fillRecordPdf = fillerOf(recordPdfMessages);
