import type { FastifyReply, FastifyRequest } from 'fastify';
import { inRequestLanguage, noteRequestLanguage } from '../../http/request-language';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { answer } from './answer';
import { keyOf, noteKeyOnTenantRequest, rootSessionOf, whoAsks } from './authenticate';
import { authorize, authorizeRoot } from './authorize';
import { runHandler, runRootHandler } from './handler';
import type { PipelineDeps, RoutePlan } from './route-plan';
import { carryOutSteps } from './run-outside-steps';
import { tenantOf, tenantScope } from './tenant-scope';
import { checkHuman, countRequest, forgiveOnSuccess } from './throttle';
import { refuseHostileInput, refuseInvalidInput, refuseInvalidPublicInput } from './validate';

/**
 * One request, stage by stage (README.md in this folder lists them). A stage refuses by throwing an
 * HttpProblem, which the app's error handler answers as problem JSON; nothing after it runs.
 */
export async function runRequest(route: RoutePlan, deps: PipelineDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // The request's language, for whatever words it writes (request-language.ts): learned stage by stage.
  return inRequestLanguage(request.headers['accept-language'], () => {
    noteKeyOnTenantRequest(route, deps, request);
    refuseHostileInput(request);
    reply.code(route.successStatus);
    return route.tenantScoped ? tenantRequest(route, deps, request, reply) : rootRequest(route, deps, request, reply);
  });
}

async function tenantRequest(route: RoutePlan, deps: PipelineDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const tenant = tenantOf(deps.tenants, request);
  noteRequestLanguage({ tenant: tenant.config.locale });
  const key = keyOf(route, request);
  refuseInvalidPublicInput(route.rule, request);
  const forgivable = await countRequest(deps.services, tenant.id, route, key, request);
  const scope = tenantScope(deps, tenant);
  await checkHuman(route, deps.services, scope.running, request);
  const handled = await scope.request(route.kind, whoAsks(request, tenant, key, deps), async (db, asker) => {
    const apiKey = authorize(route, request, key, asker);
    if (asker.caller) noteRequestLanguage({ profile: asker.caller.locale });
    refuseInvalidInput(request);
    return runHandler(route, deps, request, reply, { db, tenant, caller: asker.caller ?? undefined, apiKey });
  });
  await forgiveOnSuccess(deps.services, tenant.id, forgivable);
  if (handled.kind === 'steps') return carryOutSteps(route, { scope, services: deps.services, tenant: handled.tenant, impersonator: handled.impersonator }, handled.first, request, reply);
  return answer(request, reply, handled.result);
}

async function rootRequest(route: RoutePlan, deps: PipelineDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await rootSessionOf(route, request, deps);
  authorizeRoot(route.rule, session);
  refuseInvalidInput(request);
  const scopeOf = (tenant: LoadedTenant) => tenantScope(deps, tenant);
  reply.send(await runRootHandler(route, deps, request, reply, session ?? undefined, scopeOf));
}
