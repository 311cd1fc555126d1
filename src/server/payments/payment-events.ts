/**
 * The payment events the supplier's system hears (payment.created, .settled, .returned): the
 * payment as it stands, keyed by its payment number — what the supplier's import echoes back as
 * portal_payment_id to confirm it. Only the source's label ("Visa •••• 4242") describes how it
 * was paid; no card or bank number exists on the row to leak.
 */
import type { components } from '../../../openapi/generated/tenant-api';
import type { Db } from '../db/database';
import { emitEvent } from '../events/emit-event';
import type { PaymentRow } from './record-payment';

type PaymentEventType = 'payment.created' | 'payment.settled' | 'payment.returned';

/** Shaped by the PaymentEventData schema (schemas/entities/payment-event-data.schema.json). */
export function paymentEventData(payment: PaymentRow): components['schemas']['PaymentEventData'] {
  return {
    payment_id: payment.paymentNumber,
    account_id: payment.accountId,
    channel: payment.channel,
    payment_type: payment.paymentType,
    source_label: payment.sourceLabel,
    amount: payment.amount,
    fee: payment.fee,
    total: payment.total,
    status: payment.status,
    created_at: payment.createdAt.toISOString(),
    settled_at: payment.settledAt?.toISOString() ?? null,
    returned_at: payment.returnedAt?.toISOString() ?? null,
    return_code: payment.returnCode,
  };
}

/** Writes the event in the caller's transaction (call it last there: it takes the tenant's event lock). */
export function emitPaymentEvent(db: Db, tenantId: string, type: PaymentEventType, payment: PaymentRow, at: Date): Promise<string> {
  return emitEvent(db, tenantId, { type, accountId: payment.accountId, data: paymentEventData(payment), at });
}
