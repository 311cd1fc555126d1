/**
 * An account's figures as the portal shows and uses them: the supplier's stated figures (the
 * `accounts` row, never rewritten by a portal payment) less the portal payments the supplier has
 * not confirmed yet — the engine's rule (engine/payments/pending-against-stated.ts), fed from the
 * `payments` table. Every reader of an account's balance or amount due goes through here.
 */
import { and, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { figuresLessPending, pendingCents, type FiguresLessPending } from '../../engine/payments/pending-against-stated';
import type { Db } from '../db/database';
import { accounts, payments } from '../db/schema';

type StatedRow = Pick<typeof accounts.$inferSelect, 'accountBalance' | 'amountDue' | 'balance30' | 'balance60' | 'balance90' | 'balanceOver90'>;

/** Pending cents per account id (accounts with none are absent). */
export async function pendingTotals(db: Db, accountIds: readonly string[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  if (!accountIds.length) return totals;
  const rows = await db
    .select({ accountId: payments.accountId, amount: payments.amount, status: payments.status })
    .from(payments)
    .where(and(inArray(payments.accountId, [...accountIds]), isNull(payments.confirmedAt), ne(payments.status, 'returned')));
  for (const row of rows) totals.set(row.accountId, (totals.get(row.accountId) ?? 0) + pendingCents([{ amount: row.amount, status: row.status, confirmed: false }]));
  return totals;
}

/** The row's stated figures less a pending total. */
export function figuresOf(row: StatedRow, pendingTotalCents: number): FiguresLessPending {
  return figuresLessPending(
    {
      account_balance: row.accountBalance,
      amount_due: row.amountDue,
      balance_30_days: row.balance30,
      balance_60_days: row.balance60,
      balance_90_days: row.balance90,
      balance_over_90_days: row.balanceOver90,
    },
    pendingTotalCents,
  );
}

/** One account's figures less its pending payments. */
export async function accountFigures(db: Db, row: StatedRow & { accountId: string }): Promise<FiguresLessPending> {
  const totals = await pendingTotals(db, [row.accountId]);
  return figuresOf(row, totals.get(row.accountId) ?? 0);
}

/**
 * The same pending total as SQL, correlated with the `accounts` row of the query (sorting a page
 * of accounts by the balance they show). Same conditions as pendingTotals.
 */
export const pendingAmountSql: SQL<number> = sql<number>`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.tenantId} = ${accounts.tenantId} and ${payments.accountId} = ${accounts.accountId} and ${payments.confirmedAt} is null and ${payments.status} <> 'returned'), 0)`;

/** The account balance the portal shows, as SQL (stated less pending). */
export const shownBalanceSql: SQL<number> = sql<number>`(${accounts.accountBalance} - ${pendingAmountSql})`;
