/**
 * The tenant's settings as stored (tenant.json, a published settings document): the
 * application settings with their payments and fuel_order parts, every field optional where the
 * schema gives a default. A rule that reads a few settings takes a Pick of these, so the slice
 * follows the schema instead of restating it; the API's settings (defaults filled in) fit it too.
 */
export type { ApplicationSettings, FuelOrderSettings, PaymentsSettings } from '../../../schemas/generated/tenant';
