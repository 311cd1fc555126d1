import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { TenantConfigs } from '../../../src/server/config/tenant-configs';
import { drops } from '../../../src/server/db/schema';
import { deliveryNoticesJob } from '../../../src/server/deliveries/announce';
import { startPeriodicJobs } from '../../../src/server/jobs/periodic-jobs';
import { defaultServices } from '../../../src/server/services';
import type { TestApp } from '../support/test-app';

/** The delivery-notices job of the demo tenant as one API process runs it, at the test's clock. */
export async function runNotices(t: TestApp, clock: () => Date): Promise<number | 'skipped'> {
  const jobs = startPeriodicJobs(t.database, [deliveryNoticesJob(t.database, defaultServices(t.database, { now: clock }), t.tenants, new TenantConfigs(0))], {
    now: clock,
    tenantIds: () => ['demo'],
    onError: (_job, error) => {
      throw error;
    },
    timers: false,
  });
  const [run] = await jobs.runAll();
  await jobs.stop();
  return run.outcome;
}

/** A fuel order the customer (`key`) places through the API on the account's first tank (meet the driver): its id. */
export async function placeOrder(t: TestApp, key: string, accountId: string): Promise<number> {
  const [drop] = await t.database.withTenant('demo', (db) => db.select({ dropId: drops.dropId }).from(drops).where(eq(drops.accountId, accountId)).orderBy(drops.dropId).limit(1));
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/demo/orders/create-fuel-order',
    headers: { 'user-key': key, 'idempotency-key': `delivery-order-${crypto.randomUUID()}` },
    payload: { item_type: 'fuel_order', item_contents: { account_id: accountId, drop_id: drop.dropId, fill: true, tank_level: 30, payment: { payment_type: 'meet_the_driver' } } },
  });
  expect(placed.statusCode).toBe(201);
  return placed.json().request_id as number;
}
