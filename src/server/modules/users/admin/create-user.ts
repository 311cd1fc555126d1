import { hashPassword } from '../../../auth/passwords';
import { requireCaller } from '../../../auth/caller';
import { users } from '../../../db/schema';
import { tenantHandler } from '../../../openapi/operation-types';
import { mailSetPasswordLink } from './set-password-mail';
import { assertAccountsExist, assertEmailFree, assertMayManageRole, assertTenantRole, linkAccounts, normalisedEmail, NO_PASSWORD, trimmedName } from '../../../users/user-rules';
import { userWithAccounts } from './user-view';
import { recordChange } from '../../../audit/record-change';

/**
 * POST /users: staff create a user. With a password the user can log in once confirmed; without
 * one they get a mail with a link to choose it (the reset screen), which also confirms them.
 */
export const createUser = tenantHandler<'createUser'>(async ({ db, tenant, caller, body, services }) => {
  assertTenantRole(tenant, body.role);
  const staff = requireCaller(caller);
  assertMayManageRole(tenant, staff, body.role);
  const email = normalisedEmail(body.email);
  const accountIds = body.account_ids ?? [];
  await assertAccountsExist(db, accountIds);
  await assertEmailFree(db, email);
  const firstName = trimmedName(body.first_name, 'first_name');
  const lastName = trimmedName(body.last_name, 'last_name');
  const [created] = await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email,
      passwordHash: body.password ? await hashPassword(body.password) : NO_PASSWORD,
      role: body.role,
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      cellPhone: body.cell_phone ?? '',
      confirmed: body.confirmed ?? false,
    })
    .returning();
  await linkAccounts(db, tenant.id, created.id, accountIds);
  if (!body.password) {
    await mailSetPasswordLink(db, tenant, services, created, `${tenant.config.settings.site_name} has created a portal login for you (${email}).`);
  }
  const after = await userWithAccounts(db, created);
  await recordChange(db, tenant.id, staff, { operationId: 'createUser', target: `user:${created.id}`, before: null, after }, services.now());
  return after;
});
