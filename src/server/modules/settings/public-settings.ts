import type { components } from '../../../../openapi/generated/tenant-api';
import type { LoadedTenant } from '../../tenants/load-tenants';

type ApplicationSettings = components['schemas']['ApplicationSettings'];

/**
 * Settings a browser may see: tenant.json `settings` (secrets live apart) with the tenant id.
 * The loader filled every schema default at boot, which is why the document marks them present.
 */
export function publicSettings(tenant: LoadedTenant): ApplicationSettings {
  return { ...(tenant.config.settings as ApplicationSettings), tenant: tenant.id };
}
