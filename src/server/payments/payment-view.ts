/**
 * A payment row as the API shows it, and the narrower shapes cut from that one view: what a
 * guest sees of their payment, and what the supplier's system hears of it.
 */
import type { components } from '../../../openapi/generated/tenant-api';
import type { PaymentRow } from './record-payment';

export type PaymentView = components['schemas']['Payment'];

/** A payment row as the API shows it, every field present (null where the schema allows leaving it out). */
export function paymentView(row: PaymentRow): Required<PaymentView> {
  return {
    payment_id: row.id,
    payment_number: row.paymentNumber,
    account_id: row.accountId,
    channel: row.channel,
    payment_type: row.paymentType,
    source_label: row.sourceLabel,
    amount: row.amount,
    fee: row.fee,
    total: row.total,
    status: row.status,
    return_code: row.returnCode,
    refunded_amount: row.refundedAmount,
    statement_document_id: row.statementDocumentId,
    transaction_id: row.transactionId,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
    returned_at: row.returnedAt?.toISOString() ?? null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
  };
}

/** The fields of the view a narrower shape keeps, as the view has them. */
export function pickView<K extends keyof PaymentView>(view: Required<PaymentView>, keys: readonly K[]): Pick<Required<PaymentView>, K> {
  return Object.fromEntries(keys.map((key) => [key, view[key]])) as Pick<Required<PaymentView>, K>;
}
