import { eq } from 'drizzle-orm';
import { requireCaller } from '../../../auth/caller';
import { users } from '../../../db/schema';
import { problems } from '../../../http/problem';
import { tenantHandler } from '../../../openapi/operation-types';
import { assertMayManageRole } from './user-rules';
import { userWithAccounts } from './user-view';

/** POST /confirm-user/{id}: staff vouch for a user's email address, so they can log in. Confirming twice is harmless. */
export const confirmUser = tenantHandler<'confirmUser'>(async ({ db, tenant, caller, params }) => {
  const [current] = await db.select().from(users).where(eq(users.id, params.id));
  if (!current) throw problems.notFound('User');
  assertMayManageRole(tenant, requireCaller(caller), current.role);
  const [updated] = await db.update(users).set({ confirmed: true }).where(eq(users.id, current.id)).returning();
  return userWithAccounts(db, updated);
});
