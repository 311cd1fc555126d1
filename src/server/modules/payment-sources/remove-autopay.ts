import { eq } from 'drizzle-orm';
import { messages } from '../../../engine/messages/catalogue';
import { requireCaller } from '../../auth/caller';
import { autopayEnrolments } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { assertSelf, liveSourceOf } from '../../payments/sources/source-view';
import { emitAutopayRemoved } from './autopay-event';

/** Ends autopay on every account charging this source; none answers success false with the reason (spec 2 §8). */
export const removeAutopay = tenantHandler<'removeAutopay'>(async ({ db, caller, params, tenant, services }) => {
  assertSelf(requireCaller(caller), params.user_id);
  const source = await liveSourceOf(db, params.user_id, params.payment_id);
  const ended = await db.delete(autopayEnrolments).where(eq(autopayEnrolments.paymentSourceId, source.id)).returning();
  await emitAutopayRemoved(db, tenant.id, ended, source, 'removed', services.now());
  return ended.length ? { data: { success: true, message: messages.autopayRemoved } } : { data: { success: false, message: messages.autopayNotEnrolled } };
});
