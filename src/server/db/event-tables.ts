/**
 * The transactional outbox of what leaves the portal for the supplier's system: a row is written
 * in the same transaction as the change it describes (src/server/events/emit-event.ts), so an
 * event exists if and only if its change committed. `seq` is the commit order the feed
 * (GET /events) and the webhook dispatcher read in.
 */
import { bigint, index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantTable } from './tenant-table';

export const events = tenantTable(
  'events',
  {
    /** Commit order within the tenant: ids are taken under a per-tenant lock held until commit. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** evt_<26 characters>: the public id, the webhook-id of every delivery of it. */
    id: text('id').notNull(),
    type: text('type').notNull(),
    accountId: text('account_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Only for this webhook endpoint (a test event); never in the feed. */
    endpointId: integer('endpoint_id'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.seq] }), uniqueIndex('events_id').on(t.tenantId, t.id), index('events_type').on(t.tenantId, t.type, t.seq)],
);
