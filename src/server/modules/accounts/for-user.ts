import { eq } from 'drizzle-orm';
import { requireCaller } from '../../auth/caller';
import { userAccounts } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { dropPricing, loadAccounts } from './account-view';

/** The caller's own accounts: only those linked to the user (staff have none). */
export const getAccountsForUser = tenantHandler<'getAccountsForUser'>(async ({ db, caller, tenant, services }) => {
  const links = await db.select({ accountId: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, requireCaller(caller).userId));
  return loadAccounts(
    db,
    links.map((l) => l.accountId),
    await dropPricing(db, tenant, services.now()),
  );
});
