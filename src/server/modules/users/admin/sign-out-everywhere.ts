import { count, eq, or } from 'drizzle-orm';
import { requireCaller } from '../../../auth/caller';
import { revokeUserSessions } from '../../../auth/sessions';
import { sessions, users } from '../../../db/schema';
import { HttpProblem, problems } from '../../../http/problem';
import { tenantHandler } from '../../../openapi/operation-types';
import { assertMayManageRole, normalisedEmail } from '../../../users/user-rules';
import { recordChange } from '../../../audit/record-change';

/**
 * DELETE /users/{id}/sessions (the id is the email, as Delete's): every session the user holds,
 * or impersonates through, ends at once — a lost phone, a shared computer. Staff end their own
 * session with Log out: signing themselves out everywhere here would end the very session asking.
 */
export const signOutEverywhere = tenantHandler<'signOutEverywhere'>(async ({ db, tenant, caller, params, services }) => {
  const staff = requireCaller(caller);
  const [target] = await db.select().from(users).where(eq(users.email, normalisedEmail(params.id)));
  if (!target) throw problems.notFound('User');
  if (target.id === staff.userId) throw new HttpProblem(409, 'CANNOT_SIGN_OUT_SELF', 'You cannot sign yourself out everywhere here: use Log out.');
  assertMayManageRole(tenant, staff, target.role);
  const [{ open }] = await db.select({ open: count() }).from(sessions).where(or(eq(sessions.userId, target.id), eq(sessions.impersonatorId, target.id)));
  await revokeUserSessions(db, target.id);
  await recordChange(db, tenant.id, staff, { operationId: 'signOutEverywhere', target: `user:${target.id}`, before: { sessions: open }, after: { sessions: 0 } }, services.now());
});
