/**
 * The tenant's tank settings (settings `tank_forecast`, edited in Manage Configs): the reorder level
 * and the level a delivery fills each product's tanks to. Settings are stored with the schema's
 * defaults filled in; the defaults are read here from the same schema for a document that predates
 * the setting, so no figure is written twice.
 */
import applicationSettings from '../../../schemas/entities/application-settings.schema.json';
import type { LoadedTenant } from '../tenants/load-tenants';

const schema = applicationSettings.properties.tank_forecast.properties;
const DEFAULT_REORDER_PERCENT = schema.reorder_percent.default;
const DEFAULT_FILL_LIMITS: Readonly<Record<string, number>> = Object.fromEntries(Object.entries(schema.fill_limits.properties).map(([product, field]) => [product, field.default]));

/** The fill_limits key of a product type: its name in lower case, words joined by _ ('Fuel Oil' → fuel_oil, 'K-1' → k_1). */
export const fillLimitKey = (productType: string): string => productType.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** A product type the settings do not name (the supplier's own) is filled as the oils are. */
const OTHER_FILL_LIMIT = DEFAULT_FILL_LIMITS[fillLimitKey('Fuel Oil')];

export interface TankSettings {
  reorderPercent: number;
  fillLimitOf(productType: string): number;
}

export function tankSettingsOf(tenant: LoadedTenant): TankSettings {
  const own = tenant.config.settings.tank_forecast;
  const limits: Readonly<Record<string, number | undefined>> = { ...DEFAULT_FILL_LIMITS, ...own?.fill_limits };
  return {
    reorderPercent: own?.reorder_percent ?? DEFAULT_REORDER_PERCENT,
    fillLimitOf: (productType) => limits[fillLimitKey(productType)] ?? OTHER_FILL_LIMIT,
  };
}
