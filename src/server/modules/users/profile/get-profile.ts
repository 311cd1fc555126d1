import { eq } from 'drizzle-orm';
import { requireCaller } from '../../../auth/caller';
import { users } from '../../../db/schema';
import { problems } from '../../../http/problem';
import { tenantHandler } from '../../../openapi/operation-types';
import { profileOf } from '../../../users/profile-view';

/** GET /user/profile: the caller's own profile (customers at /profile, staff at /admin/profile). */
export const getProfile = tenantHandler<'getProfile'>(async ({ db, tenant, caller }) => {
  const [user] = await db.select().from(users).where(eq(users.id, requireCaller(caller).userId));
  if (!user) throw problems.notFound('User');
  return profileOf(db, tenant, user);
});
