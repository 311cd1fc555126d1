import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyCaller } from '../../auth/api-keys';
import type { Caller } from '../../auth/caller';
import { checkedForm } from '../../config/form-answers';
import { noteRequestLanguage, tenantWordsOf } from '../../http/request-language';
import type { Db } from '../../db/database';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { firstStep, type FirstStep } from './idempotency';
import { auditImpersonatedWrite, impersonatedWriter } from './impersonation';
import type { PipelineDeps, RoutePlan } from './route-plan';
import type { RootCaller } from './root-caller';
import type { TenantScope } from './tenant-scope';

/*
 * Stage "handler": the operation's own code, keyed by operationId (modules/*), given a context
 * typed by the generated `operations` (operation-types.ts). A tenant operation runs in the
 * request's transaction; an x-idempotent one runs its first step there (idempotency.ts), the rest
 * after the commit (run-outside-steps.ts).
 */

/** What the handler stage leaves for the next: a result to answer with, or a first step to carry on from. */
export type Handled =
  | { kind: 'result'; result: unknown }
  | { kind: 'steps'; first: FirstStep; tenant: LoadedTenant; impersonator: Caller | undefined };

const baseContext = (deps: PipelineDeps, request: FastifyRequest, reply: FastifyReply) => ({
  body: request.body,
  query: request.query,
  params: request.params,
  request,
  reply,
  services: deps.services,
});

/**
 * In the request's transaction, access and input decided: the tenant as it runs, the x-form's
 * `extra` answers checked against the published form (the handler gets its name and version),
 * then the handler or the first step.
 */
export async function runHandler(
  route: RoutePlan,
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  scoped: { db: Db; tenant: LoadedTenant; caller: Caller | undefined; apiKey: ApiKeyCaller | undefined },
): Promise<Handled> {
  const { db, tenant, caller, apiKey } = scoped;
  const running = await deps.configs.tenantFor(db, tenant);
  // What the request words (a problem, a file, a mail) reads the tenant's own words first.
  noteRequestLanguage({ words: tenantWordsOf(running) });
  const form = route.formId ? await checkedForm(db, tenant.id, route.formId, (request.body as { extra?: unknown } | undefined)?.extra) : undefined;
  const context = { ...baseContext(deps, request, reply), tenant: running, db, caller, apiKey, form, configs: deps.configs, catalog: deps.catalog };
  const impersonator = impersonatedWriter(route, caller);
  const { definition } = route;
  if ('steps' in definition) {
    const first = await firstStep(definition.steps, context as never, route.id, route.successStatus);
    if (!('answer' in first)) return { kind: 'steps', first, tenant: running, impersonator };
    if (impersonator) await auditImpersonatedWrite(db, tenant.id, impersonator, route, request, first.answer.status);
    return { kind: 'steps', first, tenant: running, impersonator: undefined };
  }
  const result = await definition.handle(context as never);
  if (impersonator) await auditImpersonatedWrite(db, tenant.id, impersonator, route, request, reply.statusCode);
  return { kind: 'result', result };
}

/** A tenant-less operation: its session (if any) and a way to read any tenant as it runs, in a transaction of its own. */
export function runRootHandler(
  route: RoutePlan,
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  session: RootCaller | undefined,
  scopeOf: (tenant: LoadedTenant) => TenantScope,
): Promise<unknown> {
  const { definition } = route;
  // checkOperations matched every handler's scope to its server at start-up.
  if (definition.scope !== 'root') throw new Error(`${route.id} is not a tenant-less operation`);
  const tenantAsRunning = (tenant: LoadedTenant) => scopeOf(tenant).running();
  return definition.handle({ ...baseContext(deps, request, reply), tenants: deps.tenants, tenantAsRunning, session, configs: deps.configs } as never);
}
