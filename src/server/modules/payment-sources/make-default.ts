import { and, eq, ne } from 'drizzle-orm';
import { messages } from '../../../engine/messages/catalogue';
import { requireCaller } from '../../auth/caller';
import { paymentSources } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { assertSelf, liveSourceOf, lockUser, viewOf } from '../../payments/sources/source-view';

/** Makes one source the default: the old default loses it first (the database allows one). */
export const makeDefaultPaymentSource = tenantHandler<'makeDefaultPaymentSource'>(async ({ db, caller, params, services }) => {
  assertSelf(requireCaller(caller), params.user_id);
  await lockUser(db, params.user_id);
  const source = await liveSourceOf(db, params.user_id, params.payment_id);
  await db
    .update(paymentSources)
    .set({ isDefault: false })
    .where(and(eq(paymentSources.userId, params.user_id), eq(paymentSources.isDefault, true), ne(paymentSources.id, source.id)));
  const [row] = await db.update(paymentSources).set({ isDefault: true }).where(eq(paymentSources.id, source.id)).returning();
  return { message: messages.paymentSourceMadeDefault, data: await viewOf(db, row, services.now()) };
});
