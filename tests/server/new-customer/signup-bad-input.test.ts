import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users, workflowItems } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { signupBody, signupCard } from './signup-body';

let clock = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let n = 0;
const unique = () => `bad-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date(clock.getTime() + 2 * 60 * 60_000);
});

const register = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/demo/new-customer/register', headers: { 'idempotency-key': randomUUID(), 'content-type': 'application/json' }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
const counts = async () =>
  t.database.withTenant('demo', async (db) => [
    (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n,
    (await db.select({ n: sql<number>`count(*)::int` }).from(workflowItems))[0].n,
  ]);
const base = () => signupBody(unique());
const info = (change: object) => ({ ...base().registration_info, ...change });

/** Each case: what is changed, then the field and the spec's message the server answers. */
const refused: [string, () => object, string, string][] = [
  ['a bad email', () => ({ registration_info: info({ email: 'pat@nowhere' }) }), 'body/registration_info/email', 'Invalid email address'],
  ['a short password', () => ({ registration_info: info({ password: 'short' }) }), 'body/registration_info/password', 'Password should be minimum 8 characters!'],
  ['a confirmation that differs', () => ({ registration_info: info({ confirm_password: 'something-else' }) }), 'body/registration_info/confirm_password', 'Password do not match!'],
  ['a phone without 10 digits', () => ({ registration_info: info({ phone_numbers: [{ type: 'cell', number: '555-0199' }] }) }), 'body/registration_info/phone_numbers/0/number', 'Please enter a 10 digit phone number'],
  ['no phone at all', () => ({ registration_info: info({ phone_numbers: [] }) }), 'body/registration_info/phone_numbers', 'Please enter a 10 digit phone number'],
  ['an empty full name', () => ({ registration_info: info({ full_name: '  ' }) }), 'body/registration_info/full_name', 'Value missing'],
  ['a malformed delivery ZIP', () => ({ delivery_address: { ...base().delivery_address, zipcode: '5401' } }), 'body/delivery_address/zipcode', 'Invalid delivery zipcode. Format: 12345 or 12345-6789'],
  ['an empty street', () => ({ delivery_address: { ...base().delivery_address, street1: '' } }), 'body/delivery_address/street1', 'Value missing'],
  ['a tank under 1 gallon', () => ({ tank_details: { ...base().tank_details, tank_size: 0.5 } }), 'body/tank_details/tank_size', 'Tank size must be at least 1 gallon'],
  ['no tank level (the demo tenant asks for it)', () => ({ tank_details: { tank_size: 275 } }), 'body/tank_details/tank_level', 'Value missing'],
  ['no tank location text', () => ({ tank_location: { location: 'indoor', description: ' ' } }), 'body/tank_location/description', 'Value missing'],
  ['gallons under the minimum', () => ({ fuel_order: { ...base().fuel_order, gallons: 10 } }), 'body/fuel_order/gallons', 'Minimum value 100'],
  ['gallons as words', () => ({ fuel_order: { ...base().fuel_order, gallons: 'ten' } }), 'body/fuel_order/gallons', 'Value should be numeric'],
  ['neither gallons nor fill', () => ({ fuel_order: { fill: false, product_name: 'Fuel Oil' } }), 'body/fuel_order/gallons', 'Value missing'],
  ['an unknown extra', () => ({ fuel_order: { ...base().fuel_order, extras: ['free-fuel'] } }), 'body/fuel_order/extras', 'Unknown extra "free-fuel"'],
  ['leave payment without saying where', () => ({ payment: { payment_type: 'location', data: { location: '' } } }), 'body/payment/data/location', 'Value missing'],
  ['a card number that fails Luhn', () => ({ payment: { ...signupCard(), data: { ...signupCard().data, card: { ...signupCard().data.card, cc_number: '4242424242424241' } } } }), 'body/payment/data/card/cc_number', 'Invalid card number'],
  ['a bad billing ZIP', () => ({ payment: { ...signupCard(), data: { ...signupCard().data, address: { ...signupCard().data.address, zipcode: 'ABC' } } } }), 'body/payment/data/address/zipcode', 'Invalid card zipcode'],
  ['a card without a billing address', () => ({ payment: { payment_type: 'credit_card', data: { account_holder: signupCard().data.account_holder, card: signupCard().data.card } } }), 'body/payment/data/address', 'Value missing'],
];

describe('POST /new-customer/register refuses bad input with the spec\'s messages, creating nothing', () => {
  it.each(refused)('%s', async (_name, change, path, message) => {
    const before = await counts();
    const res = await register({ ...base(), ...change() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await counts()).toEqual(before);
  });

  it('values outside the choice lists are refused by the schema (400)', async () => {
    const cases = [
      { registration_info: info({ account_type: 'castle_account' }) },
      { registration_info: info({ property_status: 'borrowed' }) },
      { tank_location: { location: 'underground', description: 'x' } },
      { tank_details: { ...base().tank_details, fuel_type: 'Whale Oil' } },
      { tank_details: { ...base().tank_details, fuel_uses: ['Sauna'] } },
      { tank_details: { ...base().tank_details, other_heat_sources: ['Dragon'] } },
      { payment: { payment_type: 'bitcoin' } },
      { fuel_order: { ...base().fuel_order, total_price: 0.01 } },
    ];
    for (const change of cases) expect((await register({ ...base(), ...change })).statusCode, JSON.stringify(change)).toBe(400);
  });

  it('hostile input never answers 5xx', async () => {
    const huge = 'x'.repeat(200_000);
    const nested: Record<string, unknown> = {};
    let node = nested;
    for (let i = 0; i < 500; i++) node = node.a = {} as Record<string, unknown>;
    const cases: unknown[] = [
      { ...base(), registration_info: info({ full_name: 'Pat\u0000Doe' }) },
      { ...base(), registration_info: info({ full_name: huge }) },
      { ...base(), tank_details: { ...base().tank_details, tank_size: 1e308 } },
      { ...base(), fuel_order: { ...base().fuel_order, gallons: 1e308 } },
      { ...base(), extra: nested },
      'not json',
      [],
    ];
    for (const body of cases) {
      const res = await register(body);
      expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    }
  });

  it('an extra answer to a field the tenant did not add is refused', async () => {
    const res = await register({ ...base(), extra: { favourite_colour: 'blue' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('INVALID_EXTRA');
  });
});
