import { describe, expect, it } from 'vitest';
import { postalCodeProblem } from '../../src/engine/address';
import { firstOrderPrice, firstOrderProblems, gallonsOf } from '../../src/engine/signup/first-order';
import { signupProblems, type NewCustomerRequest } from '../../src/engine/signup/signup-problems';

const settings = {
  minimum_order_size: 100,
  order_options: [{ id: 'prime', text: 'Prime the burner', price: 45 }],
  tax_percent: 2,
  current_prices: [{ product_name: 'Fuel Oil' as const, price: 3.899 }],
  tank_level: true,
};
const NOW = new Date('2026-11-24T15:00:00Z');
const options = { fuelOrder: settings, billingAddressRequired: true, now: NOW, postal: (c: string, v: string, use: 'delivery' | 'billing') => postalCodeProblem(c, v, { use }) };

const signup = (change: Partial<NewCustomerRequest> = {}): NewCustomerRequest => ({
  delivery_address: { street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
  registration_info: { full_name: 'Pat Doe', email: 'pat@example.test', password: 'long-enough', phone_numbers: [{ type: 'cell', number: '802-555-0199' }] },
  tank_details: { tank_size: 275, tank_level: 25 },
  tank_location: { location: 'outdoor', description: 'Your tank is front of your house.' },
  payment: { payment_type: 'meet_the_driver' },
  ...change,
});
const messagesOf = (body: NewCustomerRequest) => signupProblems(body, options).map((p) => `${p.path}: ${p.message}`);

describe('first order rules and price', () => {
  it('gallons: numeric, at least the minimum; a fill needs none', () => {
    expect(gallonsOf('150')).toBe(150);
    expect(gallonsOf('ten')).toBeUndefined();
    expect(firstOrderProblems({ gallons: 'ten', product_name: 'Fuel Oil' }, settings)[0].message).toBe('Value should be numeric');
    expect(firstOrderProblems({ gallons: 99, product_name: 'Fuel Oil' }, settings)[0].message).toBe('Minimum value 100');
    expect(firstOrderProblems({ fill: true, product_name: 'Fuel Oil' }, settings)).toEqual([]);
    expect(firstOrderProblems({ fill: false, gallons: 100, product_name: 'Fuel Oil', extras: ['nope'] }, settings).map((p) => p.code)).toEqual(['UNKNOWN_EXTRA']);
    expect(firstOrderProblems({ gallons: 100, product_name: 'Diesel' }, settings).map((p) => p.code)).toEqual(['UNKNOWN_PRODUCT']);
  });

  it('is priced from the posted price with extras and tax; a fill has no total', () => {
    expect(firstOrderPrice({ gallons: 150, product_name: 'Fuel Oil', extras: ['prime'] }, settings).total_price).toBe(642.45);
    expect(firstOrderPrice({ fill: true, product_name: 'Fuel Oil' }, settings).total_price).toBeNull();
  });
});

describe('signup rules (spec 1 §5)', () => {
  it('a complete signup breaks none', () => {
    expect(messagesOf(signup())).toEqual([]);
  });

  it('words every broken rule as the spec does, at its field', () => {
    const bad = signup({
      delivery_address: { street1: '', city: 'Burlington', state: 'VT', zipcode: '5401', country: 'US' },
      registration_info: { full_name: 'Pat', email: 'pat@', password: 'short', confirm_password: 'other', phone_numbers: [{ type: 'cell', number: '555' }] },
      tank_details: { tank_size: 0 },
      payment: { payment_type: 'location', data: { location: '' } },
    });
    expect(messagesOf(bad)).toEqual([
      'delivery_address.street1: Value missing',
      'delivery_address.zipcode: Invalid delivery zipcode. Format: 12345 or 12345-6789',
      'registration_info.email: Invalid email address',
      'registration_info.password: Password should be minimum 8 characters!',
      'registration_info.confirm_password: Password do not match!',
      'registration_info.phone_numbers.0.number: Please enter a 10 digit phone number',
      'tank_details.tank_size: Tank size must be at least 1 gallon',
      'tank_details.tank_level: Value missing',
      'payment.data.location: Value missing',
    ]);
  });

  it('KY needs no postal code; a card needs its holder, valid numbers and a billing address', () => {
    expect(messagesOf(signup({ delivery_address: { street1: '1 Bay Rd', city: 'George Town', state: 'GC', zipcode: '', country: 'KY' } }))).toEqual([]);
    const card = signup({ payment: { payment_type: 'credit_card', data: { account_holder: { first_name: 'Pat', last_name: '' }, card: { cc_number: '4242424242424241', cc_exp: '12/39', cc_cvv: '123' } } } });
    expect(messagesOf(card)).toEqual([
      'payment.data.account_holder.last_name: Value missing',
      'payment.data.card.cc_number: Invalid card number',
      'payment.data.card.cc_cvv: Invalid card number. Please check your card.',
      'payment.data.address: Value missing',
    ]);
  });
});
