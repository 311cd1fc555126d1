import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { webhookEndpoints } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { urlProblem } from '../../webhooks/endpoint-url';
import { productionRules } from '../../outbound/address-policy';

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

/** The endpoint of this tenant (row-level security), or 404: another tenant's id looks like none. */
export async function findEndpoint(db: Db, id: number, lock = false): Promise<EndpointRow> {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw problems.notFound('Webhook endpoint');
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
