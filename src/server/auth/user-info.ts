import { eq } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/tenant-api';
import { roleOf } from './caller';
import type { Db } from '../db/database';
import { userAccounts, users } from '../db/schema';
import type { LoadedTenant } from '../tenants/load-tenants';

/** The session user info the browser keeps (spec 1 §3). */
export async function userInfoOf(
  db: Db,
  tenant: LoadedTenant,
  user: typeof users.$inferSelect,
  userKey: string,
  impersonating: boolean,
): Promise<components['schemas']['UserInfo']> {
  const links = await db.select({ accountId: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, user.id)).orderBy(userAccounts.accountId);
  return {
    level: roleOf(tenant, user.role).level,
    locale: user.locale,
    role: user.role,
    tenant: {
      root: false,
      tenant: { name: tenant.config.name, reseller: tenant.config.reseller ?? false, since: tenant.config.since, uri: `/api/${tenant.id}` },
    },
    user_id: user.id,
    user_key: userKey,
    display_name: user.displayName,
    impersonating,
    account_ids: links.map((l) => l.accountId),
  };
}
