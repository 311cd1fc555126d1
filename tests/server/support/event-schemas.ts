/**
 * Checks event rows against the OpenAPI document's webhooks: each type's request body is the Event
 * envelope whose `data` is that type's schema. Every test that writes events validates them here,
 * so the document cannot drift from what the portal emits.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { asc } from 'drizzle-orm';
import document from '../../../openapi/generated/tenant-api.json';
import type { Database } from '../../../src/server/db/database';
import { events } from '../../../src/server/db/schema';
import { envelopeOf } from '../../../src/server/webhooks/envelope';

type Json = Record<string, unknown>;
const doc = document as unknown as { components: { schemas: Record<string, Json> }; webhooks: Record<string, { post: { requestBody: { content: { 'application/json': { schema: Json } } } } }> };

const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
ajv.addSchema({ $id: 'doc', components: doc.components });
/** `#/components/…` references of the bundled document, pointed at the schema registered above. */
const rebased = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(rebased);
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `doc${v}` : rebased(v)]));
  }
  return node;
};

const validators = new Map<string, ValidateFunction>();
for (const [type, item] of Object.entries(doc.webhooks)) validators.set(type, ajv.compile(rebased(item.post.requestBody.content['application/json'].schema) as Json));

/** The event types the document describes. */
export const documentedTypes = () => [...validators.keys()];

/** Why an envelope does not match its type's webhook in the document (empty: it does). */
export function envelopeProblems(envelope: { type: string }): string[] {
  const { type } = envelope;
  const validate = validators.get(type);
  if (!validate) return [`${type}: no webhook in the document`];
  return validate(envelope) ? [] : (validate.errors ?? []).map((e) => `${type} ${e.instancePath} ${e.message}`);
}

/** Every event row the tenant holds, as delivered, checked against the document. */
export async function undocumentedEvents(database: Database, tenantId: string): Promise<string[]> {
  const rows = await database.withTenant(tenantId, (db) => db.select().from(events).orderBy(asc(events.seq)));
  return rows.flatMap((row) => envelopeProblems(envelopeOf(tenantId, row)).map((p) => `${row.id} ${p}`));
}
