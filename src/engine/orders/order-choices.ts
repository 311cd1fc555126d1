import type { Account } from '../api/types';
import { keepFields, type BuiltForm, type NamedChoice } from '../forms';
import { formatAddress, formatMoney, formatUnitPrice } from '../format';
import { translatedText } from '../messages/data-texts';
import { fillOrderChoice, orderChoiceMessages } from '../messages/order-choices';
import type { FuelOrderSettings } from '../settings/settings-types';
import { isFillOnly, type OrderSettingsSource } from './fuel-order-rules';

type Drop = Account['locations'][number]['drops'][number];

/** The account's tanks, in location order, each with its location. */
export const dropsOf = (account: Pick<Account, 'locations'>) => account.locations.flatMap((location) => location.drops.map((drop) => ({ drop, location })));

/** The account's tanks as the Tank drop-down lists them: the drop's id, read as "drop · product · address". */
export const dropChoices = (account: Pick<Account, 'locations'>): NamedChoice[] =>
  dropsOf(account).map(({ drop, location }) => ({
    value: drop.drop_id,
    label: fillOrderChoice('dropChoice', { drop: drop.drop_name, product: drop.product_name, address: formatAddress(location.address) }),
  }));

/**
 * The tenant's extras (settings.fuel_order.order_options) as an order lists them: the id is what
 * is sent, the words are the tenant's (in the active language where it translated them, issue 24)
 * with the price it adds — the order screen's and the signup's first order alike.
 */
export const extraChoices = (options: FuelOrderSettings['order_options'] = []): NamedChoice[] =>
  options.map((option) => {
    const text = translatedText(option.text);
    return { value: option.id, label: option.price ? fillOrderChoice('extraChoice', { text, price: formatMoney(option.price) }) : text };
  });

/** What the choices step depends on: the order as it stands and the tenant's settings. */
export interface ChoicesStepInput {
  fill: boolean;
  /** The chosen tank, for its price hint. */
  drop?: Pick<Drop, 'price' | 'tank_size'>;
  settings: OrderSettingsSource & { show_pricing?: boolean };
}

/** Marks fields required on screen; the order rules (engine/orders) say what is missing, the schema only marks it. */
function requireShown<F extends Pick<BuiltForm, 'schema' | 'uiSchema'>>(form: F, fields: readonly string[]): F {
  const shown = fields.filter((field) => Object.hasOwn(form.schema.properties, field));
  return { ...form, schema: { ...form.schema, required: [...new Set([...(form.schema.required ?? []), ...shown])] } };
}

/**
 * The order's choices form (the fuelOrder flow's `choices` step, form fuel-order-choices) as the
 * order stands: gallons only for a delivery, the tank level only where the tenant asks, extras
 * only where it offers some, the tank's price under the drop-down; a fill-only supplier's
 * Deliver/Fill choice hidden behind the note that says why.
 */
export function orderChoicesStep<F extends Pick<BuiltForm, 'schema' | 'uiSchema'>>(form: F, { fill, drop, settings }: ChoicesStepInput): F {
  const fuelOrder = settings.fuel_order ?? {};
  const skip = new Set([...(fill ? ['gallons'] : []), ...(fuelOrder.tank_level ? [] : ['tank_level']), ...((fuelOrder.order_options ?? []).length ? [] : ['extras'])]);
  const step = requireShown(keepFields(form, (field) => !skip.has(field)), ['gallons', 'tank_level']);
  const ui = step.uiSchema as Record<string, Record<string, unknown> | undefined>;
  const fillNode = step.schema.properties.fill;
  const uiSchema = { ...step.uiSchema };
  if (fillNode) {
    // Delivering is the usual order: it comes first (a boolean's choices read true first otherwise).
    step.schema = { ...step.schema, properties: { ...step.schema.properties, fill: { ...fillNode, enum: [false, true] } } };
    if (isFillOnly(settings)) Object.assign(uiSchema, { fill: { ...ui.fill, 'ui:widget': 'hidden' }, 'ui:description': orderChoiceMessages.fillOnlyNote });
  }
  if (drop && settings.show_pricing !== false && step.schema.properties.drop_id) {
    const price = formatUnitPrice(drop.price);
    const help = drop.tank_size ? fillOrderChoice('dropPriceAndSize', { price, size: drop.tank_size }) : fillOrderChoice('dropPrice', { price });
    uiSchema.drop_id = { ...ui.drop_id, 'ui:help': help };
  }
  return { ...step, uiSchema };
}
