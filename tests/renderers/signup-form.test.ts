import { describe, expect, it } from 'vitest';
import { acceptingValidator } from '../../src/engine/forms';
import { getForm } from '../../src/engine/forms/builtin-forms';
import { addressStep, fullStep, initialSignupData, signupComplete, signupPayload, type SignupData, type SignupSettings } from '../../src/renderers/screens/new-customer/signup-form';

const built = getForm('new-customer');
const form = { ...built, compiled: acceptingValidator(built.schema) };
const settings: SignupSettings = {
  fuelOrder: { minimum_order_size: 100, tank_level: true, current_prices: [{ product_name: 'Fuel Oil', price: 3.899 }], order_options: [{ id: 'prime', text: 'Prime the burner', price: 45 }] },
  billingAddressRequired: true,
  tenant: 'demo',
  paymentChoices: ['card_on_file', 'new_payment_method', 'meet_the_driver', 'leave_payment'],
  fillOnly: false,
};
const complete = (): SignupData => ({
  ...initialSignupData(),
  delivery_address: { street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
  registration_info: { full_name: 'Pat Doe', email: 'pat@example.test', confirm_email: 'pat@example.test', password: 'long-enough', confirm_password: 'long-enough', phone_numbers: [{ type: 'cell', number: '802-555-0199' }] },
  tank_details: { tank_size: 275, tank_level: 25 },
});
const paymentTypes = (step: ReturnType<typeof fullStep>) =>
  ((step.schema.properties.payment as { oneOf: { properties: { payment_type: { const: string } } }[] }).oneOf ?? []).map((o) => o.properties.payment_type.const);

describe('the signup form, step by step', () => {
  it('shows only the delivery address until the address is served', () => {
    expect(Object.keys(addressStep(form).schema.properties)).toEqual(['delivery_address']);
    expect(Object.keys(fullStep(form, complete(), settings).schema.properties)).not.toContain('fuel_order');
    expect(Object.keys(fullStep(form, { ...complete(), place_order: true }, settings).schema.properties)).toContain('fuel_order');
  });

  it("offers only the tenant's payment choices, and starts on one of them", () => {
    expect(paymentTypes(fullStep(form, complete(), settings))).toEqual(['credit_card', 'location', 'meet_the_driver']);
    const noDriver = { ...settings, paymentChoices: ['leave_payment' as const] };
    expect(paymentTypes(fullStep(form, complete(), noDriver))).toEqual(['location']);
    expect(initialSignupData(noDriver.paymentChoices).payment).toEqual({ payment_type: 'location', data: { location: '' } });
  });

  it('Submit waits for the confirmations, the tank level and an order’s gallons; no order is sent unless placed', () => {
    expect(signupComplete(form, complete(), settings, new Date())).toBe(true);
    expect(signupComplete(form, { ...complete(), registration_info: { ...complete().registration_info!, confirm_password: '' } }, settings, new Date())).toBe(false);
    expect(signupComplete(form, { ...complete(), tank_details: { tank_size: 275 } }, settings, new Date())).toBe(false);
    expect(signupComplete(form, { ...complete(), place_order: true, fuel_order: { product_name: 'Fuel Oil' } }, settings, new Date())).toBe(false);
    expect(signupPayload(form, { ...complete(), fuel_order: { gallons: 150 } }).fuel_order).toBeUndefined();
  });

  it('a fill-only supplier hides gallons and sends a fill', () => {
    const fillOnly = { ...settings, fillOnly: true };
    const data = { ...complete(), place_order: true, fuel_order: { product_name: 'Fuel Oil' as const } };
    expect(signupPayload(form, data, true).fuel_order).toMatchObject({ fill: true });
    expect(signupComplete(form, data, fillOnly, new Date())).toBe(true);
    expect((fullStep(form, data, fillOnly).uiSchema.fuel_order as Record<string, unknown>).gallons).toEqual({ 'ui:widget': 'hidden' });
  });
});
