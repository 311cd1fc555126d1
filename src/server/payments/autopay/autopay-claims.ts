import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { paymentCharge } from '../../../engine/payments/fees';
import { sourceLabel } from '../../../engine/payments/source-label';
import type { Db } from '../../db/database';
import { accountDocuments, accounts, autopayEnrolments, autopayRuns, idempotencyKeys, paymentSources, userAccounts, users } from '../../db/schema';
import { requestHash } from '../../http/idempotency/idempotency-store';
import type { LoadedTenant } from '../../tenants/load-tenants';
import type { ChargePlan } from '../charge-steps';
import { accountFigures } from '../pending-figures';

/** A statement taken up for an account: the run row is the claim, the plan (in idempotency_keys) what to charge. */
export interface AutopayWork {
  accountId: string;
  statementDocumentId: string;
  plan: ChargePlan;
}

/** An outcome decided without the gateway (nothing due, no usable source): the run is written final at once. */
export type Settled = { accountId: string; statementDocumentId: string; status: 'charged' | 'failed'; errorCode: string | null; message: string; userId: number };

/** The plan of a run is kept under this idempotency scope, so a crashed run replays the very same charge. */
export const AUTOPAY_SCOPE = 'autopay';
export const planKey = (accountId: string, statementDocumentId: string) => `${accountId}:${statementDocumentId}`;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * An enrolment counts only while its user is still linked to the account: a user unlinked from it
 * (or deleted, which unlinks) must not go on paying another customer's bills and being mailed about them.
 */
const stillLinked = and(eq(userAccounts.userId, autopayEnrolments.userId), eq(userAccounts.accountId, autopayEnrolments.accountId));

/** Enrolled accounts whose latest statement is due by today and has no run yet. */
export async function dueStatements(db: Db, now: Date, limit: number) {
  const enrolled = (await db.select().from(autopayEnrolments).innerJoin(userAccounts, stillLinked).orderBy(autopayEnrolments.accountId)).map((row) => row.autopay_enrolments);
  const due: { enrolment: typeof autopayEnrolments.$inferSelect; statement: typeof accountDocuments.$inferSelect }[] = [];
  for (const enrolment of enrolled) {
    if (due.length >= limit) break;
    const [statement] = await db
      .select()
      .from(accountDocuments)
      .where(and(eq(accountDocuments.accountId, enrolment.accountId), eq(accountDocuments.documentType, 'statement')))
      .orderBy(desc(accountDocuments.documentDate), desc(accountDocuments.documentId))
      .limit(1);
    if (!statement?.dueDate || statement.dueDate > isoDay(now)) continue;
    const [run] = await db
      .select({ status: autopayRuns.status })
      .from(autopayRuns)
      .where(and(eq(autopayRuns.accountId, enrolment.accountId), eq(autopayRuns.statementDocumentId, statement.documentId)));
    if (!run) due.push({ enrolment, statement });
  }
  return due;
}

/**
 * Claims one statement, in one transaction: the run row goes in first (its primary key makes the
 * claim exactly once across processes) with the plan beside it, or final when there is nothing to
 * charge. Answers null when another process claimed it first.
 */
export async function claimStatement(
  db: Db,
  tenant: LoadedTenant,
  enrolment: typeof autopayEnrolments.$inferSelect,
  statement: typeof accountDocuments.$inferSelect,
  now: Date,
): Promise<{ work: AutopayWork } | { settled: Settled } | null> {
  const ids = { tenantId: tenant.id, accountId: enrolment.accountId, statementDocumentId: statement.documentId };
  const [linked] = await db.select({ userId: userAccounts.userId }).from(userAccounts).where(and(eq(userAccounts.userId, enrolment.userId), eq(userAccounts.accountId, enrolment.accountId)));
  if (!linked) return null;
  const [claimed] = await db
    .insert(autopayRuns)
    .values({ ...ids, paymentSourceId: enrolment.paymentSourceId, status: 'charging', attemptedAt: now })
    .onConflictDoNothing()
    .returning({ accountId: autopayRuns.accountId });
  if (!claimed) return null;
  const settle = async (status: Settled['status'], errorCode: string | null, message: string) => {
    await db.update(autopayRuns).set({ status, errorCode, message }).where(and(eq(autopayRuns.accountId, ids.accountId), eq(autopayRuns.statementDocumentId, ids.statementDocumentId)));
    return { settled: { accountId: ids.accountId, statementDocumentId: ids.statementDocumentId, status, errorCode, message, userId: enrolment.userId } };
  };
  const [account] = await db.select().from(accounts).where(eq(accounts.accountId, enrolment.accountId));
  if (!account || !account.isPayment || account.isCancelled || account.isDeleted) {
    return settle('failed', 'ACCOUNT_NOT_PAYABLE', 'Payments cannot be made on this account online. Please contact us.');
  }
  // What the statement says is due, never more than the account shows due now (stated less pending
  // portal payments: a customer who already paid by hand is not charged again).
  const statementDue = statement.amountDue ?? statement.amount;
  const cents = Math.min(Math.round((await accountFigures(db, account)).amount_due * 100), Math.round(statementDue * 100));
  if (cents <= 0) return settle('charged', null, 'Nothing was due on this statement: nothing was charged.');
  const [source] = await db.select().from(paymentSources).where(and(eq(paymentSources.id, enrolment.paymentSourceId), isNull(paymentSources.deletedAt)));
  if (!source) return settle('failed', 'SOURCE_UNAVAILABLE', 'The payment method for autopay was removed. Please pay this bill yourself and choose another method.');
  const expired = source.expYear !== null && source.expMonth !== null && source.expYear * 12 + source.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (expired) return settle('failed', 'EXPIRED_CARD', 'The card on file for autopay has expired. Please pay this bill yourself and update your card.');
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, enrolment.userId));
  const charge = paymentCharge(cents, source.paymentType, false, tenant.config.settings);
  const plan: ChargePlan = {
    accountId: enrolment.accountId,
    userId: enrolment.userId,
    channel: 'autopay',
    paymentType: source.paymentType,
    amountCents: cents,
    feeCents: Math.round(charge.fee * 100),
    receiptEmail: tenant.config.settings.payments?.customer_receipt !== false && user ? user.email : null,
    source: { kind: 'saved', id: source.id, token: source.token, label: sourceLabel(source.brand, source.last4) },
    statementDocumentId: statement.documentId,
  };
  const key = planKey(ids.accountId, ids.statementDocumentId);
  await db
    .insert(idempotencyKeys)
    .values({ tenantId: tenant.id, scope: AUTOPAY_SCOPE, key, operationId: 'autopay', requestHash: requestHash('autopay', key), state: 'external', plan, lockedUntil: now, createdAt: now });
  return { work: { accountId: ids.accountId, statementDocumentId: ids.statementDocumentId, plan } };
}

/**
 * Runs a crash left 'charging' for longer than the lease, each taken over by a conditional
 * update (one process wins) with the plan it was claimed with: the same amount, the same key.
 */
export async function takeOverStuckRuns(db: Db, now: Date, leaseMs: number, limit: number): Promise<AutopayWork[]> {
  const stale = new Date(now.getTime() - leaseMs);
  const stuck = await db
    .select({ accountId: autopayRuns.accountId, statementDocumentId: autopayRuns.statementDocumentId })
    .from(autopayRuns)
    .where(and(eq(autopayRuns.status, 'charging'), lt(autopayRuns.attemptedAt, stale)))
    .orderBy(autopayRuns.attemptedAt)
    .limit(limit);
  const work: AutopayWork[] = [];
  for (const run of stuck) {
    const where = and(eq(autopayRuns.accountId, run.accountId), eq(autopayRuns.statementDocumentId, run.statementDocumentId), eq(autopayRuns.status, 'charging'), lt(autopayRuns.attemptedAt, stale));
    const [taken] = await db.update(autopayRuns).set({ attemptedAt: now }).where(where).returning({ accountId: autopayRuns.accountId });
    if (!taken) continue;
    const [kept] = await db
      .select({ plan: idempotencyKeys.plan })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, AUTOPAY_SCOPE), eq(idempotencyKeys.key, planKey(run.accountId, run.statementDocumentId))));
    if (kept?.plan) work.push({ ...run, plan: kept.plan as ChargePlan });
  }
  return work;
}
