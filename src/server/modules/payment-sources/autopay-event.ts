import type { Db } from '../../db/database';
import type { autopayEnrolments } from '../../db/schema';
import { emitEvent } from '../../events/emit-event';
import { labelOf, type SourceRow } from '../../payments/sources/source-view';
import type { AutopayRemovalReason } from '../../../../schemas/generated/enums';

type Enrolment = typeof autopayEnrolments.$inferSelect;

/** Why autopay ended: the customer removed it, or the source it charged was deleted. */
export type AutopayEndReason = AutopayRemovalReason;

/** An enrolment as the supplier learns it: the account, who enrolled, the source by its label (never a number). */
export function autopayEventData(accountId: string, userId: number, source: Pick<SourceRow, 'id' | 'paymentType' | 'brand' | 'last4'>, at: Date, reason: AutopayEndReason | null): Record<string, unknown> {
  return {
    account_id: accountId,
    user_id: userId,
    payment_id: source.id,
    payment_type: source.paymentType,
    source_label: labelOf(source),
    ...(reason ? { reason, removed_at: at.toISOString() } : { terms_acknowledged_at: at.toISOString() }),
  };
}

/** One `autopay.removed` per account whose autopay ended, in account order (each account's events keep their own order). */
export async function emitAutopayRemoved(db: Db, tenantId: string, ended: readonly Enrolment[], source: SourceRow, reason: AutopayEndReason, at: Date): Promise<void> {
  for (const enrolment of [...ended].sort((a, b) => a.accountId.localeCompare(b.accountId))) {
    await emitEvent(db, tenantId, { type: 'autopay.removed', accountId: enrolment.accountId, data: autopayEventData(enrolment.accountId, enrolment.userId, source, at, reason), at });
  }
}
