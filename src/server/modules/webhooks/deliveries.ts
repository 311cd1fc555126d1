import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import { recordChange } from '../../audit/record-change';
import { actorOf } from '../../auth/actor';
import { webhookDeliveries } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { pageOf } from '../../http/paging';
import { tenantHandler } from '../../openapi/operation-types';
import { findEndpoint } from './endpoint-view';
import { problemMessages } from '../../../engine/messages/problems';
import { fillOperationAnswer, operationAnswerMessages } from '../../../engine/messages/operation-answers';

type Delivery = components['schemas']['WebhookDelivery'];
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function deliveryOf(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType as Delivery['event_type'],
    account_id: row.accountId,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    last_attempt_at: iso(row.lastAttemptAt),
    last_status_code: row.lastStatusCode,
    last_response: row.lastResponse,
    delivered_at: iso(row.deliveredAt),
    created_at: row.createdAt.toISOString(),
  };
}

export const listWebhookDeliveries = tenantHandler<'listWebhookDeliveries'>(async ({ db, params, query }) => {
  const endpoint = await findEndpoint(db, params.endpoint_id);
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const where = and(eq(webhookDeliveries.endpointId, endpoint.id), query.status ? eq(webhookDeliveries.status, query.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.eventSeq)).limit(size).offset(page * size),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return pageOf(rows.map(deliveryOf), Number(total), page, size);
});

/** Due now with a fresh round of attempts (and a fresh three days). */
const requeued = (now: Date) => ({ status: 'pending' as const, attempts: 0, nextAttemptAt: now, firstAttemptAt: null });

/**
 * Sends one delivery again: a failed one, or a pending one now instead of at its time. A delivered
 * event is never sent twice (409), and one being sent is left to its worker.
 */
export const resendWebhookDelivery = tenantHandler<'resendWebhookDelivery'>(async ({ db, tenant, caller, apiKey, params, services }) => {
  const actor = actorOf({ caller, apiKey });
  const endpoint = await findEndpoint(db, params.endpoint_id);
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.id, params.delivery_id)))
    .for('update');
  if (!row) throw problems.notFound('WebhookDelivery');
  if (row.status === 'delivered') throw new HttpProblem(409, 'ALREADY_DELIVERED', problemMessages.alreadyDelivered);
  if (row.status === 'sending') throw new HttpProblem(409, 'BEING_SENT', problemMessages.beingSent);
  const now = services.now();
  await db.update(webhookDeliveries).set(requeued(now)).where(eq(webhookDeliveries.id, row.id));
  await recordChange(db, tenant.id, actor, { operationId: 'resendWebhookDelivery', target: `webhook-endpoint:${endpoint.id}/delivery:${row.id}`, before: { status: row.status }, after: { status: 'pending' } }, now);
  return { message: operationAnswerMessages.deliveryResent, resent: 1 };
});

/** Every failed delivery of the endpoint back in line; they go in event order (per-account order holds). */
export const resendFailedWebhookDeliveries = tenantHandler<'resendFailedWebhookDeliveries'>(async ({ db, tenant, caller, apiKey, params, services }) => {
  const actor = actorOf({ caller, apiKey });
  const endpoint = await findEndpoint(db, params.endpoint_id);
  const now = services.now();
  const resent = await db
    .update(webhookDeliveries)
    .set(requeued(now))
    .where(and(eq(webhookDeliveries.endpointId, endpoint.id), inArray(webhookDeliveries.status, ['failed'])))
    .returning({ id: webhookDeliveries.id });
  await recordChange(db, tenant.id, actor, { operationId: 'resendFailedWebhookDeliveries', target: `webhook-endpoint:${endpoint.id}`, before: null, after: { resent: resent.length } }, now);
  return { message: resent.length ? fillOperationAnswer('deliveriesResent', { n: resent.length }) : operationAnswerMessages.noDeliveryFailed, resent: resent.length };
});
