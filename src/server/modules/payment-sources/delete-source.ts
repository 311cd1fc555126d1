import { and, desc, eq, isNull } from 'drizzle-orm';
import { messages } from '../../../engine/messages/catalogue';
import { requireCaller } from '../../auth/caller';
import { autopayEnrolments, paymentSources } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { assertSelf, liveSourceOf, lockUser, toPaymentSource } from '../../payments/sources/source-view';
import { emitAutopayRemoved } from './autopay-event';
import { emitEvent } from '../../events/emit-event';
import { sourceEventData } from '../../payments/sources/source-event';

/**
 * Soft delete: past payments still name the source. Autopay charging it ends (a removed card must
 * never be charged); a removed default hands the default to the newest remaining source, so a
 * customer with sources always has one.
 */
export const deletePaymentSource = tenantHandler<'deletePaymentSource'>(async ({ db, caller, params, services, tenant }) => {
  assertSelf(requireCaller(caller), params.user_id);
  await lockUser(db, params.user_id);
  const source = await liveSourceOf(db, params.user_id, params.payment_id);
  await db.update(paymentSources).set({ deletedAt: services.now(), isDefault: false }).where(eq(paymentSources.id, source.id));
  const ended = await db.delete(autopayEnrolments).where(eq(autopayEnrolments.paymentSourceId, source.id)).returning();
  if (source.isDefault) {
    const [newest] = await db
      .select({ id: paymentSources.id })
      .from(paymentSources)
      .where(and(eq(paymentSources.userId, params.user_id), isNull(paymentSources.deletedAt)))
      .orderBy(desc(paymentSources.createdAt), desc(paymentSources.id))
      .limit(1);
    if (newest) await db.update(paymentSources).set({ isDefault: true }).where(eq(paymentSources.id, newest.id));
  }
  // Last: the source goes, and with it the autopay it paid (each account's own event, in its order).
  const now = services.now();
  await emitEvent(db, tenant.id, { type: 'payment_source.removed', data: sourceEventData(toPaymentSource(source, now), now), at: now });
  await emitAutopayRemoved(db, tenant.id, ended, source, 'source_deleted', now);
  return { message: messages.paymentSourceDeleted };
});
