import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/database';
import { HttpProblem } from '../../http/problem';
import { releaseLease, saveAnswer, type KeyRef } from '../../http/idempotency/idempotency-store';
import type { Services } from '../../services';
import type { LoadedTenant } from '../../tenants/load-tenants';
import type { CompletionContext, OperationId, OutsideContext, TenantContext } from '../operation-types';
import { sendSettled } from './answer';
import { idempotencyProblems, type FirstStep } from './idempotency';
import { auditImpersonatedWrite } from './impersonation';
import type { RoutePlan } from './route-plan';
import type { TenantScope } from './tenant-scope';

/*
 * Stage "outside steps", after the request's transaction committed, for an x-idempotent operation
 * whose first step (idempotency.ts) left a plan: the outside call (a payment gateway) outside any
 * transaction, then its outcome in a transaction of its own.
 */

/**
 * Any operation's OutsideSteps as the pipeline holds them: its body, answer, plan and outcome
 * forgotten, since the pipeline only carries each from one step to the next (the methods take
 * back what they gave, so every OutsideSteps<K, Plan, Outcome> is one of these).
 */
export interface Steps {
  prepare(ctx: TenantContext<OperationId>): Promise<{ plan: unknown } | { answer: unknown }>;
  call(ctx: OutsideContext & { body: unknown }, plan: unknown): Promise<unknown>;
  complete(ctx: CompletionContext, plan: unknown, outcome: unknown): Promise<unknown>;
  failed?(ctx: CompletionContext, plan: unknown, outcome: unknown): Promise<void>;
}

/**
 * Sends a settled first step as it is, or carries out its plan and sends the outcome. A write made
 * while impersonating is audited with the status it got, committed before the answer goes out.
 */
export async function carryOutSteps(
  route: RoutePlan,
  run: { scope: TenantScope; services: Services; tenant: LoadedTenant; impersonator: Caller | undefined },
  first: FirstStep,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if ('answer' in first) return sendSettled(request, reply, first.answer);
  const { definition } = route;
  // The handler stage left a plan only for an operation with steps.
  if (!('steps' in definition)) throw new Error(`${route.id} has no outside steps`);
  const steps: Steps = definition.steps;
  let status = 500;
  let finished: { status: number; body: unknown };
  try {
    finished = await finishSteps(steps, { scope: run.scope, services: run.services, tenant: run.tenant, body: request.body }, route.id, first.plan, first.ref, route.successStatus);
    status = finished.status;
  } catch (error) {
    if (error instanceof HttpProblem) status = error.status;
    throw error;
  } finally {
    const actor = run.impersonator;
    // Committed before the answer goes out: whoever reads the audit log after the answer finds the line.
    if (actor) await run.scope.transaction((db) => auditImpersonatedWrite(db, run.tenant.id, actor, route, request, status));
  }
  return sendSettled(request, reply, { ...finished, replayed: false });
}

/**
 * Steps 2 and 3: the outside call, outside any transaction, then its outcome recorded in a
 * transaction of its own with the answer stored for replay. A problem `complete` throws (a
 * decline) is an answer too: stored, then thrown. An outside call that fails without an outcome
 * releases the key for an immediate retry (503); nothing is stored, so the retry resumes the plan.
 */
export async function finishSteps(
  steps: Steps,
  deps: { scope: Pick<TenantScope, 'transaction'>; services: Services; tenant: LoadedTenant; body: unknown },
  operationId: string,
  plan: unknown,
  ref: KeyRef,
  successStatus: number,
): Promise<{ status: number; body: unknown }> {
  const { scope, services, tenant, body: requestBody } = deps;
  let outcome: unknown;
  try {
    outcome = await steps.call({ tenant, services, outsideKey: `${operationId}:${ref.scope}:${ref.key}`, body: requestBody as never }, plan);
  } catch (error) {
    await scope.transaction((db) => releaseLease(db, ref, services.now()));
    if (error instanceof HttpProblem) throw error;
    throw Object.assign(idempotencyProblems.unavailable(), { cause: error });
  }
  try {
    let scoped: Db | undefined;
    const answer = await scope.transaction(async (db) => {
      scoped = db;
      const body = await steps.complete({ db, tenant, services }, plan, outcome);
      await saveAnswer(db, ref, successStatus, body, services.now());
      return { status: successStatus, body };
    });
    // Committed: a receipt queued by `complete` goes now.
    if (scoped) services.mailer.committed(scoped);
    return answer;
  } catch (error) {
    if (!(error instanceof HttpProblem)) {
      await scope.transaction((db) => releaseLease(db, ref, services.now()));
      throw error;
    }
    let failedIn: Db | undefined;
    await scope.transaction(async (db) => {
      failedIn = db;
      await steps.failed?.({ db, tenant, services }, plan, outcome);
      await saveAnswer(db, ref, error.status, error.toBody(), services.now());
    });
    // Committed: a notice the failure queued goes now.
    if (failedIn) services.mailer.committed(failedIn);
    throw error;
  }
}
