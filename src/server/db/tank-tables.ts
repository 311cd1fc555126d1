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
