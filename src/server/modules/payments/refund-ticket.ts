import { and, desc, eq, isNotNull, or, sql, sum } from 'drizzle-orm';
import { requireCaller } from '../../auth/caller';
import type { Db } from '../../db/database';
import { accounts, auditLog, deliveries, idempotencyKeys, payments, refunds, transactions } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { outsideStepsHandler } from '../../openapi/operation-types';
import { paymentProblems } from '../../payments/payment-problems';
import { accountFigures } from '../../payments/pending-figures';
import type { Declined, Refunded } from '../../payments/gateway';
import { amountCents, centsToAmount } from '../../../engine/validation/money-amount';
import { formatMoney } from '../../../engine/format';
import { recordChange } from '../../audit/record-change';
import { fillProblem, problemMessages } from '../../../engine/messages/problems';
import { fillOperationAnswer } from '../../../engine/messages/operation-answers';

interface RefundPlan {
  accountId: string;
  deliveryId: string;
  ticketNumber: string;
  paymentId: number;
  paymentNumber: string;
  chargeId: string;
  sourceLabel: string;
  amountCents: number;
  reason: string;
  staffUserId: number;
  subjectUserId: number;
  path: string;
}

const nothingToRefund = (why: string) => new HttpProblem(409, 'NOTHING_TO_REFUND', why);
const cents = (value: number | string | null) => Math.round(Number(value ?? 0) * 100);

/**
 * Refunds decided but not yet booked (their gateway call under way, or cut short by a crash and
 * waiting for the retry that finishes it): their money is spoken for. Without counting them, two
 * refunds with different keys both pass the checks before either books and refund a ticket twice.
 */
async function refundsInFlight(db: Db): Promise<RefundPlan[]> {
  const rows = await db
    .select({ plan: idempotencyKeys.plan })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.operationId, 'refundDeliveryTicket'), eq(idempotencyKeys.state, 'external'), isNotNull(idempotencyKeys.plan)));
  return rows.map((r) => r.plan as RefundPlan);
}

/** What is left to refund of each of the account's gateway payments, newest first. */
async function refundablePayments(db: Db, accountId: string, inFlight: RefundPlan[]) {
  const rows = await db
    .select()
    .from(payments)
    // A bank debit still pending may come back returned (then reversed on the account): refunding it
    // first would send back money never received, and a refunded payment is never reversed.
    .where(and(eq(payments.accountId, accountId), or(eq(payments.status, 'settled'), and(eq(payments.status, 'pending'), eq(payments.paymentType, 'credit_card')))))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const reserved = (id: number) => inFlight.filter((p) => p.paymentId === id).reduce((total, p) => total + p.amountCents, 0);
  return rows.map((row) => ({ row, leftCents: cents(row.total) - cents(row.refundedAmount) - reserved(row.id) }));
}

/** POST /accounts/{account_id}/deliveries/{delivery_id}/refund (see openapi/paths/payments.yaml). */
export const refundDeliveryTicket = outsideStepsHandler<'refundDeliveryTicket', RefundPlan, Refunded | Declined>({
  async prepare({ db, params, body, caller, request }) {
    const staff = requireCaller(caller);
    const [ticket] = await db.select().from(deliveries).where(and(eq(deliveries.accountId, params.account_id), eq(deliveries.deliveryId, params.delivery_id)));
    if (!ticket) throw problems.notFound('Delivery');
    const wanted = amountCents(body.amount);
    if (wanted === null || wanted <= 0) throw paymentProblems.invalidAmount();
    // One refund of the account decided at a time: held until this transaction (and its stored plan) commits.
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`refund:${ticket.tenantId}:${params.account_id}`}, 0))`);
    const inFlight = await refundsInFlight(db);
    const [{ refunded }] = await db.select({ refunded: sum(refunds.amount) }).from(refunds).where(eq(refunds.deliveryId, ticket.deliveryId));
    const reservedOfTicket = inFlight.filter((p) => p.deliveryId === ticket.deliveryId).reduce((total, p) => total + p.amountCents, 0);
    const ticketLeft = cents(ticket.amount) - cents(refunded) - reservedOfTicket;
    if (wanted > ticketLeft) throw nothingToRefund(fillProblem('refundAtMost', { amount: formatMoney(centsToAmount(Math.max(ticketLeft, 0))), ticket: ticket.ticketNumber }));
    const candidates = (await refundablePayments(db, params.account_id, inFlight)).filter((p) => (body.payment_id ? p.row.id === body.payment_id : true));
    const chosen = candidates.find((p) => p.leftCents >= wanted);
    if (!chosen) throw nothingToRefund(body.payment_id ? problemMessages.refundPaymentShort : problemMessages.refundNoPayment);
    const [account] = await db.select({ owner: accounts.ownerUserId }).from(accounts).where(eq(accounts.accountId, params.account_id));
    return {
      plan: {
        accountId: params.account_id,
        deliveryId: ticket.deliveryId,
        ticketNumber: ticket.ticketNumber,
        paymentId: chosen.row.id,
        paymentNumber: chosen.row.paymentNumber,
        chargeId: chosen.row.gatewayChargeId,
        sourceLabel: chosen.row.sourceLabel,
        amountCents: wanted,
        reason: body.reason.trim(),
        staffUserId: staff.userId,
        subjectUserId: account?.owner ?? staff.userId,
        path: request.url,
      },
    };
  },
  call: (ctx, plan) => ctx.services.gateways.for(ctx.tenant).refund(ctx.tenant.id, plan.chargeId, plan.amountCents, `${ctx.outsideKey}:refund`),
  async complete({ db, tenant, services }, plan, outcome) {
    if (!outcome.ok) throw paymentProblems.declined(outcome);
    const gatewayKey = `${plan.paymentId}:${outcome.refundId}`;
    const [known] = await db.select().from(refunds).where(eq(refunds.gatewayKey, gatewayKey));
    const amount = centsToAmount(plan.amountCents);
    const row =
      known ??
      (await book(db, tenant.id, plan, amount, outcome.refundId, gatewayKey, services.now()));
    return {
      message: fillOperationAnswer('ticketRefunded', { amount: formatMoney(amount), ticket: plan.ticketNumber, source: plan.sourceLabel }),
      refund: {
        refund_id: row.id,
        payment_id: row.paymentId,
        payment_number: plan.paymentNumber,
        delivery_id: row.deliveryId,
        amount: row.amount,
        reason: row.reason,
        created_by: row.createdBy,
        created_at: row.createdAt.toISOString(),
      },
    };
  },
});

/**
 * The refund on the books: the ticket's adjustment (a credit) and the money sent back (a debit)
 * leave the balance where it was; the payment keeps how much of it went back; the audit log says who.
 */
async function book(db: Db, tenantId: string, plan: RefundPlan, amount: number, refundId: string, gatewayKey: string, now: Date) {
  const [stated] = await db.select().from(accounts).where(eq(accounts.accountId, plan.accountId)).for('update');
  // The lines' running balance is the one the account shows: stated less pending portal payments.
  const account = { balance: (await accountFigures(db, stated)).account_balance };
  const day = now.toISOString().slice(0, 10);
  const base = { tenantId, accountId: plan.accountId, transactionDate: day, reference: plan.ticketNumber, amount };
  const suffix = refundId.slice(-10);
  await db.insert(transactions).values([
    { ...base, transactionId: `ADJ-${suffix}`, transactionType: 'adjustment', description: `Ticket ${plan.ticketNumber} adjustment: ${plan.reason}`.slice(0, 200), isCredit: true, balance: account.balance - amount },
    { ...base, transactionId: `REF-${suffix}`, transactionType: 'adjustment', description: `Refund to ${plan.sourceLabel} (${plan.paymentNumber})`, isCredit: false, balance: account.balance },
  ]);
  const [payment] = await db
    .update(payments)
    .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}` })
    .where(eq(payments.id, plan.paymentId))
    .returning({ total: payments.total, refunded: payments.refundedAmount });
  if (cents(payment.refunded) >= cents(payment.total)) await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, plan.paymentId));
  const [row] = await db
    .insert(refunds)
    .values({ tenantId, paymentId: plan.paymentId, deliveryId: plan.deliveryId, amount, reason: plan.reason, gatewayRefundId: refundId, gatewayKey, transactionId: `REF-${suffix}`, createdBy: plan.staffUserId, createdAt: now })
    .returning();
  await db.insert(auditLog).values({ tenantId, operationId: 'refundDeliveryTicket', method: 'POST', path: plan.path, status: 201, actorUserId: plan.staffUserId, subjectUserId: plan.subjectUserId });
  // The card's charge id stays out of the trail: what was refunded, of what, and why.
  const after = { refund_id: row.id, payment_number: plan.paymentNumber, amount, reason: plan.reason, source: plan.sourceLabel };
  await recordChange(db, tenantId, { userId: plan.staffUserId, impersonatorId: null }, { operationId: 'refundDeliveryTicket', target: `delivery:${plan.accountId}/${plan.deliveryId}`, before: null, after }, now);
  return row;
}
