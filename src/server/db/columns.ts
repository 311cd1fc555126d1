/**
 * Column kinds more than one table file declares: one definition each, so a table says what a
 * column holds (money, gallons, a price per gallon, bytes, a moment) and not how PostgreSQL spells it.
 */
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** A moment, set when the row is written. */
export const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
export const createdAt = () => at('created_at');

/** Dollars and cents. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** Gallons to a tenth. */
export const gallons = (name: string) => numeric(name, { precision: 12, scale: 1, mode: 'number' });
/** A price per gallon, to a hundredth of a cent (the supplier's posted prices). */
export const unitPrice = (name: string) => numeric(name, { precision: 10, scale: 4, mode: 'number' });

/** Raw bytes (uploaded files, stored PDFs); PGlite hands back a Uint8Array, node-postgres a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
