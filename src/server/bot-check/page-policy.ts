import { botCheckOf } from '../../engine/bot-check/providers';
import type { TenantConfigs } from '../config/tenant-configs';
import type { Database } from '../db/database';
import { contentSecurityPolicyWith } from '../http/security-headers';
import type { PagePolicy, TenantOfHost } from '../http/spa';
import type { TenantRegistry } from '../tenants/load-tenants';

/**
 * A page's CSP for a tenant with a bot check: its provider's origins allowed, and only for that
 * tenant's pages (its settings as they run: an Admin's new site key counts within the config
 * cache's seconds). Every other page keeps the common policy.
 */
export function botCheckPagePolicy(database: Database, tenants: TenantRegistry, configs: TenantConfigs, tenantOf: TenantOfHost): PagePolicy {
  return async (host) => {
    const id = tenantOf(host);
    const tenant = id ? tenants.get(id) : undefined;
    if (!tenant) return undefined;
    const running = await database.withTenant(tenant.id, (db) => configs.tenantFor(db, tenant));
    const configured = botCheckOf(running.config.settings);
    return configured ? contentSecurityPolicyWith(configured.provider.csp) : undefined;
  };
}
