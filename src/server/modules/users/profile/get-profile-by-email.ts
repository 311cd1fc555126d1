import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { problems } from '../../../http/problem';
import { tenantHandler } from '../../../openapi/operation-types';
import { profileOf } from '../../../users/profile-view';

/** GET /user/profile/{email}: any user's profile, for staff. Emails are stored lower-case. */
export const getProfileByEmail = tenantHandler<'getProfileByEmail'>(async ({ db, tenant, params }) => {
  const [user] = await db.select().from(users).where(eq(users.email, params.email.trim().toLowerCase()));
  if (!user) throw problems.notFound('User');
  return profileOf(db, tenant, user);
});
