import { count, eq, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { webhookEndpoints } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { urlProblem } from '../../webhooks/endpoint-url';
import { productionRules } from '../../outbound/address-policy';
import { fillProblem } from '../../../engine/messages/problems';

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type EndpointRow = typeof webhookEndpoints.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** An endpoint as the Admin reads it: never its secret, sealed or not. */
export function endpointOf(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes as WebhookEndpoint['event_types'],
    enabled: row.enabled,
    disabled_at: iso(row.disabledAt),
    disabled_reason: row.disabledReason,
    failing_since: iso(row.failingSince),
    previous_secret_expires_at: iso(row.previousSecretExpiresAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Enabled endpoints a tenant may have. Every event goes to each, so without a cap one key with
 * webhooks:manage could turn the portal into a fan-out cannon aimed at a third party; a supplier's
 * systems need a handful (billing, dispatch, a CRM, a test receiver).
 */
export const MAX_ENABLED_ENDPOINTS = 20;

/**
 * Refuses one more enabled endpoint past the cap (409): disable or delete one first. Counted under
 * the tenant's lock, held to commit, so two creates at once cannot both take the last place.
 */
export async function assertEndpointRoom(db: Db, tenantId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${tenantId}`}, 0))`);
  const [{ enabled }] = await db.select({ enabled: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.enabled, true));
  if (enabled >= MAX_ENABLED_ENDPOINTS) {
    throw new HttpProblem(409, 'WEBHOOK_ENDPOINT_LIMIT', fillProblem('webhookEndpointLimit', { n: MAX_ENABLED_ENDPOINTS }));
  }
}

/** The endpoint of this tenant (row-level security), or 404: another tenant's id looks like none. */
export async function findEndpoint(db: Db, id: number, lock = false): Promise<EndpointRow> {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw problems.notFound('WebhookEndpoint');
  return row;
}

/** Refuses a URL the rules do not allow (https in production, no credentials, no internal address), at body/url. */
export function assertUrlAllowed(url: string): string {
  const trimmed = url.trim();
  const problem = urlProblem(trimmed, productionRules());
  if (problem) throw new HttpProblem(422, 'INVALID_WEBHOOK_URL', `body/url ${problem}`, [{ path: 'body/url', message: problem }]);
  return trimmed;
}

/** What the change log keeps of an endpoint: never its secret. */
export const loggedEndpoint = (row: EndpointRow) => ({ url: row.url, description: row.description, event_types: row.eventTypes, enabled: row.enabled });
