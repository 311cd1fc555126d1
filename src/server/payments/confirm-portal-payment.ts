import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { payments, transactions } from '../db/schema';

export interface PortalPaymentConfirmation {
  /** The payment number the outbound payment events carried (P-000123). */
  paymentNumber: string;
  /** The supplier's own ledger line that took it in. */
  supplierTransactionId: string;
  at: Date;
}

/**
 * The supplier's import says its books hold a payment made in the portal: the payment is marked
 * confirmed (it stops counting as pending against the supplier's stated figures) and the portal's
 * own provisional ledger line for it gives way to the supplier's, so it is never counted twice.
 * Runs in the import's transaction; confirming again changes nothing. Answers false for a payment
 * number the portal never issued (the import refuses that row).
 */
export async function confirmPortalPayment(db: Db, confirmation: PortalPaymentConfirmation): Promise<boolean> {
  const [payment] = await db
    .select({ id: payments.id, transactionId: payments.transactionId, confirmedAt: payments.confirmedAt })
    .from(payments)
    .where(eq(payments.paymentNumber, confirmation.paymentNumber));
  if (!payment) return false;
  await db
    .update(payments)
    .set({ confirmedAt: confirmation.at, supplierTransactionId: confirmation.supplierTransactionId })
    .where(and(eq(payments.id, payment.id), isNull(payments.confirmedAt)));
  await db.delete(transactions).where(and(eq(transactions.transactionId, payment.transactionId), eq(transactions.source, 'portal')));
  return true;
}
