import { and, eq, isNull } from 'drizzle-orm';
import { requireCaller } from '../../auth/caller';
import { paymentSources } from '../../db/schema';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { assertMayRead, viewOf } from '../../payments/sources/source-view';

/** One live source, read under the list's rules (its owner, or staff with users:read). */
export const getPaymentSource = tenantHandler<'getPaymentSource'>(async ({ db, caller, params, services }) => {
  const who = requireCaller(caller);
  const [row] = await db.select().from(paymentSources).where(and(eq(paymentSources.id, params.id), isNull(paymentSources.deletedAt)));
  if (!row) throw problems.notFound('PaymentSource');
  assertMayRead(who, row.userId);
  return viewOf(db, row, services.now());
});
