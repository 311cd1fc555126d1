/**
 * Webhook endpoints a tenant's Admin registers, and one delivery row per event and endpoint
 * (src/server/webhooks/). An endpoint reads the events table through its own cursor (`cursor_seq`,
 * the last event seq fanned out to it); its deliveries carry the attempts, the schedule and the
 * receiver's last answer. The signing secret is sealed at rest (src/server/sensitive/seal.ts).
 */
import { bigint, boolean, index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SealedValue } from '../sensitive/seal';
import { tenantTable } from './tenant-table';
import type { WebhookDeliveryStatus } from '../../../schemas/generated/enums';

export const webhookEndpoints = tenantTable(
  'webhook_endpoints',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types it wants; empty: every type. */
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    secret: jsonb('secret').$type<SealedValue>().notNull(),
    /** After a rotation, the secret it replaced: deliveries are signed with both until it expires. */
    previousSecret: jsonb('previous_secret').$type<SealedValue>(),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** The last event seq fanned out to it; a new endpoint starts at the newest event (from now on). */
    cursorSeq: bigint('cursor_seq', { mode: 'number' }).notNull(),
    /** Since when every attempt failed (null: its last attempt succeeded); three days of it disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const webhookDeliveries = tenantTable(
  'webhook_deliveries',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id').notNull(),
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The event's account: a later event of one account waits while an earlier one to the endpoint is undelivered. */
    accountId: text('account_id'),
    /** pending (due at next_attempt_at), sending (leased until next_attempt_at), delivered, failed (retries ran out). */
    status: text('status').$type<WebhookDeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** When this round of attempts began: retries stop three days after it. */
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    /** The start of the receiver's answer, or why there was none (timeout, refused address…). */
    lastResponse: text('last_response'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One delivery per event and endpoint: fanning out twice changes nothing.
    uniqueIndex('webhook_deliveries_event').on(t.tenantId, t.endpointId, t.eventSeq),
    index('webhook_deliveries_due').on(t.tenantId, t.status, t.nextAttemptAt),
    index('webhook_deliveries_account').on(t.tenantId, t.endpointId, t.accountId, t.eventSeq),
  ],
);
