import { eq } from 'drizzle-orm';
import { requireCaller } from '../../auth/caller';
import { users } from '../../db/schema';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { assertMayRead, sourcesOf } from '../../payments/sources/source-view';

/** A user's live sources: the caller's own, or (staff with users:read) any user's of the tenant. */
export const getPaymentSourcesForUser = tenantHandler<'getPaymentSourcesForUser'>(async ({ db, caller, params, services }) => {
  const who = requireCaller(caller);
  assertMayRead(who, params.id);
  if (who.userId !== params.id) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, params.id));
    if (!user) throw problems.notFound('User');
  }
  return sourcesOf(db, params.id, services.now());
});
