import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
import type { Caller } from './caller';

/** Records a write made by a staff user acting as a customer, in the same transaction as the write. */
export async function recordImpersonatedWrite(
  db: Db,
  tenantId: string,
  caller: Caller,
  write: { operationId: string; method: string; path: string; status: number },
): Promise<void> {
  if (!caller.impersonatorId) return;
  await db.insert(auditLog).values({ tenantId, ...write, actorUserId: caller.impersonatorId, subjectUserId: caller.userId });
}
