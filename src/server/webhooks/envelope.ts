import type { events } from '../db/schema';

type EventRow = Pick<typeof events.$inferSelect, 'id' | 'type' | 'occurredAt' | 'accountId' | 'data'>;

/** The Event envelope (schemas/entities/event.schema.json) as a delivery's body and the feed carry it. */
export function envelopeOf(tenantId: string, row: EventRow) {
  return { id: row.id, type: row.type, timestamp: row.occurredAt.toISOString(), tenant: tenantId, account_id: row.accountId, data: row.data };
}
