/**
 * Column kinds more than one table file declares: one definition each, so a table says what a
 * column holds (money, gallons, a price per gallon, bytes, a moment) and not how PostgreSQL spells it.
 */
import { customType, numeric, text, timestamp } from 'drizzle-orm/pg-core';

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

/** How to reach a person the supplier's system names (an account's holder, a customer): empty when not given. */
export const contactColumns = () => ({
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull().default(''),
  homePhone: text('home_phone').notNull().default(''),
  workPhone: text('work_phone').notNull().default(''),
  cellPhone: text('cell_phone').notNull().default(''),
});
