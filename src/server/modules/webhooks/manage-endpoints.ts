import { and, asc, eq } from 'drizzle-orm';
import { recordChange } from '../../audit/record-change';
import { actorOf } from '../../auth/actor';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { newestEventSeq } from '../../webhooks/fan-out';
import { newSigningSecret, sealSecret } from '../../webhooks/secret';
import { assertEndpointRoom, assertUrlAllowed, endpointOf, findEndpoint, loggedEndpoint } from './endpoint-view';

export const listWebhookEndpoints = tenantHandler<'listWebhookEndpoints'>(async ({ db }) => {
  const rows = await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
  return rows.map(endpointOf);
});

/** Registers an endpoint that receives what happens from now on; its secret is answered this once. */
export const createWebhookEndpoint = tenantHandler<'createWebhookEndpoint'>(async ({ db, tenant, caller, apiKey, body, services }) => {
  const actor = actorOf({ caller, apiKey });
  const url = assertUrlAllowed(body.url);
  await assertEndpointRoom(db, tenant.id);
  const secret = newSigningSecret();
  const now = services.now();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      tenantId: tenant.id,
      url,
      description: body.description?.trim() ?? '',
      eventTypes: body.event_types ?? [],
      secret: sealSecret(services.fieldKey, tenant.id, secret),
      cursorSeq: await newestEventSeq(db),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordChange(db, tenant.id, actor, { operationId: 'createWebhookEndpoint', target: `webhook-endpoint:${row.id}`, before: null, after: loggedEndpoint(row) }, now);
  return { endpoint: endpointOf(row), secret };
});

/**
 * Changes URL, description or types, or pauses or re-enables the endpoint. Re-enabled, it receives
 * at once what waited and the events it missed while disabled (its cursor stayed where it stopped),
 * in order, and its failing streak starts afresh.
 */
export const updateWebhookEndpoint = tenantHandler<'updateWebhookEndpoint'>(async ({ db, tenant, caller, apiKey, params, body, services }) => {
  const actor = actorOf({ caller, apiKey });
  const before = await findEndpoint(db, params.endpoint_id, true);
  const now = services.now();
  const enabling = body.enabled === true && !before.enabled;
  if (enabling) await assertEndpointRoom(db, tenant.id);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined ? { url: assertUrlAllowed(body.url) } : {}),
      ...(body.description !== undefined ? { description: body.description.trim() } : {}),
      ...(body.event_types !== undefined ? { eventTypes: body.event_types } : {}),
      ...(enabling ? { enabled: true, disabledAt: null, disabledReason: null, failingSince: null } : {}),
      ...(body.enabled === false && before.enabled ? { enabled: false, disabledAt: now, disabledReason: 'Paused by an Admin.' } : {}),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, before.id))
    .returning();
  // Back: what waited while it was disabled goes now, not at the retry time it had reached.
  if (enabling) await db.update(webhookDeliveries).set({ nextAttemptAt: now }).where(and(eq(webhookDeliveries.endpointId, row.id), eq(webhookDeliveries.status, 'pending')));
  await recordChange(db, tenant.id, actor, { operationId: 'updateWebhookEndpoint', target: `webhook-endpoint:${row.id}`, before: loggedEndpoint(before), after: loggedEndpoint(row) }, now);
  return endpointOf(row);
});

/** Removes the endpoint and its delivery log: nothing more is sent to it. */
export const deleteWebhookEndpoint = tenantHandler<'deleteWebhookEndpoint'>(async ({ db, tenant, caller, apiKey, params, services }) => {
  const actor = actorOf({ caller, apiKey });
  const row = await findEndpoint(db, params.endpoint_id, true);
  await db.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, row.id));
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
  await recordChange(db, tenant.id, actor, { operationId: 'deleteWebhookEndpoint', target: `webhook-endpoint:${row.id}`, before: loggedEndpoint(row), after: null }, services.now());
});
