/**
 * The payment events the supplier's system hears (payment.created, .settled, .returned): the
 * payment as it stands, keyed by its payment number — what the supplier's import echoes back as
 * portal_payment_id to confirm it. Only the source's label ("Visa •••• 4242") describes how it
 * was paid; no card or bank number exists on the row to leak.
 */
import type { components } from '../../../openapi/generated/tenant-api';
import type { Db } from '../db/database';
import { emitEvent } from '../events/emit-event';
import { paymentView, pickView } from './payment-view';
import type { PaymentRow } from './record-payment';

type PaymentEventType = 'payment.created' | 'payment.settled' | 'payment.returned';

/** Shaped by the PaymentEventData schema (schemas/entities/payment-event-data.schema.json). */
export function paymentEventData(payment: PaymentRow): components['schemas']['PaymentEventData'] {
  const view = paymentView(payment);
  return {
    payment_id: view.payment_number,
    ...pickView(view, ['account_id', 'channel', 'payment_type', 'source_label', 'amount', 'fee', 'total', 'status', 'created_at', 'settled_at', 'returned_at', 'return_code']),
  };
}

/** Writes the event in the caller's transaction (call it last there: it takes the tenant's event lock). */
export function emitPaymentEvent(db: Db, tenantId: string, type: PaymentEventType, payment: PaymentRow, at: Date): Promise<string> {
  return emitEvent(db, tenantId, { type, accountId: payment.accountId, data: paymentEventData(payment), at });
}
