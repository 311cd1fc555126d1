import { eq } from 'drizzle-orm';
import { requireCaller } from '../../../auth/caller';
import { revokeUserSessions } from '../../../auth/sessions';
import { accounts, priceAlerts, userAccounts, users, userTokens } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import { tenantHandler } from '../../../openapi/operation-types';
import { managedUserOf } from '../../../users/user-rules';
import { recordChange } from '../../../audit/record-change';
import { userWithAccounts } from './user-view';
import { problemMessages } from '../../../../engine/messages/problems';

/**
 * DELETE /users/{id} (the id is the email, as the spec's row action sends it). Every session the
 * user holds or impersonates through ends at once, their price alerts are deleted; the audit log
 * keeps its entries.
 */
export const deleteUser = tenantHandler<'deleteUser'>(async ({ db, tenant, caller, params, services }) => {
  const staff = requireCaller(caller);
  const target = await managedUserOf(db, tenant, staff, params.id);
  if (target.id === staff.userId) throw new HttpProblem(409, 'CANNOT_DELETE_SELF', problemMessages.cannotDeleteSelf);
  const before = await userWithAccounts(db, target);
  await revokeUserSessions(db, target.id);
  await db.delete(userTokens).where(eq(userTokens.userId, target.id));
  await db.delete(userAccounts).where(eq(userAccounts.userId, target.id));
  // Their price alerts go with them: left behind, each would still fire price.alert_triggered for nobody.
  await db.delete(priceAlerts).where(eq(priceAlerts.userId, target.id));
  await db.update(accounts).set({ ownerUserId: null }).where(eq(accounts.ownerUserId, target.id));
  await db.delete(users).where(eq(users.id, target.id));
  await recordChange(db, tenant.id, staff, { operationId: 'deleteUser', target: `user:${target.id}`, before, after: null }, services.now());
});
