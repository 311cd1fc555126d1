import { accountOf } from '../../accounts/account';
import { tenantHandler } from '../../openapi/operation-types';
import { accountTanks } from '../../tanks/account-tanks';

/** GET /accounts/{account_id}/tanks: each tank's level, forecast and chart, worked out now (account-tanks.ts). */
export const listAccountTanks = tenantHandler<'listAccountTanks'>(async ({ db, tenant, params, query, services }) => {
  await accountOf(db, params.account_id);
  return (await accountTanks(db, tenant, params.account_id, services.now(), query.chart_days ?? 120)).answer;
});
