import { describe, expect, it } from 'vitest';
import { gallonsProblem, isFillOnly, orderProblems, tankLevelProblem } from '../../../src/engine/orders/fuel-order-rules';
import { choiceOf, offeredPaymentChoices, orderPaymentLabel, orderPaymentProblem } from '../../../src/engine/orders/order-payment';
import { failureText } from '../../../src/engine/messages/catalogue';

describe('gallons (spec 1 §5)', () => {
  it.each([
    ['abc', 100, null, 'Value should be numeric'],
    ['1e3', 100, null, 'Value should be numeric'],
    ['', 100, null, 'Value missing'],
    ['99.99', 100, null, 'Minimum value 100'],
    ['0', 0, null, 'Minimum value 1'],
    ['276', 100, 275, 'Maximum value 275'],
    ['10001', 0, null, 'Maximum value 10000'],
  ])('%j with minimum %d and tank %j → %s', (value, minimum, tank, message) => {
    expect(gallonsProblem(value, minimum, tank)).toBe(message);
  });

  it('accepts a number or numeric text within the bounds', () => {
    expect(gallonsProblem(150, 100, 275)).toBeNull();
    expect(gallonsProblem(' 150.5 ', 100, 275)).toBeNull();
    expect(gallonsProblem('275', 100, 275)).toBeNull();
  });
});

describe('order rules', () => {
  it('forces fill from either setting and refuses a delivery there', () => {
    expect(isFillOnly({ fuel_order_fill_only: true })).toBe(true);
    expect(isFillOnly({ fuel_order: { fill_only: true } })).toBe(true);
    expect(isFillOnly({})).toBe(false);
    expect(orderProblems({ fill: false, gallons: 100 }, { fuel_order_fill_only: true }).map((p) => p.code)).toEqual(['FILL_ONLY']);
    expect(orderProblems({ fill: true }, { fuel_order_fill_only: true })).toEqual([]);
  });

  it('names unknown extras and checks the tank level only where asked', () => {
    const settings = { fuel_order: { order_options: [{ id: 'prime', text: 'Prime' }], tank_level: true } };
    expect(orderProblems({ fill: true, extras: ['prime', 'gold'], tank_level: '50' }, settings)).toEqual([{ field: 'extras', message: 'Unknown extra: gold', code: 'UNKNOWN_EXTRA' }]);
    expect(orderProblems({ fill: true }, { fuel_order: {} })).toEqual([]);
    expect(tankLevelProblem('101')).toBe('Maximum value 100');
    expect(tankLevelProblem('half')).toBe('Value should be numeric');
    expect(tankLevelProblem('0')).toBeNull();
  });
});

describe('order payment', () => {
  it('offers the spec choices the tenant enables; a new method only where sources are kept', () => {
    expect(offeredPaymentChoices({})).toEqual(['card_on_file', 'new_payment_method', 'meet_the_driver', 'leave_payment']);
    expect(offeredPaymentChoices({ fuel_order: { payment_methods: { card_on_file: false, leave_payment: false } } })).toEqual(['meet_the_driver']);
    expect(offeredPaymentChoices({ payments: { stored_payment_sources: false } })).not.toContain('new_payment_method');
  });

  it('reads the choice of a payment, requires the location text and labels it without card data', () => {
    expect(choiceOf({ payment_type: 'credit_card', payment_id: 3 })).toBe('card_on_file');
    expect(choiceOf({ payment_type: 'credit_card', data: {} })).toBe('new_payment_method');
    expect(orderPaymentProblem({ payment_type: 'location', data: { location: ' ' } }, {})).toEqual({ path: 'data/location', message: 'Value missing' });
    expect(orderPaymentProblem(undefined, {})?.message).toBe('Delivery will not be made if payment is not provided.');
    expect(orderPaymentProblem(undefined, { fuel_order: { specify_payment: false } })).toBeNull();
    expect(orderPaymentProblem(undefined, { fuel_order: { show_fuel_order_payment_method: false } })).toBeNull();
    expect(orderPaymentLabel({ payment_type: 'location', data: { location: 'Porch ' } })).toBe('Leave payment: Porch');
    expect(orderPaymentLabel({ payment_type: 'credit_card', payment_id: 3 }, 'Visa •••• 4242')).toBe('Card on file: Visa •••• 4242');
  });

  it('shows failure.message of a refused order, else status and detail (spec 2 §8)', () => {
    expect(failureText('orderFailure', 422, { detail: 'x', errors: [{ path: 'body/item_contents/gallons', message: 'Minimum value 100' }] })).toBe('Minimum value 100');
    expect(failureText('orderFailure', 402, { detail: 'Your card was declined.' })).toBe('(402) Your card was declined.');
  });
});
