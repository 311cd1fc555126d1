/** What a delivery ticket is drawn from, read in the request's tenant-scoped transaction. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { deliveries, locations } from '../../../db/schema';
import { problems } from '../../../http/problem';
import { accountRowOf, type AccountRow, type DeliveryRow } from '../document-pdf/data';

export type LocationRow = typeof locations.$inferSelect;

export interface TicketData {
  delivery: DeliveryRow;
  account: AccountRow;
  /** Where the fuel went; absent when the location was since taken off the account. */
  location: LocationRow | undefined;
}

/** The delivery of the path's account; another account's delivery is answered like a made-up id (not found). */
export async function loadTicket(db: Db, accountId: string, deliveryId: string): Promise<TicketData> {
  const [delivery] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.accountId, accountId), eq(deliveries.deliveryId, deliveryId)));
  if (!delivery) throw problems.notFound('Delivery');
  const account = await accountRowOf(db, accountId);
  const [location] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.accountId, accountId), eq(locations.locationNumber, delivery.locationNumber)));
  return { delivery, account, location };
}
