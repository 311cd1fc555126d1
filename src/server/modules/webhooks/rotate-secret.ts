import { eq } from 'drizzle-orm';
import { recordChange } from '../../audit/record-change';
import { actorOf } from '../../auth/actor';
import { webhookEndpoints } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { newSigningSecret, ROTATION_OVERLAP_MS, sealSecret } from '../../webhooks/secret';
import { endpointOf, findEndpoint } from './endpoint-view';

/**
 * A new signing secret, answered once. The one it replaces keeps signing beside it for 24 hours
 * (two signatures in webhook-signature), so a receiver switches without losing a delivery; a
 * rotation within those hours drops the older one at once (only one previous secret is kept).
 */
export const rotateWebhookSecret = tenantHandler<'rotateWebhookSecret'>(async ({ db, tenant, caller, apiKey, params, services }) => {
  const actor = actorOf({ caller, apiKey });
  const row = await findEndpoint(db, params.endpoint_id, true);
  const secret = newSigningSecret();
  const now = services.now();
  const [updated] = await db
    .update(webhookEndpoints)
    .set({ secret: sealSecret(services.fieldKey, tenant.id, secret), previousSecret: row.secret, previousSecretExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS), updatedAt: now })
    .where(eq(webhookEndpoints.id, row.id))
    .returning();
  await recordChange(db, tenant.id, actor, { operationId: 'rotateWebhookSecret', target: `webhook-endpoint:${row.id}`, before: null, after: { rotated: true } }, now);
  return { endpoint: endpointOf(updated), secret };
});
