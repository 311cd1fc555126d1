/** Helpers of the tank tests: a tank of the test's own on a seeded account, with its deliveries. */
import { eq } from 'drizzle-orm';
import type { TestApp } from '../support/test-app';
import { deliveries, drops, locations } from '../../../src/server/db/schema';

export interface TestTank {
  accountId: string;
  dropId: string;
  size: number | null;
  productType?: string;
  /** Deliveries as [date, gallons]. */
  fills: [string, number][];
}

/** Adds the tank (on the account's first location) and its deliveries to the demo tenant. */
export async function addTank(t: TestApp, tank: TestTank, tenant = 'demo'): Promise<void> {
  const productType = tank.productType ?? 'Fuel Oil';
  await t.database.withTenant(tenant, async (db) => {
    const [location] = await db.select({ number: locations.locationNumber }).from(locations).where(eq(locations.accountId, tank.accountId)).limit(1);
    const base = { tenantId: tenant, accountId: tank.accountId, locationNumber: location.number, dropName: `Tank ${tank.dropId}`, productName: productType, productType };
    await db.insert(drops).values({ ...base, dropId: tank.dropId, price: 3.5, productCode: 'TEST', tankSize: tank.size });
    if (!tank.fills.length) return;
    await db.insert(deliveries).values(
      tank.fills.map(([date, gallons], i) => ({ ...base, deliveryId: `${tank.dropId}-D${i}`, dropId: tank.dropId, deliveryDate: date, ticketNumber: `T${i}`, quantity: gallons, unitPrice: 3.5, amount: gallons * 3.5 })),
    );
  });
}

export type AccountTanks = {
  account_id: string;
  as_of: string;
  reorder_percent: number;
  chart_from: string;
  tanks: Record<string, unknown>[];
};
