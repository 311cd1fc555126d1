import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/database';
import { accounts, drops, locations, userAccounts } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { isCustomerRole } from '../../../engine/roles/roles';
import { problemMessages } from '../../../engine/messages/problems';

export type DropRow = typeof drops.$inferSelect;

export interface OrderDrop {
  drop: DropRow;
  /** Where the fuel goes: the drop's location, as it is now (the order keeps this snapshot). */
  address: { street1: string; street2: string; city: string; state: string; zipcode: string; country: string };
}

/**
 * The drop an order is for: one of the caller's accounts (another customer's, or an account of
 * another tenant, looks like none: 404) and one of that account's drops. Staff order by logging
 * in as the customer, whose accounts these then are; staff in their own name have none (403).
 */
export async function orderDropOf(db: Db, caller: Caller, accountId: string, dropId: string): Promise<OrderDrop> {
  if (!isCustomerRole(caller.role)) throw problems.forbidden();
  const [row] = await db
    .select({ drop: drops, location: locations, isFuel: accounts.isFuel, cancelled: accounts.isCancelled, deleted: accounts.isDeleted })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.accountId, userAccounts.accountId))
    .innerJoin(drops, and(eq(drops.accountId, userAccounts.accountId), eq(drops.dropId, dropId)))
    .innerJoin(locations, and(eq(locations.accountId, drops.accountId), eq(locations.locationNumber, drops.locationNumber)))
    .where(and(eq(userAccounts.userId, caller.userId), eq(userAccounts.accountId, accountId)));
  if (!row) throw problems.notFound('Drop');
  if (!row.isFuel || row.cancelled || row.deleted) throw new HttpProblem(422, 'ACCOUNT_NOT_ORDERING', problemMessages.accountNotOrdering);
  const l = row.location;
  return { drop: row.drop, address: { street1: l.street1, street2: l.street2, city: l.city, state: l.state, zipcode: l.zipcode, country: l.country } };
}
