import { eq } from 'drizzle-orm';
import { messages } from '../../../engine/messages/catalogue';
import { requireCaller } from '../../auth/caller';
import { paymentSources } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { assertSelf, liveSourceOf, viewOf } from '../../payments/sources/source-view';

/** Renames a source; a description left out stays as it was. */
export const updatePaymentSource = tenantHandler<'updatePaymentSource'>(async ({ db, caller, params, body, services }) => {
  assertSelf(requireCaller(caller), params.user_id);
  const source = await liveSourceOf(db, params.user_id, params.payment_id);
  const [row] = await db
    .update(paymentSources)
    .set({ name: body.name, ...(body.description !== undefined ? { description: body.description } : {}) })
    .where(eq(paymentSources.id, source.id))
    .returning();
  return { message: messages.paymentSourceUpdated, data: await viewOf(db, row, services.now()) };
});
