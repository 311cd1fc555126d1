import type { components } from '../../../openapi/generated/tenant-api';
import { sanitizeRichFields } from './rich-text';
import type { LoadedTenant } from '../tenants/load-tenants';

type ApplicationSettings = components['schemas']['ApplicationSettings'];

/**
 * Settings a browser may see: tenant.json `settings` (secrets such as recaptcha_key live apart, in
 * `secrets`, and the settings schema has no place for them) with the tenant id. The loader filled
 * every schema default at boot, which is why the document marks them present. The tenant's
 * locale (tenant.json) goes with them: a visitor's language when their browser prefers none the
 * portal speaks. Rich text was
 * sanitised when it was saved; it is sanitised again here so what a tenant folder ships, or a
 * version stored before the allowlist narrowed, reaches a browser only as allowed HTML.
 */
export function publicSettings(tenant: LoadedTenant): ApplicationSettings {
  return { ...sanitizeRichFields(tenant.config.settings as ApplicationSettings), tenant: tenant.id, locale: tenant.config.locale };
}
