import { requireCaller } from '../../../auth/caller';
import { revokeUserSessions } from '../../../auth/sessions';
import { HttpProblem } from '../../../http/problem';
import { tenantHandler } from '../../../openapi/operation-types';
import { managedUserOf } from '../../../users/user-rules';
import { recordChange } from '../../../audit/record-change';
import { problemMessages } from '../../../../engine/messages/problems';

/**
 * DELETE /users/{id}/sessions (the id is the email, as Delete's): every session the user holds,
 * or impersonates through, ends at once — a lost phone, a shared computer. Staff end their own
 * session with Log out: signing themselves out everywhere here would end the very session asking.
 */
export const signOutEverywhere = tenantHandler<'signOutEverywhere'>(async ({ db, tenant, caller, params, services }) => {
  const staff = requireCaller(caller);
  const target = await managedUserOf(db, tenant, staff, params.id);
  if (target.id === staff.userId) throw new HttpProblem(409, 'CANNOT_SIGN_OUT_SELF', problemMessages.cannotSignOutSelf);
  const open = await revokeUserSessions(db, target.id);
  await recordChange(db, tenant.id, staff, { operationId: 'signOutEverywhere', target: `user:${target.id}`, before: { sessions: open }, after: { sessions: 0 } }, services.now());
});
