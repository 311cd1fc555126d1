import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { users } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { userInfoOf } from '../../auth/user-info';
import { problemMessages } from '../../../engine/messages/problems';

export const login = tenantHandler<'login'>(async ({ body, db, tenant, services }) => {
  const email = body.user_id.trim().toLowerCase();
  // FOR SHARE: a password change or reset waits for this login to commit, and its revocation then
  // sees (and ends) the session made here; a login that starts after the change reads the new hash.
  // Without it, a login racing a password change on PostgreSQL left a session the change never saw.
  const [user] = await db.select().from(users).where(eq(users.email, email)).for('share');
  // Unknown user and wrong password get the same answer, after the same work.
  if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) throw problems.invalidCredentials();
  if (!user.confirmed) {
    throw new HttpProblem(403, 'EMAIL_NOT_VERIFIED', problemMessages.emailNotVerified);
  }
  const key = await createSession(db, tenant.id, user.id, { now: services.now(), idleMs: services.sessionTtlMs });
  return userInfoOf(db, tenant, user, key, false);
});
