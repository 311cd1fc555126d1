import type { FastifyRequest } from 'fastify';
import { requestCaller, type SessionLifetimes } from '../../auth/request-caller';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/database';
import type { LoadedTenant, TenantRegistry } from '../../tenants/load-tenants';

/** The session behind a tenant-less request, with the tenant it belongs to. */
export interface RootCaller {
  tenant: LoadedTenant;
  caller: Caller;
}

/**
 * Finds whose session a tenant-less request (`servers: /api`) carries. A session lives in its
 * tenant's rows, behind row-level security, so each tenant is asked in a transaction scoped to it
 * (the same one-statement check every tenant request makes): a key is 256 random bits, so at most
 * one tenant knows it. undefined: no key sent; null: the key is unknown or its session ended.
 */
export async function rootCallerOf(
  request: FastifyRequest,
  deps: { tenants: TenantRegistry; inTenant: <T>(tenant: LoadedTenant, work: (db: Db) => Promise<T>) => Promise<T>; now: () => Date },
  lifetimes: SessionLifetimes,
): Promise<RootCaller | null | undefined> {
  const key = request.headers['user-key'];
  if (typeof key !== 'string' || !key) return undefined;
  for (const tenant of deps.tenants.all()) {
    const { caller } = await deps.inTenant(tenant, (db) =>
      requestCaller(db, tenant, lifetimes, { key, now: deps.now(), accountId: undefined, transactionLocal: true }),
    );
    if (caller) return { tenant, caller };
  }
  return null;
}
