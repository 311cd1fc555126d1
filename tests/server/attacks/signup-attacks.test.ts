/**
 * An adversary's signup (round-13 review): the browser bypassed. The service area must hold for
 * the address as a whole, racing submits must make one customer, hostile keys must not 5xx or
 * pollute.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { signupBody } from '../new-customer/signup-body';

let clock = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let n = 0;
const unique = () => `atk-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date(clock.getTime() + 2 * 60 * 60_000);
});

const register = (body: unknown, key: string = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/api/demo/new-customer/register', headers: { 'idempotency-key': key }, payload: body as object });
const usersWith = (email: string) => t.database.withTenant('demo', (db) => db.select().from(users).where(eq(users.email, email)));
const userCount = async () => (await t.database.withTenant('demo', (db) => db.select({ n: sql<number>`count(*)::int` }).from(users)))[0].n;

describe('signup outside the service area, browser bypassed', () => {
  it('refuses a served ZIP under the name of a state the tenant does not serve', async () => {
    // 05401 is Burlington, VT (served); the address claims California.
    const body = signupBody(unique(), { delivery_address: { street1: '1 Rodeo Dr', city: 'Beverly Hills', state: 'CA', zipcode: '05401', country: 'US' } });
    const users0 = await userCount();
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].path).toMatch(/^body\/delivery_address\/(state|zipcode)$/);
    expect(await userCount()).toBe(users0);
  });

  it('refuses a non-US country however it is spelled, and takes a ZIP+4 or padded ZIP of the area', async () => {
    for (const country of ['CA', 'CAN', 'MX']) {
      const res = await register(signupBody(unique(), { delivery_address: { street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country } }));
      expect(res.statusCode, country).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, country).toBeLessThan(500);
    }
    const plus4 = await register(signupBody(unique(), { delivery_address: { street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401-1234', country: 'USA' } }));
    expect(plus4.statusCode).toBe(201);
  });
});

describe('a first order bigger than the tank', () => {
  it('is refused at the gallons with the maximum the declared tank holds', async () => {
    const base = signupBody(unique());
    const body = { ...base, tank_details: { ...base.tank_details, tank_size: 200 }, fuel_order: { ...base.fuel_order, gallons: 5000 } };
    const users0 = await userCount();
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ path: 'body/fuel_order/gallons', message: 'Maximum value 200' });
    expect(await userCount()).toBe(users0);
  });
});

describe('gallons with more than 2 decimals', () => {
  it('are not numeric, sent as a number as much as typed as text', async () => {
    for (const gallons of [150.333333, '150.333333']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/demo/new-customer/price-fuel-order', payload: { item_type: 'fuel_order', item_contents: { gallons, product_name: 'Fuel Oil' } } });
      expect(res.statusCode, String(gallons)).toBe(422);
      expect(res.json().errors).toContainEqual({ path: 'body/item_contents/gallons', message: 'Value should be numeric' });
    }
  });
});

describe('racing submits', () => {
  it('the same email under two Idempotency-Keys at once makes one user (the others answered alike: a known email is no refusal)', async () => {
    const body = signupBody(unique());
    const answers = await Promise.all([register(body), register(body), register(body)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201]);
    expect(await usersWith(body.registration_info.email)).toHaveLength(1);
  });

  it('one Idempotency-Key with another body is refused, not replayed as the first', async () => {
    const key = randomUUID();
    const first = signupBody(unique());
    expect((await register(first, key)).statusCode).toBe(201);
    const second = signupBody(unique());
    const res = await register(second, key);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await usersWith(second.registration_info.email)).toHaveLength(0);
  });
});

describe('hostile keys', () => {
  it('__proto__ and constructor in extra and nested objects never 5xx and pollute nothing', async () => {
    const raw = (body: object, inject: string) => JSON.stringify(body).replace('"street1"', `${inject},"street1"`);
    const payloads = [
      raw(signupBody(unique()), '"__proto__":{"polluted":true}'),
      raw(signupBody(unique()), '"constructor":{"prototype":{"polluted":true}}'),
      JSON.stringify({ ...signupBody(unique()), extra: JSON.parse('{"__proto__":{"polluted":true}}') }),
      JSON.stringify({ ...signupBody(unique()), extra: [] }),
      JSON.stringify({ ...signupBody(unique()), tank_details: [] }),
    ];
    for (const payload of payloads) {
      const res = await t.app.inject({ method: 'POST', url: '/api/demo/new-customer/register', headers: { 'idempotency-key': randomUUID(), 'content-type': 'application/json' }, payload });
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
