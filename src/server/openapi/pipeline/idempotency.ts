import { claimKey, requestHash, saveAnswer, savePlan, type KeyRef } from '../../http/idempotency/idempotency-store';
import { HttpProblem } from '../../http/problem';
import type { OperationId, TenantContext } from '../operation-types';
import type { Steps } from './run-outside-steps';
import { problemMessages } from '../../../engine/messages/problems';
import { messages } from '../../../engine/messages/catalogue';

/*
 * Stage "idempotency", for an x-idempotent operation (outside steps), in the request's transaction
 * once access and input are checked: the Idempotency-Key is claimed before anything is prepared.
 */

/** What the first transaction settled: an answer to send as it is, or a plan to carry out. */
export type FirstStep = { answer: { status: number; body: unknown; replayed: boolean } } | { plan: unknown; ref: KeyRef };

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export const idempotencyProblems = {
  keyMissing: () =>
    new HttpProblem(400, 'IDEMPOTENCY_KEY_REQUIRED', problemMessages.idempotencyKeyMissing, [
      { path: 'headers/idempotency-key', message: messages.valueMissing },
    ]),
  mismatch: () => new HttpProblem(422, 'IDEMPOTENCY_KEY_REUSED', problemMessages.idempotencyKeyReused),
  busy: () => new HttpProblem(409, 'IDEMPOTENCY_KEY_IN_USE', problemMessages.idempotencyKeyBusy),
  unavailable: () =>
    new HttpProblem(503, 'GATEWAY_UNAVAILABLE', problemMessages.gatewayUnavailable),
};

/** Whose keys these are: a signed-in user's own, a tenant API key's, or the guests' (a guest's body names what it pays). */
const scopeOf = (ctx: Pick<TenantContext<OperationId>, 'caller' | 'apiKey'>) => (ctx.apiKey ? `api-key:${ctx.apiKey.id}` : ctx.caller ? `user:${ctx.caller.userId}` : 'guest');

/**
 * Step 1: claim the key, then replay its answer, refuse it, resume its stored plan, or prepare a
 * new plan (the handler's `prepare`) and store it.
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
