/**
 * Tank level readings (issue 26): what a monitor or the customer read on a tank's gauge. The
 * forecasts (src/engine/tanks) run from the latest of these or the latest delivery.
 */
import { index, integer, numeric, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from './tenant-table';
import { at } from './columns';
import { TANK_READING_CHANNELS, TANK_READING_SOURCES } from '../../../schemas/generated/enums';

/**
 * One reading per tank, instant and source: a monitor vendor posting or the supplier importing the
 * same reading again finds it there (the key), so every path in is idempotent. A customer's and a
 * monitor's reading at one instant are two readings (they stand for different tolerances).
 */
export const tankReadings = tenantTable(
  'tank_readings',
  {
    dropId: text('drop_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: TANK_READING_SOURCES }).notNull(),
    /** The tank's account when it was read (a drop's account does not change; this spares a join per read). */
    accountId: text('account_id').notNull(),
    /** Percent of the tank's size, to a hundredth. */
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    channel: text('channel', { enum: TANK_READING_CHANNELS }).notNull(),
    /** Who entered it: the portal user, or the Admin who created the API key a vendor posted with; null for an import. */
    enteredByUserId: integer('entered_by_user_id'),
    /** The API key a vendor posted with. */
    apiKeyId: integer('api_key_id'),
    /** The supplier's id of an imported reading (what a delete record names); null otherwise. */
    externalId: text('external_id'),
    storedAt: at('stored_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.dropId, t.readAt, t.source] }),
    index('tank_readings_account').on(t.tenantId, t.accountId, t.dropId, t.readAt),
    index('tank_readings_external_id').on(t.tenantId, t.externalId),
  ],
);

/**
 * The tank.low alerts sent (issue 26): at most one per tank and fill. The cycle is the date of the
 * tank's latest delivery ('' before its first), so a tank that stays low is told about once, and
 * again only once its next fill has run low. The key is the claim: the alert and its notices are
 * queued in the transaction that inserts it, so two runs of the watch never both send.
 */
export const tankLowAlerts = tenantTable(
  'tank_low_alerts',
  {
    dropId: text('drop_id').notNull(),
    cycle: text('cycle').notNull(),
    accountId: text('account_id').notNull(),
    /** The likely level when the alert went, percent of the tank. */
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The tenant's reorder level it was at or under. */
    reorderPercent: numeric('reorder_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.dropId, t.cycle] })],
);
