import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { events, webhookEndpoints } from '../db/schema';
import type { FieldKey } from '../sensitive/field-key';
import { envelopeOf } from './envelope';
import { postEvent, type PostOptions, type PostOutcome } from './post-event';
import { openSecret } from './secret';
import { signedHeaders } from './sign';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The secrets that sign now: the endpoint's, and the one it replaced while the rotation's overlap lasts. */
export function liveSecrets(key: FieldKey, tenantId: string, endpoint: EndpointRow, now: Date): string[] {
  const secrets = [openSecret(key, tenantId, endpoint.secret)];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) secrets.push(openSecret(key, tenantId, endpoint.previousSecret));
  return secrets;
}

/** What one round needs to send its claimed deliveries: their events' bodies and their endpoints. */
export async function loadTargets(db: Db, endpointIds: number[], eventSeqs: number[]) {
  const [endpointRows, eventRows] = await Promise.all([
    endpointIds.length ? db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds)) : [],
    eventSeqs.length ? db.select().from(events).where(inArray(events.seq, eventSeqs)) : [],
  ]);
  return { endpoints: new Map(endpointRows.map((e) => [e.id, e])), events: new Map(eventRows.map((e) => [e.seq, e])) };
}

/** Signs and POSTs one event to one endpoint (outside any transaction). */
export function sendEvent(
  tenantId: string,
  endpoint: EndpointRow,
  event: typeof events.$inferSelect,
  deps: { fieldKey: FieldKey; now: Date; post: PostOptions },
): Promise<PostOutcome> {
  const body = JSON.stringify(envelopeOf(tenantId, event));
  const headers = signedHeaders(event.id, deps.now, body, liveSecrets(deps.fieldKey, tenantId, endpoint, deps.now));
  return postEvent(endpoint.url, headers, body, deps.post);
}
