import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, payments, transactions, type PaymentType } from '../db/schema';
import { centsToAmount } from '../../engine/validation/money-amount';
import type { Charged } from './gateway';

export type PaymentRow = typeof payments.$inferSelect;

export interface AcceptedPayment {
  tenantId: string;
  accountId: string;
  userId: number | null;
  channel: PaymentRow['channel'];
  paymentType: PaymentType;
  paymentSourceId: number | null;
  sourceLabel: string;
  amountCents: number;
  feeCents: number;
  gateway: string;
  /** The key the charge was made with: a second recording of the same charge finds the first. */
  gatewayKey: string;
  charge: Charged;
  receiptEmail: string | null;
  statementDocumentId?: string | null;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
export const paymentNumberOf = (id: number) => `P-${String(id).padStart(6, '0')}`;

/**
 * Books a payment the gateway accepted: the payment row (pending), a credit on the account's
 * ledger and a lower balance and amount due — all in the caller's transaction. Recording the same
 * charge twice (a retry resuming after a crash) finds the first row and changes nothing.
 */
export async function recordPayment(db: Db, accepted: AcceptedPayment, now: Date): Promise<{ payment: PaymentRow; created: boolean }> {
  const [existing] = await db.select().from(payments).where(eq(payments.gatewayKey, accepted.gatewayKey));
  if (existing) return { payment: existing, created: false };
  // The account row is locked so two payments never compute the balance from the same starting point.
  const [account] = await db.select({ balance: accounts.accountBalance }).from(accounts).where(eq(accounts.accountId, accepted.accountId)).for('update');
  if (!account) throw new Error(`recordPayment: no account ${accepted.accountId}`);
  const amount = centsToAmount(accepted.amountCents);
  const [inserted] = await db
    .insert(payments)
    .values({
      tenantId: accepted.tenantId,
      paymentNumber: `pending:${accepted.gatewayKey}`,
      accountId: accepted.accountId,
      userId: accepted.userId,
      channel: accepted.channel,
      paymentType: accepted.paymentType,
      paymentSourceId: accepted.paymentSourceId,
      sourceLabel: accepted.sourceLabel,
      amount,
      fee: centsToAmount(accepted.feeCents),
      total: centsToAmount(accepted.amountCents + accepted.feeCents),
      status: 'pending',
      gateway: accepted.gateway,
      gatewayChargeId: accepted.charge.chargeId,
      gatewayKey: accepted.gatewayKey,
      statementDocumentId: accepted.statementDocumentId ?? null,
      transactionId: `pending:${accepted.gatewayKey}`,
      receiptEmail: accepted.receiptEmail,
      createdAt: now,
    })
    .returning({ id: payments.id });
  const paymentNumber = paymentNumberOf(inserted.id);
  const transactionId = `PAY-${paymentNumber}`;
  const balance = Math.round((account.balance - amount) * 100) / 100;
  await db.insert(transactions).values({
    tenantId: accepted.tenantId,
    transactionId,
    accountId: accepted.accountId,
    transactionDate: isoDay(now),
    transactionType: 'payment',
    description: `Payment - thank you (${accepted.sourceLabel})`,
    reference: paymentNumber,
    amount,
    isCredit: true,
    balance,
  });
  await db
    .update(accounts)
    .set({
      accountBalance: balance,
      amountDue: sql`greatest(${accounts.amountDue} - ${amount}, 0)`,
      lastPaymentAmount: amount,
      lastPaymentDate: isoDay(now),
    })
    .where(eq(accounts.accountId, accepted.accountId));
  const [payment] = await db.update(payments).set({ paymentNumber, transactionId }).where(eq(payments.id, inserted.id)).returning();
  return { payment, created: true };
}

/**
 * The gateway's later word on a pending payment: settled, or returned — then the credit is
 * reversed on the ledger and the amount is due again. Conditional on the row still being
 * pending, so running it twice (two processes, a retried job) books nothing twice.
 */
export async function applySettlement(db: Db, payment: PaymentRow, charge: Charged, now: Date): Promise<boolean> {
  if (charge.status === 'pending') return false;
  if (charge.status === 'settled') {
    const done = await db
      .update(payments)
      .set({ status: 'settled', settledAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    return done.length > 0;
  }
  const reversalTransactionId = `RET-${payment.paymentNumber}`;
  const returned = await db
    .update(payments)
    .set({ status: 'returned', returnedAt: now, returnCode: charge.returnCode ?? 'returned', reversalTransactionId })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  if (!returned.length) return false;
  const [account] = await db.select({ balance: accounts.accountBalance }).from(accounts).where(eq(accounts.accountId, payment.accountId)).for('update');
  const balance = Math.round((account.balance + payment.amount) * 100) / 100;
  await db.insert(transactions).values({
    tenantId: payment.tenantId,
    transactionId: reversalTransactionId,
    accountId: payment.accountId,
    transactionDate: isoDay(now),
    transactionType: 'adjustment',
    description: `Returned payment ${payment.paymentNumber} (${(charge.returnCode ?? 'returned').replace(/_/g, ' ')})`,
    reference: payment.paymentNumber,
    amount: payment.amount,
    isCredit: false,
    balance,
  });
  await db
    .update(accounts)
    .set({ accountBalance: balance, amountDue: sql`${accounts.amountDue} + ${payment.amount}` })
    .where(eq(accounts.accountId, payment.accountId));
  return true;
}
