import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts } from '../db/schema';
import { HttpProblem, problems } from '../http/problem';

/**
 * The path's account, or 404. Customers never get here for an account not theirs (access control
 * answers 404 first); this makes a staff member's mistyped account a 404 too, not an empty list.
 */
export async function accountOf(db: Db, accountId: string) {
  const [account] = await db.select({ accountId: accounts.accountId, displayName: accounts.displayName, isBudgetPlan: accounts.isBudgetPlan }).from(accounts).where(eq(accounts.accountId, accountId));
  if (!account) throw problems.notFound('Account');
  return account;
}

/**
 * A page of the path account's records, 404 when the account does not exist, without a lookup
 * per request: an account with records proves itself (the page's total counts its rows), so only
 * a list with none looks the account up. A refused request (a cursor that does not fit) checks
 * first, so a missing account still answers 404 before anything else, as with accountOf up front.
 */
export async function pageOfAccount<P extends { totalElements: number }>(db: Db, accountId: string, read: () => Promise<P>): Promise<P> {
  let page: P;
  try {
    page = await read();
  } catch (error) {
    // Only problems raised before any SQL: a failed statement has aborted the transaction.
    if (error instanceof HttpProblem) await accountOf(db, accountId);
    throw error;
  }
  if (page.totalElements === 0) await accountOf(db, accountId);
  return page;
}
