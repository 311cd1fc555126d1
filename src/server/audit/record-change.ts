import type { Db } from '../db/database';
import { changeLog } from '../db/schema';
import type { Caller } from '../auth/caller';
import { redact } from './redact';

/**
 * Who made a change: a request's Caller, or what a stored plan remembers of it (a refund completed
 * later), or a tenant API key (auth/actor.ts: the Admin who created it, with the key's id).
 */
export type ChangeActor = Pick<Caller, 'userId' | 'impersonatorId'> & { apiKeyId?: number | null };

/** One back-office write, as the change log keeps it. */
export interface Change {
  operationId: string;
  /** What was changed, e.g. `settings`, `asset:logo.png`, `workflow:inquiry/12`, `notifications`. */
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * Records a back-office write in the same transaction as the write, so a change is never kept
 * without its trail (nor a trail without its change). The actor is the person at the keyboard:
 * the admin, also when logged in as a customer (then `on_behalf_of` names the customer). Before
 * and after go through redact(): passwords, tokens and card data are never kept.
 */
export async function recordChange(db: Db, tenantId: string, caller: ChangeActor, change: Change, at: Date): Promise<void> {
  const impersonator = caller.impersonatorId;
  await db.insert(changeLog).values({
    tenantId,
    at,
    actorUserId: impersonator ?? caller.userId,
    onBehalfOfUserId: impersonator === null ? null : caller.userId,
    viaApiKeyId: caller.apiKeyId ?? null,
    operationId: change.operationId,
    target: change.target,
    // Secrets never reach the trail, whatever a caller passes.
    before: redact(change.before ?? null),
    after: redact(change.after ?? null),
  });
}
