import type { OperationHandlers } from '../../openapi/operation-types';
import { getDeliveryTicket } from './delivery-ticket-pdf';
import { getAccountDocument } from './document-pdf';
import { exportAccountDeliveries, exportAccountTransactions } from './exports';
import { listAccountDeliveries } from './list-deliveries';
import { listAccountDocuments } from './list-documents';
import { listAccountTransactions } from './list-transactions';
import { getAccountUsage } from './usage';

/** An account's records: usage, documents (PDF), transactions and deliveries, lists and exports, delivery tickets (PDF). */
export const recordsHandlers = {
  getAccountUsage,
  listAccountDocuments,
  getAccountDocument,
  listAccountTransactions,
  exportAccountTransactions,
  listAccountDeliveries,
  exportAccountDeliveries,
  getDeliveryTicket,
} satisfies Partial<OperationHandlers>;
