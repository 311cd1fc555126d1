/**
 * Price alerts (issue 26): a customer's "tell me when <product> is at or below $x". Checked after
 * every import that brings posted prices (src/server/prices/price-alert-check.ts); each fires once
 * per crossing: `armed` is cleared when it fires and set again once the price is back above.
 */
import { boolean, index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from './tenant-table';
import { at, unitPrice } from './columns';

export const priceAlerts = tenantTable(
  'price_alerts',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    productCode: text('product_code').notNull(),
    /** Dollars per gallon: the alert fires when the posted price is at or below it. */
    threshold: unitPrice('threshold').notNull(),
    /** True: the next price at or below the threshold fires it; false: it fired (or the price was there when set) and waits for the price to go back above. */
    armed: boolean('armed').notNull(),
    createdAt: at('created_at'),
    lastTriggeredAt: timestamp('last_triggered_at', { withTimezone: true }),
    lastTriggeredPrice: unitPrice('last_triggered_price'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('price_alerts_user').on(t.tenantId, t.userId), index('price_alerts_product').on(t.tenantId, t.productCode)],
);
