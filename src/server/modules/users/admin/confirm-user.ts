import { eq } from 'drizzle-orm';
import { requireCaller } from '../../../auth/caller';
import { users } from '../../../db/schema';
import { problems } from '../../../http/problem';
import { tenantHandler } from '../../../openapi/operation-types';
import { assertMayManageRole } from '../../../users/user-rules';
import { userWithAccounts } from './user-view';
import { recordChange } from '../../../audit/record-change';

/** POST /confirm-user/{id}: staff vouch for a user's email address, so they can log in. Confirming twice is harmless. */
export const confirmUser = tenantHandler<'confirmUser'>(async ({ db, tenant, caller, params, services }) => {
  const [current] = await db.select().from(users).where(eq(users.id, params.id));
  if (!current) throw problems.notFound('User');
  const staff = requireCaller(caller);
  assertMayManageRole(tenant, staff, current.role);
  const [updated] = await db.update(users).set({ confirmed: true }).where(eq(users.id, current.id)).returning();
  const after = await userWithAccounts(db, updated);
  await recordChange(db, tenant.id, staff, { operationId: 'confirmUser', target: `user:${current.id}`, before: { confirmed: current.confirmed }, after: { confirmed: true } }, services.now());
  return after;
});
