/**
 * The request pipeline's side of tenant API keys (auth/api-keys.ts): which operations take a key,
 * and the decision for a request that presents one. Kept apart so the pipeline's stages (pipeline/authenticate.ts, authorize.ts, throttle.ts) only ask.
 */
import type { FastifyRequest } from 'fastify';
import { apiKeyHashOf, apiKeyProblems, assertKeyAllowed, bearerOf, findLiveApiKey, type ApiKeyCaller } from '../auth/api-keys';
import { noteKeyAccepted, noteKeyUse } from '../auth/api-key-uses';
import type { Db } from '../db/database';
import type { RateLimitPolicy } from '../throttle/rate-limiter';

/** Notes a tenant request made with a key for its audit row, first thing, so every answer to it is audited. */
export function noteKeyRequest(request: FastifyRequest, tenantId: string | undefined, operationId: string): void {
  const presented = bearerOf(request);
  if (presented !== undefined && tenantId !== undefined) noteKeyUse(request, { tenantId, presented, operationId });
}

/**
 * The key a tenant request presents (Authorization: Bearer); undefined when none. Refused at once
 * (401) on an operation without x-api-key-scope: keys reach only the integration operations, whatever the key.
 */
export function presentedKey(request: FastifyRequest, scope: string | undefined): string | undefined {
  const presented = bearerOf(request);
  if (presented !== undefined && scope === undefined) throw apiKeyProblems.notAccepted();
  return presented;
}

/** A tenant-less operation (its session decides the tenant) never takes a key. */
export function refuseKeyOnRootOperation(request: FastifyRequest): void {
  if (bearerOf(request) !== undefined) throw apiKeyProblems.notAccepted();
}

/** The live key behind a presented secret, read in the request's tenant scope; null when unknown, revoked or expired. */
export async function liveKeyOf(db: Db, presented: string, now: Date): Promise<ApiKeyCaller | null> {
  const hash = apiKeyHashOf(presented);
  return hash ? findLiveApiKey(db, hash, now) : null;
}

/** Accepts the key for the operation's scope (401 / 403 otherwise) and marks its use as accepted. */
export function acceptKey(request: FastifyRequest, key: ApiKeyCaller | null, scope: string): ApiKeyCaller {
  const accepted = assertKeyAllowed(key, scope);
  noteKeyAccepted(request, accepted.id);
  return accepted;
}

/** The operation's throttling: its own x-rate-limit, plus the per-key limit for a request made with a key. */
export const policiesFor = (declared: RateLimitPolicy[], presented: string | undefined, perKey: RateLimitPolicy): RateLimitPolicy[] =>
  presented === undefined ? declared : [...declared, perKey];
