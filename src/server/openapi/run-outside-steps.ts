import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/database';
import { HttpProblem } from '../http/problem';
import { claimKey, releaseLease, requestHash, saveAnswer, savePlan, type KeyRef } from '../http/idempotency/idempotency-store';
import type { Services } from '../services';
import type { LoadedTenant } from '../tenants/load-tenants';
import type { OperationId, OutsideSteps, TenantContext } from './operation-types';

/** Steps with their plan and outcome types forgotten: the pipeline only carries them from one step to the next. */
export type Steps = OutsideSteps<OperationId, unknown, unknown>;

/** What the first transaction settled: an answer to send as it is, or a plan to carry out. */
export type FirstStep = { answer: { status: number; body: unknown; replayed: boolean } } | { plan: unknown; ref: KeyRef };

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export const idempotencyProblems = {
  keyMissing: () =>
    new HttpProblem(400, 'IDEMPOTENCY_KEY_REQUIRED', 'Send an Idempotency-Key header (8–100 letters, digits, _ . : -), one per attempt.', [
      { path: 'headers/idempotency-key', message: 'Value missing' },
    ]),
  mismatch: () => new HttpProblem(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request. Send a new key for a new request.'),
  busy: () => new HttpProblem(409, 'IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed. Retry shortly with the same key.'),
  unavailable: () =>
    new HttpProblem(503, 'GATEWAY_UNAVAILABLE', 'The payment service did not answer. Nothing was charged twice: try again with the same request.'),
};

/** Whose keys these are: a signed-in user's own, a tenant API key's, or the guests' (a guest's body names what it pays). */
const scopeOf = (ctx: Pick<TenantContext<OperationId>, 'caller' | 'apiKey'>) => (ctx.apiKey ? `api-key:${ctx.apiKey.id}` : ctx.caller ? `user:${ctx.caller.userId}` : 'guest');

/**
 * Step 1, in the request's transaction (access and input already checked): claim the key, then
 * replay its answer, refuse it, resume its stored plan, or prepare a new plan and store it.
 */
export async function firstStep(steps: Steps, ctx: TenantContext<OperationId>, operationId: OperationId, successStatus: number): Promise<FirstStep> {
  const key = ctx.request.headers['idempotency-key'];
  // Checked here, after access is decided (an anonymous caller learns nothing about the input first).
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw idempotencyProblems.keyMissing();
  const ref: KeyRef = { tenantId: ctx.tenant.id, scope: scopeOf(ctx), key };
  const hash = requestHash(operationId, { params: ctx.params, body: ctx.body });
  const now = ctx.services.now();
  const claim = await claimKey(ctx.db, ref, operationId, hash, now, ctx.services.idempotencyLeaseMs);
  switch (claim.kind) {
    case 'replay':
      return { answer: { status: claim.status, body: claim.body, replayed: true } };
    case 'mismatch':
      throw idempotencyProblems.mismatch();
    case 'busy':
      throw idempotencyProblems.busy();
    case 'resume':
      return { plan: claim.plan, ref };
    case 'new': {
      const prepared = await steps.prepare(ctx);
      if ('answer' in prepared) {
        await saveAnswer(ctx.db, ref, successStatus, prepared.answer, now);
        return { answer: { status: successStatus, body: prepared.answer, replayed: false } };
      }
      await savePlan(ctx.db, ref, prepared.plan);
      return { plan: prepared.plan, ref };
    }
  }
}

/**
 * Steps 2 and 3: the outside call, outside any transaction, then its outcome recorded in a
 * transaction of its own with the answer stored for replay. A problem `complete` throws (a
 * decline) is an answer too: stored, then thrown. An outside call that fails without an outcome
 * releases the key for an immediate retry (503); nothing is stored, so the retry resumes the plan.
 */
export async function finishSteps(
  steps: Steps,
  deps: { database: Database; services: Services; tenant: LoadedTenant; body: unknown },
  operationId: string,
  plan: unknown,
  ref: KeyRef,
  successStatus: number,
): Promise<{ status: number; body: unknown }> {
  const { database, services, tenant, body: requestBody } = deps;
  let outcome: unknown;
  try {
    outcome = await steps.call({ tenant, services, outsideKey: `${operationId}:${ref.scope}:${ref.key}`, body: requestBody as never }, plan);
  } catch (error) {
    await database.withTenant(tenant.id, (db) => releaseLease(db, ref, services.now()));
    if (error instanceof HttpProblem) throw error;
    throw Object.assign(idempotencyProblems.unavailable(), { cause: error });
  }
  try {
    let scoped: Db | undefined;
    const answer = await database.withTenant(tenant.id, async (db) => {
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
      await database.withTenant(tenant.id, (db) => releaseLease(db, ref, services.now()));
      throw error;
    }
    let failedIn: Db | undefined;
    await database.withTenant(tenant.id, async (db) => {
      failedIn = db;
      await steps.failed?.({ db, tenant, services }, plan, outcome);
      await saveAnswer(db, ref, error.status, error.toBody(), services.now());
    });
    // Committed: a notice the failure queued goes now.
    if (failedIn) services.mailer.committed(failedIn);
    throw error;
  }
}

/** Sends an answer the first step settled; a replayed one says so, as payment APIs do. */
export function sendSettled(request: FastifyRequest, reply: FastifyReply, answer: { status: number; body: unknown; replayed: boolean }) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  const problem = answer.status >= 400;
  reply.code(answer.status);
  return problem ? reply.type('application/problem+json').send({ ...(answer.body as object), request_id: request.id }) : reply.send(answer.body);
}
