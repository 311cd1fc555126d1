import type { LoadedTenant } from '../tenants/load-tenants';

/**
 * The country a phone number without + is read in: the tenant's, where its settings name one
 * (`country`, or the country of its `address`), else the United States — the portal's suppliers
 * are North American and the settings schema has no country yet, so today this is 'US'.
 */
export function tenantCountryOf(tenant: Pick<LoadedTenant, 'config'>): string {
  const settings = (tenant.config?.settings ?? {}) as { country?: unknown; address?: { country?: unknown } };
  for (const value of [settings.country, settings.address?.country]) {
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim())) return value.trim().toUpperCase();
  }
  return 'US';
}
