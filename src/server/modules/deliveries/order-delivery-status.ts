import { and, eq } from 'drizzle-orm';
import { requireCaller } from '../../auth/caller';
import type { Db } from '../../db/database';
import { workflowItems } from '../../db/schema';
import { announceStep } from '../../deliveries/announce';
import { deliveryRefOf, recordStep, type NewStep } from '../../deliveries/steps';
import { trackedDelivery, type TrackedDelivery } from '../../deliveries/tracked';
import { HttpProblem, problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { stepProblems } from '../../../engine/deliveries/delivery-steps';
import { stepProblemMessage } from '../../../engine/deliveries/delivery-words';
import { deliveryStatusMessages } from '../../../engine/messages/delivery-status';

/** The fuel order (a workflow item of this tenant), with its account and tank. */
async function orderOf(db: Db, requestId: number) {
  const [item] = await db
    .select({ id: workflowItems.id, accountId: workflowItems.accountId, contents: workflowItems.itemContents, createdAt: workflowItems.createdAt })
    .from(workflowItems)
    .where(and(eq(workflowItems.id, requestId), eq(workflowItems.type, 'fuel_order')));
  // A signup's first order has no account until staff open one: it has no delivery to follow yet.
  if (!item || !item.accountId) throw problems.notFound('WorkflowItem');
  const drop = (item.contents as { drop?: { drop_id?: unknown } }).drop;
  return { ...item, accountId: item.accountId, dropId: typeof drop?.drop_id === 'string' ? drop.drop_id : null };
}

/** An order before any step: received when it was placed. */
const receivedOnly = (order: Awaited<ReturnType<typeof orderOf>>): TrackedDelivery => ({
  delivery_ref: deliveryRefOf({ orderId: order.id, dropId: order.dropId }),
  account_id: order.accountId,
  order_id: order.id,
  tank_id: order.dropId,
  drop_name: null,
  product_name: null,
  planned_date: null,
  status: 'received',
  scheduled_date: null,
  window_start: null,
  window_end: null,
  gallons: null,
  ticket_number: null,
  delivered_at: null,
  reason: null,
  note: null,
  updated_at: order.createdAt.toISOString(),
  proof: null,
  steps: [],
});

/** GET /workflow/fuel_order/{request_id}/delivery-status: the order's delivery as staff see it in the queue. */
export const getOrderDeliveryStatus = tenantHandler<'getOrderDeliveryStatus'>(async ({ db, params }) => {
  const order = await orderOf(db, params.request_id);
  return (await trackedDelivery(db, deliveryRefOf({ orderId: order.id, dropId: order.dropId }))) ?? receivedOnly(order);
});

/**
 * POST /workflow/fuel_order/{request_id}/delivery-status: staff set the order's next step. Judged
 * like an imported one (deliveries/steps.ts); a step that becomes the status is told to the
 * customer and sent as delivery.status_changed in this transaction.
 */
export const setOrderDeliveryStatus = tenantHandler<'setOrderDeliveryStatus'>(async ({ db, tenant, caller, params, body, services }) => {
  const who = requireCaller(caller);
  const now = services.now();
  const order = await orderOf(db, params.request_id);
  const wrong = stepProblems(body);
  if (wrong.length) {
    const details = wrong.map((p) => ({ path: `body/${p.field}`, message: stepProblemMessage(p) }));
    throw new HttpProblem(422, 'INVALID_DELIVERY_STEP', details.map((d) => `${d.path.slice(5)} ${d.message}`).join('; '), details);
  }
  const step: NewStep = {
    accountId: order.accountId,
    of: { orderId: order.id, dropId: order.dropId },
    source: 'staff',
    actorUserId: who.userId,
    externalId: null,
    status: body.status,
    at: now.toISOString(),
    scheduled_date: body.scheduled_date ?? null,
    window_start: body.window_start ?? null,
    window_end: body.window_end ?? null,
    gallons: body.gallons ?? null,
    ticket_number: body.ticket_number ?? null,
    reason: body.reason ?? null,
    note: body.note ?? null,
  };
  const recorded = await recordStep(db, tenant.id, step, now);
  if (recorded.verdict === 'finished') throw new HttpProblem(409, 'DELIVERY_FINISHED', deliveryStatusMessages.deliveryFinished);
  // Staff set a step now: one that comes late is a second "received" (or the current step is dated
  // ahead of this server's clock). Refused, and the step rolled back with the transaction: kept, each
  // click would add an unapplied step to the customer's timeline.
  if (recorded.verdict === 'late') throw new HttpProblem(409, 'DELIVERY_STEP_LATE', deliveryStatusMessages.deliveryStepLate);
  if (recorded.verdict === 'apply') await announceStep({ db, tenant, services }, recorded.row!, recorded.previous?.status ?? null, now);
  return (await trackedDelivery(db, deliveryRefOf(step.of))) ?? receivedOnly(order);
});
