import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { payments } from '../db/schema';
import type { OutsideJob } from '../jobs/periodic-jobs';
import type { TenantRegistry } from '../tenants/load-tenants';
import type { Gateways } from './gateway';
import { emitPaymentEvent } from './payment-events';
import { applySettlement } from './record-payment';

/** Pending payments looked at per tenant and run: the oldest first, so none waits forever behind new ones. */
const BATCH = 200;

/**
 * Asks the gateway about every pending payment and books its answer, settled or returned, with
 * its payment event. The gateway is asked outside any transaction; each booking is
 * conditional on the payment still being pending, so overlapping runs book nothing twice.
 */
export function settlePaymentsJob(database: Database, gateways: Gateways, tenants: TenantRegistry): OutsideJob {
  return {
    name: 'settle-payments',
    everyMs: 5 * 60_000,
    async outside(tenantId, now) {
      const tenant = tenants.get(tenantId);
      if (!tenant) return 0;
      const pending = await database.withTenant(tenantId, (db) => db.select().from(payments).where(eq(payments.status, 'pending')).orderBy(asc(payments.createdAt)).limit(BATCH));
      let booked = 0;
      for (const payment of pending) {
        const charge = await gateways.for(tenant).retrieveCharge(tenantId, payment.gatewayChargeId);
        if (charge.status === 'pending') continue;
        const settled = await database.withTenant(tenantId, async (db) => {
          const row = await applySettlement(db, payment, charge, now);
          // In the booking's transaction: the event exists exactly when the settlement committed, once.
          if (row) await emitPaymentEvent(db, tenantId, row.status === 'returned' ? 'payment.returned' : 'payment.settled', row, now);
          return row;
        });
        if (settled) booked += 1;
      }
      return booked;
    },
  };
}
