import { asc, inArray } from 'drizzle-orm';
import type { components } from '../../../../../openapi/generated/tenant-api';
import type { Db } from '../../../db/database';
import { userAccounts, users } from '../../../db/schema';

type User = components['schemas']['User'];
type UserRow = typeof users.$inferSelect;

/** Linked account ids per user, for a page of users in one query. */
export async function accountIdsByUser(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return byUser;
  const links = await db.select().from(userAccounts).where(inArray(userAccounts.userId, userIds)).orderBy(asc(userAccounts.accountId));
  for (const link of links) byUser.get(link.userId)?.push(link.accountId);
  return byUser;
}

/** A user as staff see it in the users list (never the password hash). */
export function userOf(row: UserRow, accountIds: string[]): User {
  return {
    user_id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    display_name: row.displayName,
    role: row.role,
    confirmed: row.confirmed,
    cell_phone: row.cellPhone,
    account_ids: accountIds,
    created_at: row.createdAt.toISOString(),
  };
}

export async function userWithAccounts(db: Db, row: UserRow): Promise<User> {
  return userOf(row, (await accountIdsByUser(db, [row.id])).get(row.id) ?? []);
}
