import { resolveTenant } from '../../../engine/tenancy/resolve-tenant';
import { problems } from '../../http/problem';
import { rootHandler } from '../../openapi/operation-types';
import { publicSettings } from '../../settings/public-settings';

export const getSettings = rootHandler<'getSettings'>(async ({ query, tenants, tenantAsRunning }) => {
  const id = resolveTenant({ host: query.host }, tenants);
  const tenant = id ? tenants.get(id) : undefined;
  if (!tenant) throw problems.unknownTenant();
  // The settings as the tenant runs them: a published override reaches browsers on their next load.
  return publicSettings(await tenantAsRunning(tenant));
});
