import type { FastifyRequest } from 'fastify';
import { assertHuman } from '../../bot-check/assert-human';
import { enforceRateLimits, type Forgivable } from '../../throttle/enforce';
import type { Services } from '../../services';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { policiesFor } from '../api-key-access';
import type { RoutePlan } from './route-plan';

/*
 * Stage "throttle", before the request's transaction: the operation's rate limits (x-rate-limit,
 * and a key's own limit) count every attempt, a bot's included; then the bot check (x-bot-check)
 * asks its provider, whose answer holds no connection.
 */

/** Counts the request (429 past a limit); returns the hits a failures-only limit gives back on success. */
export async function countRequest(services: Services, tenantId: string, route: RoutePlan, key: string | undefined, request: FastifyRequest): Promise<Forgivable[]> {
  const policies = policiesFor(route.rateLimits, key, services.apiKeyRateLimit);
  return policies.length ? enforceRateLimits(services.rateLimiter, tenantId, route.id, policies, request, services.now()) : [];
}

/** It succeeded: a failures-only limit (a user's own logins) gives its hit back. */
export async function forgiveOnSuccess(services: Services, tenantId: string, forgivable: Forgivable[]): Promise<void> {
  for (const hit of forgivable) await services.rateLimiter.forgive(tenantId, hit.key, hit.windowMs, services.now());
}

/** x-bot-check: the tenant as it runs says whether (and with which provider) a person's token is asked for. */
export async function checkHuman(route: RoutePlan, services: Services, running: () => Promise<LoadedTenant>, request: FastifyRequest): Promise<void> {
  if (route.botChecked) await assertHuman(services.botCheck, await running(), request);
}
