import { accountOf } from '../../accounts/account';
import { trackedDeliveries } from '../../deliveries/tracked';
import { tenantHandler } from '../../openapi/operation-types';

/** GET /accounts/{account_id}/delivery-status: the account's deliveries in progress and lately finished, each with its timeline. */
export const listTrackedDeliveries = tenantHandler<'listTrackedDeliveries'>(async ({ db, params, services }) => {
  await accountOf(db, params.account_id);
  return { deliveries: await trackedDeliveries(db, params.account_id, services.now()) };
});
