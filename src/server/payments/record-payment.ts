import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, payments, transactions, type PaymentType } from '../db/schema';
import { centsToAmount } from '../../engine/validation/money-amount';
import type { Charged } from './gateway';
import { accountFigures } from './pending-figures';

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
 * Books a payment the gateway accepted: the payment row (pending) and the portal's provisional
 * credit on the account's ledger (source portal, PAY-<number>) — all in the caller's transaction.
 * The account's figures stay as the supplier stated them: the payment counts as pending against
 * them (pending-figures.ts) until the supplier's import confirms it. Recording the same charge
 * twice (a retry resuming after a crash) finds the first row and changes nothing.
 */
export async function recordPayment(db: Db, accepted: AcceptedPayment, now: Date): Promise<{ payment: PaymentRow; created: boolean }> {
  const [existing] = await db.select().from(payments).where(eq(payments.gatewayKey, accepted.gatewayKey));
  if (existing) return { payment: existing, created: false };
  // The account row is locked so two payments never read the same pending total for their ledger lines.
  const [account] = await db
    .select({ accountId: accounts.accountId, accountBalance: accounts.accountBalance, amountDue: accounts.amountDue, balance30: accounts.balance30, balance60: accounts.balance60, balance90: accounts.balance90, balanceOver90: accounts.balanceOver90 })
    .from(accounts)
    .where(eq(accounts.accountId, accepted.accountId))
    .for('update');
  if (!account) throw new Error(`recordPayment: no account ${accepted.accountId}`);
  const before = await accountFigures(db, account);
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
    // The balance the account shows once this payment counts: stated less every pending payment.
    balance: centsToAmount(Math.round(before.account_balance * 100) - accepted.amountCents),
    source: 'portal',
  });
  const [payment] = await db.update(payments).set({ paymentNumber, transactionId }).where(eq(payments.id, inserted.id)).returning();
  return { payment, created: true };
}

/**
 * The gateway's later word on a pending payment: settled, or returned. A returned payment the
 * supplier has not confirmed stops counting as pending and its provisional ledger line goes; one
 * the supplier already took in changes no figure here (the supplier's next import states the
 * reversal, told by the payment.returned event). Conditional on the row still being pending, so
 * running it twice (two processes, a retried job) books nothing twice. Answers the booked row.
 */
export async function applySettlement(db: Db, payment: PaymentRow, charge: Charged, now: Date): Promise<PaymentRow | null> {
  if (charge.status === 'pending') return null;
  if (charge.status === 'settled') {
    const [settled] = await db
      .update(payments)
      .set({ status: 'settled', settledAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    return settled ?? null;
  }
  const [returned] = await db
    .update(payments)
    .set({ status: 'returned', returnedAt: now, returnCode: charge.returnCode ?? 'returned' })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!returned) return null;
  if (returned.confirmedAt === null) {
    await db.delete(transactions).where(and(eq(transactions.transactionId, returned.transactionId), eq(transactions.source, 'portal')));
  }
  return returned;
}
