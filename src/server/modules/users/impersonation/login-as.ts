import { eq } from 'drizzle-orm';
import { requireCaller } from '../../../auth/caller';
import { createSession } from '../../../auth/sessions';
import { auditLog, users } from '../../../db/schema';
import { HttpProblem, problems } from '../../../http/problem';
import { tenantHandler } from '../../../openapi/operation-types';
import { userInfoOf } from '../../../auth/user-info';
import { recordChange } from '../../../audit/record-change';
import { isCustomerRole } from '../../../../engine/roles/roles';
import { fillProblem, problemMessages } from '../../../../engine/messages/problems';

/**
 * POST /login-as?user_id=: staff with users:login-as open a session as a confirmed customer. The
 * new session remembers the staff user and their own session, so every write in it is audited
 * with both identities and the staff session slides along for "view my account". Starting the
 * impersonation is itself the first audit entry.
 */
export const loginAs = tenantHandler<'loginAs'>(async ({ db, tenant, caller, query, services, request, reply }) => {
  const staff = requireCaller(caller);
  if (staff.impersonatorId) {
    throw new HttpProblem(403, 'ALREADY_IMPERSONATING', problemMessages.alreadyImpersonating);
  }
  const [target] = await db.select().from(users).where(eq(users.id, query.user_id));
  if (!target) throw problems.notFound('User');
  if (!isCustomerRole(target.role)) {
    throw new HttpProblem(403, 'NOT_A_CUSTOMER', fillProblem('notACustomer', { role: target.role }));
  }
  if (!target.confirmed) {
    throw new HttpProblem(409, 'USER_NOT_CONFIRMED', problemMessages.userNotConfirmed);
  }
  const key = await createSession(db, tenant.id, target.id, { now: services.now(), idleMs: services.sessionTtlMs }, { userId: staff.userId, keyHash: staff.keyHash });
  await db.insert(auditLog).values({
    tenantId: tenant.id,
    operationId: 'loginAs',
    method: request.method,
    path: request.url,
    status: reply.statusCode,
    actorUserId: staff.userId,
    subjectUserId: target.id,
  });
  // The session key itself is never kept: only whom the staff user became.
  await recordChange(db, tenant.id, staff, { operationId: 'loginAs', target: `user:${target.id}`, before: null, after: { logged_in_as: target.email } }, services.now());
  return userInfoOf(db, tenant, target, key, true);
});
