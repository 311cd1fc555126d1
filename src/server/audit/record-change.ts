import type { Db } from '../db/database';
import { changeLog } from '../db/schema';
import type { Caller } from '../auth/caller';

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
 * the admin, also when logged in as a customer (then `on_behalf_of` names the customer).
 */
export async function recordChange(db: Db, tenantId: string, caller: Caller, change: Change, at: Date): Promise<void> {
  const impersonator = caller.impersonatorId;
  await db.insert(changeLog).values({
    tenantId,
    at,
    actorUserId: impersonator ?? caller.userId,
    onBehalfOfUserId: impersonator === null ? null : caller.userId,
    operationId: change.operationId,
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
