import type { FastifyRequest } from 'fastify';
import type { ApiKeyCaller } from '../../auth/api-keys';
import { requestCaller, type RequestCaller } from '../../auth/request-caller';
import type { Db } from '../../db/database';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { liveKeyOf, noteKeyRequest, presentedKey, refuseKeyOnRootOperation } from '../api-key-access';
import type { PipelineDeps, RoutePlan } from './route-plan';
import { rootCallerOf, type RootCaller } from './root-caller';
import { tenantScope } from './tenant-scope';
import { wellFormedAccountId } from './validate';

/*
 * Stage "authenticate": who asks — a session (the user-key header), a tenant API key
 * (Authorization: Bearer, which decides alone: user-key is then ignored), or nobody. Whether they
 * may is the next stage's question (authorize.ts).
 */

/** Notes a tenant request made with a key for its audit row, first thing, so every answer to it (even a refusal) is audited. */
export function noteKeyOnTenantRequest(route: RoutePlan, deps: Pick<PipelineDeps, 'tenants'>, request: FastifyRequest): void {
  if (route.tenantScoped) noteKeyRequest(request, deps.tenants.get((request.params as { tenant: string }).tenant)?.id, route.id);
}

/** The key a tenant request presents; a key on an operation that takes none is refused (401) here. */
export const keyOf = (route: RoutePlan, request: FastifyRequest): string | undefined => presentedKey(request, route.keyScope);

/** Who asks, as the request's first statement reads it: the session's caller and account link, and the live key behind a presented one. */
export interface Asker extends RequestCaller {
  /** undefined: no key presented; null: unknown, revoked or expired. */
  apiKey: ApiKeyCaller | null | undefined;
}

/**
 * The request's first statement (tenant scope's `open`): requestCaller scopes the connection to the
 * tenant and reads the session in one round trip; a presented key is then looked up under the
 * tenant's RLS, so another tenant's key is unknown.
 */
export function whoAsks(request: FastifyRequest, tenant: LoadedTenant, key: string | undefined, deps: Pick<PipelineDeps, 'lifetimes'> & { services: Pick<PipelineDeps['services'], 'now'> }) {
  return async (db: Db, transactionLocal: boolean): Promise<Asker> => {
    const opened = await requestCaller(db, tenant, deps.lifetimes, {
      key: key === undefined ? userKeyOf(request) : undefined,
      now: deps.services.now(),
      // Only a well-formed id reaches the database; a malformed one is refused after access is decided.
      accountId: wellFormedAccountId(request),
      transactionLocal,
    });
    return { ...opened, apiKey: key === undefined ? undefined : await liveKeyOf(db, key, deps.services.now()) };
  };
}

/**
 * A tenant-less request never takes a key; a non-public one's session decides the tenant
 * (undefined: none sent or a public operation; null: unknown or ended).
 */
export async function rootSessionOf(route: RoutePlan, request: FastifyRequest, deps: PipelineDeps): Promise<RootCaller | null | undefined> {
  refuseKeyOnRootOperation(request);
  if (route.rule.permission === 'public') return undefined;
  const inTenant = <T>(tenant: LoadedTenant, work: (db: Db) => Promise<T>) => tenantScope(deps, tenant).transaction(work);
  return rootCallerOf(request, { tenants: deps.tenants, inTenant, now: deps.services.now }, deps.lifetimes);
}

export function userKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['user-key'];
  return typeof key === 'string' && key ? key : undefined;
}
