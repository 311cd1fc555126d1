import { eq } from 'drizzle-orm';
import { requireCaller } from '../../../auth/caller';
import { revokeUserSessions } from '../../../auth/sessions';
import { users } from '../../../db/schema';
import { HttpProblem, problems } from '../../../http/problem';
import { tenantHandler } from '../../../openapi/operation-types';
import { assertAccountsExist, assertEmailFree, assertMayManageRole, assertTenantRole, linkAccounts, normalisedEmail, trimmedName } from '../../../users/user-rules';
import { userWithAccounts } from './user-view';
import { recordChange } from '../../../audit/record-change';
import { problemMessages } from '../../../../engine/messages/problems';

/** POST /users/{userId}: staff change a user; fields left out keep their value, account_ids replaces the links. */
export const updateUser = tenantHandler<'updateUser'>(async ({ db, tenant, caller, params, body, services }) => {
  const staff = requireCaller(caller);
  const [current] = await db.select().from(users).where(eq(users.id, params.userId));
  if (!current) throw problems.notFound('User');
  assertMayManageRole(tenant, staff, current.role);
  const before = await userWithAccounts(db, current);
  if (body.role !== undefined && body.role !== current.role) {
    assertTenantRole(tenant, body.role);
    assertMayManageRole(tenant, staff, body.role);
    // Changing one's own role could leave a tenant without an Admin; another Admin has to do it.
    if (current.id === staff.userId) throw new HttpProblem(403, 'OWN_ROLE', problemMessages.ownRole);
  }
  const email = body.email !== undefined ? normalisedEmail(body.email) : current.email;
  if (email !== current.email) await assertEmailFree(db, email, current.id);
  if (body.account_ids) await assertAccountsExist(db, body.account_ids);
  const firstName = body.first_name !== undefined ? trimmedName(body.first_name, 'first_name') : current.firstName;
  const lastName = body.last_name !== undefined ? trimmedName(body.last_name, 'last_name') : current.lastName;
  const [updated] = await db
    .update(users)
    .set({
      email,
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`.trim(),
      role: body.role ?? current.role,
      cellPhone: body.cell_phone ?? current.cellPhone,
    })
    .where(eq(users.id, current.id))
    .returning();
  if (body.account_ids) await linkAccounts(db, tenant.id, current.id, body.account_ids);
  // A new role takes effect now, not at the next login: sessions made under the old one end (and
  // with them any login-as session the user opened).
  if (updated.role !== current.role) await revokeUserSessions(db, current.id);
  const after = await userWithAccounts(db, updated);
  await recordChange(db, tenant.id, staff, { operationId: 'updateUser', target: `user:${current.id}`, before, after }, services.now());
  return after;
});
