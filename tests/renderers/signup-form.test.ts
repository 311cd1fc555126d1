import { describe, expect, it } from 'vitest';
import { acceptingValidator } from '../../src/engine/forms';
import { getForm } from '../../src/engine/forms/builtin-forms';
import { addressStep, addressStepProblems, fullStep, initialSignupData, signupComplete, signupPayload, withBillingCountry, type SignupData, type SignupSettings } from '../../src/renderers/screens/new-customer/signup-form';

const built = getForm('new-customer');
const form = { ...built, compiled: acceptingValidator(built.schema) };
const settings: SignupSettings = {
  fuelOrder: { minimum_order_size: 100, tank_level: true, current_prices: [{ product_name: 'Fuel Oil', price: 3.899 }], order_options: [{ id: 'prime', text: 'Prime the burner', price: 45 }] },
  billingAddressRequired: true,
  tenant: 'demo',
  paymentChoices: ['card_on_file', 'new_payment_method', 'meet_the_driver', 'leave_payment'],
  fillOnly: false,
  country: 'US',
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

  it('checks the delivery postal code by its country at the address step; a Cayman address needs none (issue 22, item 9)', () => {
    const at = (zipcode: string, country: string) => addressStepProblems({ delivery_address: { street1: '1 Main', city: 'X', state: 'ON', zipcode, country } }, settings);
    expect(at('K1A 0B1', 'CA')).toEqual([]);
    expect(at('12345', 'CA')).toEqual([{ path: 'delivery_address.zipcode', message: 'Invalid delivery zipcode. Format: A1A 1A1', code: 'INVALID_VALUE' }]);
    expect(at('K1A 0B1', 'US')).toEqual([expect.objectContaining({ message: 'Invalid delivery zipcode. Format: 12345 or 12345-6789' })]);
    expect(at('', 'KY')).toEqual([]);
    // Spec 1 §5: required "zipcode (not for country KY)": the field loses its required mark there.
    const requiredOf = (step: ReturnType<typeof addressStep>) => (step.schema.properties.delivery_address as { required: string[] }).required;
    expect(requiredOf(addressStep(form, { delivery_address: { country: 'KY' } } as SignupData))).not.toContain('zipcode');
    expect(requiredOf(addressStep(form, { delivery_address: { country: 'CA' } } as SignupData))).toContain('zipcode');
    // The built-in form no longer carries a US-only ZIP rule that would hold Check Address back abroad.
    expect(addressStep(form).rules.filter((rule) => rule.check === 'zipcode')).toEqual([]);
  });

  it("starts in the tenant's country, sends a Cayman address without a postal code as '', and starts a card's billing address as the delivery address", () => {
    expect(initialSignupData(undefined, 'KY').delivery_address?.country).toBe('KY');
    const cayman = { ...complete(), delivery_address: { street1: '45 Market St', city: 'George Town', state: 'KY', country: 'KY' } } as SignupData;
    expect(signupPayload(form, cayman).delivery_address?.zipcode).toBe('');
    expect(signupComplete(form, cayman, { ...settings, country: 'KY' }, new Date('2026-11-24T12:00:00Z'))).toBe(true);
    const card = withBillingCountry({ ...complete(), payment: { payment_type: 'credit_card' } } as SignupData, complete());
    expect((card.payment as { data: { address: object } }).data.address).toEqual({ street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' });
  });
});
