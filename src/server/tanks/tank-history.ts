import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deliveries, drops, tankReadings } from '../db/schema';
import type { StoredReading } from './store-readings';

export type TankRow = Pick<typeof drops.$inferSelect, 'dropId' | 'dropName' | 'locationNumber' | 'productName' | 'productType' | 'tankSize'>;

/** What the forecasts of an account's tanks are worked out from, by tank. */
export interface AccountTankHistory {
  tanks: TankRow[];
  fills: Map<string, { date: string; gallons: number }[]>;
  readings: Map<string, StoredReading[]>;
}

const byTank = <T extends { dropId: string }>(rows: T[]): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.dropId, [...(map.get(row.dropId) ?? []), row]);
  return map;
};

/**
 * The account's tanks, every delivery to them (the fills usage is learnt from) and their readings
 * since `chartFrom`, with each tank's latest one before it: a level runs from the latest reading
 * or fill, so an older reading matters only when it is that latest one.
 */
export async function accountTankHistory(db: Db, accountId: string, chartFrom: Date): Promise<AccountTankHistory> {
  const tanks = await db
    .select({ dropId: drops.dropId, dropName: drops.dropName, locationNumber: drops.locationNumber, productName: drops.productName, productType: drops.productType, tankSize: drops.tankSize })
    .from(drops)
    .where(eq(drops.accountId, accountId))
    .orderBy(asc(drops.locationNumber), asc(drops.dropName), asc(drops.dropId));
  const delivered = await db
    .select({ dropId: deliveries.dropId, date: deliveries.deliveryDate, gallons: deliveries.quantity })
    .from(deliveries)
    .where(eq(deliveries.accountId, accountId));
  const recent = await db
    .select()
    .from(tankReadings)
    .where(and(eq(tankReadings.accountId, accountId), gte(tankReadings.readAt, chartFrom)));
  const before = await db
    .selectDistinctOn([tankReadings.dropId])
    .from(tankReadings)
    .where(and(eq(tankReadings.accountId, accountId), lt(tankReadings.readAt, chartFrom)))
    .orderBy(tankReadings.dropId, desc(tankReadings.readAt));
  return { tanks, fills: byTank(delivered), readings: byTank([...before, ...recent]) };
}
