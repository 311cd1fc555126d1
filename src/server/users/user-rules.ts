import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/database';
import { accounts, userAccounts, users } from '../db/schema';
import { HttpProblem, problems } from '../http/problem';
import type { LoadedTenant } from '../tenants/load-tenants';
import { isAdminRole } from '../../engine/roles/roles';
import { fillProblem, problemMessages } from '../../engine/messages/problems';
import { messages } from '../../engine/messages/catalogue';

/** A password no argon2 verification accepts: the user sets one through a mailed link. */
export const NO_PASSWORD = '!';

export const normalisedEmail = (email: string): string => email.trim().toLowerCase();

const levelOf = (tenant: LoadedTenant, role: string): number => tenant.config.roles.find((r) => r.name === role)?.level ?? 0;

/** The role must be one of the tenant's (tenant.json `roles`). */
export function assertTenantRole(tenant: LoadedTenant, role: string): void {
  if (!tenant.config.roles.some((r) => r.name === role)) {
    throw new HttpProblem(422, 'UNKNOWN_ROLE', fillProblem('unknownRole', { role, roles: tenant.config.roles.map((r) => r.name).join(', ') }));
  }
}

/**
 * Staff may only hand out or manage roles at or below their own: only an Admin creates, changes,
 * confirms or deletes an Admin, and a staff role with users:manage cannot raise anyone above itself.
 */
export function assertMayManageRole(tenant: LoadedTenant, caller: Caller, role: string): void {
  if (isAdminRole(caller.role)) return;
  if (isAdminRole(role)) throw new HttpProblem(403, 'ADMIN_ONLY', problemMessages.adminOnly);
  if (levelOf(tenant, role) > caller.level) {
    throw new HttpProblem(403, 'ROLE_ABOVE_YOURS', fillProblem('roleAboveYours', { yours: caller.role, role }));
  }
}

/**
 * The user a staff action names by email (the row's id), 404 when the tenant has none, and one the
 * caller may manage (only an Admin acts on an Admin, no one on a role above their own).
 */
export async function managedUserOf(db: Db, tenant: LoadedTenant, staff: Caller, email: string): Promise<typeof users.$inferSelect> {
  const [target] = await db.select().from(users).where(eq(users.email, normalisedEmail(email)));
  if (!target) throw problems.notFound('User');
  assertMayManageRole(tenant, staff, target.role);
  return target;
}

/** Every account to link must exist in the tenant. */
export async function assertAccountsExist(db: Db, accountIds: readonly string[]): Promise<void> {
  if (!accountIds.length) return;
  const found = await db.select({ accountId: accounts.accountId }).from(accounts).where(inArray(accounts.accountId, [...accountIds]));
  const known = new Set(found.map((a) => a.accountId));
  const unknown = accountIds.filter((id) => !known.has(id));
  if (unknown.length) throw new HttpProblem(422, 'UNKNOWN_ACCOUNT', fillProblem('unknownAccount', { accounts: unknown.join(', ') }));
}

/** 409 when another user of the tenant already has this email. */
export async function assertEmailFree(db: Db, email: string, exceptUserId?: number): Promise<void> {
  const condition = exceptUserId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptUserId));
  const [taken] = await db.select({ id: users.id }).from(users).where(condition);
  if (taken) throw new HttpProblem(409, 'USER_EXISTS', problemMessages.userExists);
}

/** Replaces a user's account links. */
export async function linkAccounts(db: Db, tenantId: string, userId: number, accountIds: readonly string[]): Promise<void> {
  await db.delete(userAccounts).where(eq(userAccounts.userId, userId));
  if (accountIds.length) await db.insert(userAccounts).values(accountIds.map((accountId) => ({ tenantId, userId, accountId })));
}

/** A name without its surrounding spaces; a name of spaces only is missing. */
export function trimmedName(value: string, field: 'first_name' | 'last_name'): string {
  const name = value.trim();
  if (!name) throw new HttpProblem(422, 'VALUE_MISSING', `body/${field} ${messages.valueMissing}`, [{ path: `body/${field}`, message: messages.valueMissing }]);
  return name;
}
