import { and, eq } from 'drizzle-orm';
import { mayMove, nextStatuses, statusLabel, APPROVED_STATUS } from '../../../engine/workflow';
import { recordChange } from '../../audit/record-change';
import { requireCaller } from '../../auth/caller';
import { workflowHistory, workflowItems } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { onWorkflowTransition } from '../../notifications/workflow-transition';
import { tenantHandler } from '../../openapi/operation-types';
import { findItem, itemOf } from './item-view';
import { assertMayWork, itemWorkflow } from '../../workflow/tenant-workflow';
import { emitEvent } from '../../events/emit-event';
import { fillProblem } from '../../../engine/messages/problems';
import { applyTankRequest } from '../../tanks/tank-plan';

/**
 * POST /workflow/advance: moves one item from the status the caller saw to another the tenant's
 * workflow allows, and keeps the step (history, change log, the customer's notification) in the
 * same transaction. Two staff moving the same item from the same status race on the row: the
 * UPDATE only matches while the item is still in `from_status`, so the second one — which waits
 * for the first's row lock and then re-reads the row — changes nothing and is answered 409 with
 * the status the item is in now.
 */
export const advanceWorkflowItem = tenantHandler<'advanceWorkflowItem'>(async ({ db, tenant, caller, body, services }) => {
  const actor = requireCaller(caller);
  const type = body.item_type;
  assertMayWork(actor, type);
  const flow = itemWorkflow(tenant, type);
  const found = await findItem(db, type, body.request_id);
  if (!found) throw problems.notFound('WorkflowItem');
  const { from_status: from, to_status: to } = body;
  if (!mayMove(flow, from, to)) {
    const allowed = nextStatuses(flow, from).map((id) => statusLabel(flow, id));
    const detail = `${statusLabel(flow, from)} → ${statusLabel(flow, to)} is not allowed for ${type.replace(/_/g, ' ')}s.${allowed.length ? ` From ${statusLabel(flow, from)}: ${allowed.join(', ')}.` : ''}`;
    throw new HttpProblem(422, 'TRANSITION_NOT_ALLOWED', detail, [{ path: 'body/to_status', message: detail }]);
  }
  const comment = body.comment?.trim() || null;
  const now = services.now();
  const [moved] = await db
    .update(workflowItems)
    .set({ status: to, updatedAt: now })
    .where(and(eq(workflowItems.type, type), eq(workflowItems.id, body.request_id), eq(workflowItems.status, from)))
    .returning();
  if (!moved) {
    // Read again: in this statement's snapshot the other move has committed.
    const current = (await findItem(db, type, body.request_id))?.item.status ?? found.item.status;
    throw new HttpProblem(409, 'STATUS_CHANGED', fillProblem('statusChanged', { status: statusLabel(flow, current) }), undefined, { current_status: current });
  }
  await db.insert(workflowHistory).values({ tenantId: tenant.id, itemId: moved.id, fromStatus: from, toStatus: to, comment, actorUserId: actor.impersonatorId ?? actor.userId, at: now });
  await recordChange(db, tenant.id, actor, { operationId: 'advanceWorkflowItem', target: `workflow:${type}/${moved.id}`, before: { status: from }, after: { status: to, ...(comment ? { comment } : {}) } }, now);
  await onWorkflowTransition(
    { db, tenant, services },
    { itemType: type, requestId: moved.id, fromStatus: from, toStatus: to, comment, userId: moved.userId, itemContents: moved.itemContents },
  );
  // An approved tank request changes the tank's plan in the same transaction; its tank.plan_changed leaves last, with the step.
  const planChanged = type === 'tank_request' && to === APPROVED_STATUS ? await applyTankRequest(db, tenant, moved, now) : null;
  // Last: the step in the words of the tenant's workflow (status ids and their labels).
  const data = {
    item_type: type,
    request_id: moved.id,
    account_id: moved.accountId,
    user_id: moved.userId,
    from_status: from,
    from_status_label: statusLabel(flow, from),
    to_status: to,
    to_status_label: statusLabel(flow, to),
    comment,
    changed_at: now.toISOString(),
  };
  await emitEvent(db, tenant.id, { type: 'workflow.item.status_changed', accountId: moved.accountId, data, at: now });
  if (planChanged) await emitEvent(db, tenant.id, planChanged);
  return itemOf(moved, found.email, flow);
});
