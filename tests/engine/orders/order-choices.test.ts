import { describe, expect, it } from 'vitest';
import type { Account } from '../../../src/engine/api/types';
import { applyFormOverride } from '../../../src/engine/forms';
import { buildFormDocument, formEntity } from '../../../src/engine/forms/build-document';
import { checkFormOverride } from '../../../src/engine/forms/check-form-override';
import { formDocument, getForm } from '../../../src/engine/forms/builtin-forms';
import { dropChoices, extraChoices, orderChoicesStep } from '../../../src/engine/orders/order-choices';

const options = [
  { id: 'prime', text: 'Prime the burner', price: 45 },
  { id: 'leak', text: 'Leak check' },
];
const account: Pick<Account, 'locations'> = {
  locations: [
    {
      account_id: '100234',
      location_number: 1,
      address: { street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
      drops: [
        { drop_id: 'D1', drop_name: 'Tank 1', product_name: 'Fuel Oil', product_code: 'FO', product_type: 'Fuel Oil', is_fixed_price: false, price: 3.899, tank_size: 275 },
        { drop_id: 'D2', drop_name: 'Tank 2', product_name: 'K-1', product_code: 'K1', product_type: 'K-1', is_fixed_price: false, price: 4.1 },
      ],
    },
  ],
};
const settings = { fuel_order: { minimum_order_size: 100, tank_level: true, order_options: options } };
const form = getForm('fuel-order-choices', { choices: { drop_id: dropChoices(account), extras: extraChoices(options) } });
const [d1, d2] = account.locations[0].drops;
const ui = (step: { uiSchema: Record<string, unknown> }, field: string) => step.uiSchema[field] as Record<string, unknown>;

describe('the fuel order’s choices form (form document fuel-order-choices)', () => {
  it('lists the account’s tanks and the tenant’s extras by id, in words', () => {
    expect(form.schema.properties.drop_id.enum).toEqual(['D1', 'D2']);
    expect(ui(form, 'drop_id')['ui:enumNames']).toEqual(['Tank 1 · Fuel Oil · 12 Elm St, Burlington, VT 05401', 'Tank 2 · K-1 · 12 Elm St, Burlington, VT 05401']);
    expect((form.schema.properties.extras.items as { enum: string[] }).enum).toEqual(['prime', 'leak']);
    expect(ui(form, 'extras')['ui:enumNames']).toEqual(['Prime the burner ($45.00)', 'Leak check']);
  });

  it('keeps the spec’s labels, Deliver before Fill', () => {
    const step = orderChoicesStep(form, { fill: false, drop: d1, settings });
    expect(step.uiSchema['ui:title']).toBe('Your order');
    expect(['drop_id', 'fill', 'gallons', 'extras', 'tank_level'].map((field) => ui(step, field)['ui:title'])).toEqual(['Tank', 'Order', 'Gallons', 'Extras', 'Tank Level (%)']);
    expect(step.schema.properties.fill.enum).toEqual([false, true]);
    expect(ui(step, 'fill')['ui:enumNames']).toEqual(['Deliver', 'Fill']);
  });

  it('asks gallons of a delivery only, and marks gallons and the tank level required', () => {
    const delivery = orderChoicesStep(form, { fill: false, drop: d1, settings });
    expect(delivery.schema.required).toEqual(['drop_id', 'fill', 'gallons', 'tank_level']);
    const fill = orderChoicesStep(form, { fill: true, drop: d1, settings });
    expect(Object.keys(fill.schema.properties)).toEqual(['drop_id', 'fill', 'extras', 'tank_level']);
    expect(fill.uiSchema['ui:order']).not.toContain('gallons');
  });

  it('asks the tank level only where the tenant does, and shows extras only where it offers some', () => {
    const step = orderChoicesStep(form, { fill: false, drop: d1, settings: { fuel_order: { minimum_order_size: 100 } } });
    expect(Object.keys(step.schema.properties)).toEqual(['drop_id', 'fill', 'gallons']);
  });

  it('shows the chosen tank’s price under the drop-down, unless the tenant hides prices', () => {
    expect(ui(orderChoicesStep(form, { fill: false, drop: d1, settings }), 'drop_id')['ui:help']).toBe('$3.899 per gallon · 275-gallon tank');
    expect(ui(orderChoicesStep(form, { fill: false, drop: d2, settings }), 'drop_id')['ui:help']).toBe('$4.100 per gallon');
    expect(ui(orderChoicesStep(form, { fill: false, drop: d1, settings: { ...settings, show_pricing: false } }), 'drop_id')['ui:help']).toBeUndefined();
  });

  it('hides the Deliver/Fill choice of a fill-only supplier behind the note that says why', () => {
    for (const fillOnly of [{ fuel_order: { ...settings.fuel_order, fill_only: true } }, { ...settings, fuel_order_fill_only: true }]) {
      const step = orderChoicesStep(form, { fill: true, drop: d1, settings: fillOnly });
      expect(ui(step, 'fill')['ui:widget']).toBe('hidden');
      expect(step.uiSchema['ui:description']).toBe('Fill the tank (this supplier delivers fills only).');
      expect(step.schema.properties.gallons).toBeUndefined();
    }
    expect(orderChoicesStep(form, { fill: true, drop: d1, settings }).uiSchema['ui:description']).toBeUndefined();
  });
});

describe('named choices a screen gives a form', () => {
  it('puts the names on a list field and its items (the signup’s first-order extras)', () => {
    const signup = getForm('new-customer', { choices: { 'fuel_order.extras': extraChoices(options) } });
    const order = signup.schema.properties.fuel_order as { properties: { extras: { items: { enum: string[] } } } };
    expect(order.properties.extras.items.enum).toEqual(['prime', 'leak']);
    const extras = (signup.uiSchema.fuel_order as Record<string, Record<string, unknown>>).extras;
    expect(extras).toMatchObject({ 'ui:widget': 'checkboxes', 'ui:enumNames': ['Prime the burner ($45.00)', 'Leak check'], items: { 'ui:enumNames': ['Prime the burner ($45.00)', 'Leak check'] } });
  });

  it('gives no choices to a field the form leaves out, and leaves a field free when the list is empty', () => {
    const withoutExtras = getForm('fuel-order-choices', { choices: { extras: [] } });
    expect(withoutExtras.schema.properties.extras.items).not.toHaveProperty('enum');
    expect(() => getForm('contact', { choices: { not_on_the_form: [{ value: 'a', label: 'A' }] } })).not.toThrow();
  });
});

describe('a tenant’s override of the choices form', () => {
  const base = formDocument('fuel-order-choices');
  const relabel = { uiSchema: { gallons: { 'ui:title': 'Gallons wanted', 'ui:help': 'At least 100' } } };

  it('relabels and helps its fields, which the step keeps', () => {
    expect(checkFormOverride(base, relabel, formEntity(base))).toEqual([]);
    const step = orderChoicesStep(buildFormDocument(applyFormOverride(base, relabel, formEntity(base))), { fill: false, drop: d1, settings });
    expect(ui(step, 'gallons')).toMatchObject({ 'ui:title': 'Gallons wanted', 'ui:help': 'At least 100' });
  });

  it('adds no field of its own: an order’s added answers belong to the details form (fuel-order), the one the server checks them against', () => {
    const added = { extraFields: { gate_code: { type: 'string', title: 'Gate code' } } };
    expect(checkFormOverride(base, added, formEntity(base)).map((p) => p.path)).toEqual(['/extraFields/gate_code']);
    expect(checkFormOverride(formDocument('fuel-order'), added, formEntity(formDocument('fuel-order')))).toEqual([]);
  });
});
