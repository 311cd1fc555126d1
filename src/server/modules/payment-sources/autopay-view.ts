import { and, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { autopayEnrolments, autopayRuns, paymentSources, userAccounts } from '../../db/schema';
import { labelOf } from '../../payments/sources/source-view';

export type AutopayEnrolment = components['schemas']['AutopayEnrolment'];

/** A user's autopay enrolments (or one account's), each with the source's label and the account's last attempt. */
export async function enrolmentsOf(db: Db, userId: number, accountId?: string): Promise<AutopayEnrolment[]> {
  const rows = await db
    .select({ enrolment: autopayEnrolments, source: { paymentType: paymentSources.paymentType, brand: paymentSources.brand, last4: paymentSources.last4 } })
    .from(autopayEnrolments)
    .innerJoin(paymentSources, eq(paymentSources.id, autopayEnrolments.paymentSourceId))
    // Only accounts the user is still linked to: one they were unlinked from (and its runs) is another customer's now.
    .innerJoin(userAccounts, and(eq(userAccounts.userId, autopayEnrolments.userId), eq(userAccounts.accountId, autopayEnrolments.accountId)))
    .where(and(eq(autopayEnrolments.userId, userId), accountId ? eq(autopayEnrolments.accountId, accountId) : undefined))
    .orderBy(autopayEnrolments.accountId);
  const accountIds = rows.map((r) => r.enrolment.accountId);
  const runs = accountIds.length ? await db.select().from(autopayRuns).where(inArray(autopayRuns.accountId, accountIds)).orderBy(desc(autopayRuns.attemptedAt)) : [];
  return rows.map(({ enrolment, source }) => {
    const last = runs.find((run) => run.accountId === enrolment.accountId);
    return {
      account_id: enrolment.accountId,
      payment_id: enrolment.paymentSourceId,
      user_id: enrolment.userId,
      source_label: labelOf(source),
      terms_acknowledged_at: enrolment.termsAcknowledgedAt.toISOString(),
      ...(last
        ? { last_run: { statement_document_id: last.statementDocumentId, status: last.status, message: last.message, error_code: last.errorCode, attempted_at: last.attemptedAt.toISOString() } }
        : {}),
    };
  });
}
