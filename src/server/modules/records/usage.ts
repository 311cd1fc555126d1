import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { deliveries } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { accountOf } from '../../accounts/account';

type AccountUsage = components['schemas']['AccountUsage'];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** The first days of the `months` calendar months ending with the month of `now` (UTC), oldest first, and the day after the window. */
export function usageWindow(now: Date, months: number): { starts: Date[]; end: Date } {
  const starts = Array.from({ length: months }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1)));
  return { starts, end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/** Gallons and number of deliveries per month of the window; a month without deliveries is there with 0. */
export async function accountUsage(db: Db, accountId: string, now: Date, months: number): Promise<AccountUsage> {
  const { starts, end } = usageWindow(now, months);
  const month = sql<string>`to_char(${deliveries.deliveryDate}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, quantity: sum(deliveries.quantity).mapWith(Number), deliveries: count() })
    .from(deliveries)
    .where(and(eq(deliveries.accountId, accountId), gte(deliveries.deliveryDate, isoDay(starts[0])), lt(deliveries.deliveryDate, isoDay(end))))
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return {
    unit: 'gallons',
    months: starts.map((start) => {
      const found = byMonth.get(monthKey(start));
      return { month: monthKey(start), quantity: found?.quantity ?? 0, deliveries: found?.deliveries ?? 0 };
    }),
  };
}

export const getAccountUsage = tenantHandler<'getAccountUsage'>(async ({ db, params, query, services }) => {
  await accountOf(db, params.account_id);
  return accountUsage(db, params.account_id, services.now(), query.months ?? 24);
});
