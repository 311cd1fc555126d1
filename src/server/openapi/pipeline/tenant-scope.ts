import type { FastifyRequest } from 'fastify';
import type { Database, Db, RequestKind } from '../../db/database';
import type { TenantConfigs } from '../../config/tenant-configs';
import { problems } from '../../http/problem';
import type { Services } from '../../services';
import type { LoadedTenant, TenantRegistry } from '../../tenants/load-tenants';

/**
 * Stage "tenant scope": the one stage that opens the database for a request. Every piece of work
 * runs in a transaction scoped to the tenant (`app.tenant` and the app role set with SET LOCAL
 * semantics, so row-level security applies and nothing leaks to the next caller of PGlite's one
 * session — see db/database.ts). The other stages receive a scope and never the database.
 */
export interface TenantScope {
  tenant: LoadedTenant;
  /**
   * The request's own work: `open` runs first and scopes the connection itself (requestCaller, in
   * the same round trip as the session check), then `work` with what it read. A write is one
   * transaction; a read on PostgreSQL one pinned connection. Mail and events queued go once committed.
   */
  request<O, T>(kind: RequestKind, open: (db: Db, transactionLocal: boolean) => Promise<O>, work: (db: Db, opened: O) => Promise<T>): Promise<T>;
  /** Work apart from the request's transaction (a bot check's settings, an outside step's outcome, a late audit line): a transaction of its own. */
  transaction<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** The tenant as it runs (its published settings and layout), read in a transaction of its own. */
  running(): Promise<LoadedTenant>;
}

export interface ScopeDeps {
  database: Database;
  services: Services;
  configs: TenantConfigs;
}

/** The tenant the path names (`/api/{tenant}/…`); 404 for one this process does not serve. */
export function tenantOf(tenants: TenantRegistry, request: FastifyRequest): LoadedTenant {
  const tenant = tenants.get((request.params as { tenant: string }).tenant);
  if (!tenant) throw problems.unknownTenant();
  return tenant;
}

export function tenantScope(deps: ScopeDeps, tenant: LoadedTenant): TenantScope {
  const transaction = <T>(work: (db: Db) => Promise<T>) => deps.database.withTenant(tenant.id, work);
  return {
    tenant,
    transaction,
    running: () => transaction((db) => deps.configs.tenantFor(db, tenant)),
    async request(kind, open, work) {
      let scoped: Db | undefined;
      const result = await deps.database.withRequest(tenant.id, kind, open, (db, opened) => {
        scoped = db;
        return work(db, opened);
      });
      // Committed: mail the request queued goes now, not at the worker's next tick.
      if (scoped) deps.services.mailer.committed(scoped);
      return result;
    },
  };
}
