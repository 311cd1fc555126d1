import { and, eq } from 'drizzle-orm';
import { events, webhookDeliveries } from '../../db/schema';
import { emitEvent } from '../../events/emit-event';
import { outsideStepsHandler } from '../../openapi/operation-types';
import { productionRules } from '../../outbound/address-policy';
import { envelopeOf } from '../../webhooks/envelope';
import { postEvent, type PostOutcome } from '../../webhooks/post-event';
import { liveSecrets } from '../../webhooks/send-delivery';
import { signedHeaders } from '../../webhooks/sign';
import { findEndpoint } from './endpoint-view';

/** Signed in `prepare` (signatures, never the secret, are stored with the key): a retry resends the very same message. */
interface TestPlan {
  url: string;
  body: string;
  headers: Record<string, string>;
  eventId: string;
  deliveryId: number;
}

/** The receiver must answer a test as fast as any delivery. */
const TIMEOUT_MS = 10_000;

/**
 * A webhook.test event for one endpoint, answered with what the receiver said. `prepare` writes the
 * event (for this endpoint only: no other endpoint and no feed reader sees it) and its delivery,
 * already claimed, so the dispatcher never sends it too; `call` POSTs it outside any transaction;
 * `complete` books the answer. A failed test is `failed` at once: it is not retried for days.
 */
export const sendWebhookTest = outsideStepsHandler<'sendWebhookTest', TestPlan, PostOutcome>({
  async prepare({ db, tenant, params, services }) {
    const endpoint = await findEndpoint(db, params.endpoint_id);
    const now = services.now();
    const eventId = await emitEvent(db, tenant.id, { type: 'webhook.test', data: { message: `A test event from ${tenant.config.settings.site_name}.` }, endpointId: endpoint.id, at: now });
    const [event] = await db.select({ seq: events.seq }).from(events).where(eq(events.id, eventId));
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({
        tenantId: tenant.id,
        endpointId: endpoint.id,
        eventSeq: event.seq,
        eventId,
        eventType: 'webhook.test',
        status: 'sending',
        attempts: 1,
        // Leased for longer than the call may take: the dispatcher leaves it alone meanwhile.
        nextAttemptAt: new Date(now.getTime() + 5 * TIMEOUT_MS),
        firstAttemptAt: now,
        lastAttemptAt: now,
        createdAt: now,
      })
      .returning({ id: webhookDeliveries.id });
    const [row] = await db.select().from(events).where(eq(events.id, eventId));
    const body = JSON.stringify(envelopeOf(tenant.id, row));
    const headers = signedHeaders(eventId, now, body, liveSecrets(services.fieldKey, tenant.id, endpoint, now));
    return { plan: { url: endpoint.url, body, headers, eventId, deliveryId: delivery.id } };
  },

  call(_context, plan) {
    return postEvent(plan.url, plan.headers, plan.body, { timeoutMs: TIMEOUT_MS, production: productionRules() });
  },

  async complete({ db, services }, plan, outcome) {
    const now = services.now();
    await db
      .update(webhookDeliveries)
      .set({ status: outcome.ok ? 'delivered' : 'failed', deliveredAt: outcome.ok ? now : null, lastStatusCode: outcome.statusCode, lastResponse: outcome.excerpt })
      .where(and(eq(webhookDeliveries.id, plan.deliveryId), eq(webhookDeliveries.status, 'sending')));
    return { delivered: outcome.ok, status_code: outcome.statusCode, response: outcome.excerpt, event_id: plan.eventId, delivery_id: plan.deliveryId };
  },
});
