import type { FastifyRequest } from 'fastify';
import type { ApiKeyCaller } from '../../auth/api-keys';
import { assertAllowed, type AccessRule } from '../access-control';
import { acceptKey } from '../api-key-access';
import type { Asker } from './authenticate';
import type { RoutePlan } from './route-plan';
import type { RootCaller } from './root-caller';

/*
 * Stage "authorize": may the one who asks run this operation? Decided here, once, from the
 * document (x-permission, x-owner, x-staff-permission, x-api-key-scope) — never inside handlers.
 */

/**
 * A presented key is accepted for the operation's scope (401 unknown/revoked/expired, 403 without
 * the scope) instead of the session rule; otherwise the session's caller must pass the rule.
 * Returns the accepted key, if one decided.
 */
export function authorize(route: RoutePlan, request: FastifyRequest, key: string | undefined, asker: Asker): ApiKeyCaller | undefined {
  const accepted = key !== undefined && route.keyScope !== undefined ? acceptKey(request, asker.apiKey ?? null, route.keyScope) : undefined;
  if (!accepted) assertAllowed(route.rule, asker.caller, asker.ownsAccount);
  return accepted;
}

/** A tenant-less operation: its session passes the rule as any other would (a public one passes). */
export function authorizeRoot(rule: AccessRule, session: RootCaller | null | undefined): void {
  if (rule.permission !== 'public') assertAllowed(rule, session === null ? null : session?.caller, false);
}
