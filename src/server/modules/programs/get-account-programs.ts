import { accountOf } from '../../accounts/account';
import { tenantHandler } from '../../openapi/operation-types';
import { accountDeliveries, accountEnrolments, accountOffers, dayOf } from './account-programs';

/** GET /accounts/{account_id}/programs: the programs offered with the account's own estimate and quote, and its enrolments (account-programs.ts). */
export const getAccountPrograms = tenantHandler<'getAccountPrograms'>(async ({ db, tenant, params, query, services }) => {
  const account = await accountOf(db, params.account_id);
  const today = dayOf(services.now());
  const delivered = await accountDeliveries(db, params.account_id);
  const enrolments = await accountEnrolments(db, tenant, params.account_id, today, delivered);
  return { account_id: params.account_id, today, offers: accountOffers(tenant, today, delivered, enrolments, query.gallons, account.isBudgetPlan), enrolments };
});
