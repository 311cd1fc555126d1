/**
 * Deliveries with a status (issue 26): every step of a delivery's timeline — a fuel order's, or a
 * tank's scheduled automatic delivery — as the supplier's import or staff set it.
 */
import { boolean, date, index, integer, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenantTable } from './tenant-table';
import { at, gallons } from './columns';
import { DELIVERY_FAILURE_REASONS, DELIVERY_STATUSES, DELIVERY_STEP_SOURCES } from '../../../schemas/generated/enums';

/**
 * One row per step. A delivery is named by `delivery_ref`: `order:<order id>` for a fuel order,
 * `tank:<drop id>:<planned date>` for a tank's scheduled automatic delivery (the date its schedule
 * named, kept when the step moves it to another day). Its status is its latest applied step
 * (by `at`, then id); a step that arrived late is kept with `applied` false. An imported step is
 * found again by the supplier's id (unique per tenant), so the same record changes nothing.
 * `announced_at` is the claim of its notices and event: set in the transaction that sends them, so
 * no step is told twice (staff's steps at once; imported ones by the delivery-notices job).
 */
export const deliverySteps = tenantTable(
  'delivery_steps',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    deliveryRef: text('delivery_ref').notNull(),
    accountId: text('account_id').notNull(),
    orderId: integer('order_id'),
    dropId: text('drop_id'),
    plannedDate: date('planned_date', { mode: 'string' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    /** HH:MM, the tenant's local time. */
    windowStart: text('window_start'),
    windowEnd: text('window_end'),
    gallons: gallons('gallons'),
    ticketNumber: text('ticket_number'),
    reason: text('reason', { enum: DELIVERY_FAILURE_REASONS }),
    note: text('note'),
    applied: boolean('applied').notNull(),
    source: text('source', { enum: DELIVERY_STEP_SOURCES }).notNull(),
    /** The staff member who set it; null for an import. */
    actorUserId: integer('actor_user_id'),
    externalId: text('external_id'),
    storedAt: at('stored_at'),
    /** When its notices and event went; null while they wait (and for a step never told: late, or before the job's time). */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('delivery_steps_ref').on(t.tenantId, t.deliveryRef, t.at),
    index('delivery_steps_account').on(t.tenantId, t.accountId, t.at),
    uniqueIndex('delivery_steps_external_id').on(t.tenantId, t.externalId),
    index('delivery_steps_unannounced').on(t.tenantId, t.id).where(sql`announced_at is null and applied`),
  ],
);
