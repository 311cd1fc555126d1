import applicationSettings from '../../../schemas/entities/application-settings.schema.json';
import fuelOrderSettings from '../../../schemas/entities/fuel-order-settings.schema.json';
import paymentsSettings from '../../../schemas/entities/payments-settings.schema.json';
import prebuyPaymentPlan from '../../../schemas/entities/prebuy-payment-plan.schema.json';
// From the forms index, not its dereference file: the browser then loads one shared forms chunk, not a sliver.
import { dereference, type SchemaNode } from '../forms';

let inlined: SchemaNode | undefined;

/**
 * The application settings schema with its payments and fuel-order parts (and the pre-buy's payment plan) inlined: one
 * standalone schema the settings form draws and the rich-text walk reads (RJSF resolves only
 * local references).
 */
export function settingsSchema(): SchemaNode {
  inlined ??= dereference(applicationSettings, { 'payments-settings': paymentsSettings, 'fuel-order-settings': fuelOrderSettings, 'prebuy-payment-plan': prebuyPaymentPlan }) as SchemaNode;
  return inlined;
}

/** A settings field, as the path of property names from the root (`['tooltips', 'Overview']`). */
export type SettingsPath = readonly string[];

/** Every field under `node` whose schema satisfies `pick`, depth first in schema order. */
export function settingsPaths(pick: (field: SchemaNode) => boolean, node: SchemaNode = settingsSchema(), prefix: SettingsPath = []): SettingsPath[] {
  const properties = (node.properties ?? {}) as Record<string, SchemaNode>;
  return Object.entries(properties).flatMap(([key, field]) => {
    const path = [...prefix, key];
    return [...(pick(field) ? [path] : []), ...settingsPaths(pick, field, path)];
  });
}

/** The value at `path`, if the object has one. */
export function valueAt(value: unknown, path: SettingsPath): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || Array.isArray(current) || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
