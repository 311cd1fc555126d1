import { and, asc, eq } from 'drizzle-orm';
import { requireCaller } from '../../auth/caller';
import { users, workflowHistory } from '../../db/schema';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { findItem } from './item-view';
import { assertMayWork } from '../../workflow/tenant-workflow';

/** GET /workflow/{item_type}/{request_id}/history: every step of one item, oldest first, with who took it. */
export const getWorkflowHistory = tenantHandler<'getWorkflowHistory'>(async ({ db, caller, params }) => {
  assertMayWork(requireCaller(caller), params.item_type);
  if (!(await findItem(db, params.item_type, params.request_id))) throw problems.notFound('WorkflowItem');
  const steps = await db
    .select({ step: workflowHistory, email: users.email })
    .from(workflowHistory)
    .leftJoin(users, and(eq(users.tenantId, workflowHistory.tenantId), eq(users.id, workflowHistory.actorUserId)))
    .where(eq(workflowHistory.itemId, params.request_id))
    .orderBy(asc(workflowHistory.at), asc(workflowHistory.id));
  return steps.map(({ step, email }) => ({
    from_status: step.fromStatus,
    to_status: step.toStatus,
    comment: step.comment,
    at: step.at.toISOString(),
    by: email === null ? null : { user_id: step.actorUserId, email },
  }));
});
