/**
 * Readings coming in (issue 26): a customer's reading of their own tank (owner-checked, sent as
 * the event tank.reading_added once), a monitor vendor's batch with a tenant API key (scope
 * readings:write, refused one by one, idempotent), hostile input answered 4xx, and another
 * tenant reaching none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { events, tankReadings } from '../../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { undocumentedEvents } from '../support/event-schemas';
import { addTank } from './support';

let clock = new Date('2026-03-10T15:00:00Z');
let t: TestApp;
let customer: { key: string; userId: number; accounts: string[] };
let admin: string;
let staff: string;
const OWN_TANK = 'RD-OWN-1';
const SECOND_ACCOUNT_TANK = 'RD-OWN-2';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const login = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
  customer = { key: login.user_key, userId: login.user_id, accounts: login.account_ids };
  admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staff = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  await addTank(t, { accountId: customer.accounts[0], dropId: OWN_TANK, size: 275, fills: [] });
  await addTank(t, { accountId: customer.accounts[1], dropId: SECOND_ACCOUNT_TANK, size: 500, fills: [] });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string>, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}${url}`, headers, payload: payload as object });
const readingOf = (account: string, tank: string, payload: unknown, key = customer.key) => post(`/accounts/${account}/tanks/${tank}/readings`, payload, { 'user-key': key });
const stored = (dropId: string) => t.database.withTenant('demo', (db) => db.select().from(tankReadings).where(eq(tankReadings.dropId, dropId)));
const eventsOf = (dropId: string) =>
  t.database.withTenant('demo', async (db) => (await db.select().from(events).where(eq(events.type, 'tank.reading_added')).orderBy(asc(events.seq))).filter((e) => e.data.tank_id === dropId));

async function apiKey(scopes: string[], tenant = 'demo'): Promise<string> {
  const key = (await loginAs(t.app, tenant, 'admin@demo.test')).body.user_key;
  const response = await t.app.inject({ method: 'POST', url: `/api/${tenant}/integrations/api-keys`, headers: { 'user-key': key }, payload: { name: `Monitor ${scopes.join(' ')}`, scopes } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { secret: string }).secret;
}

describe("a customer's reading of their tank", () => {
  it('is stored as read now, entered by them, and sent as one event; the same reading again changes nothing', async () => {
    const first = await readingOf(customer.accounts[0], OWN_TANK, { percent: 62.5 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      tank_id: OWN_TANK,
      account_id: customer.accounts[0],
      read_at: '2026-03-10T15:00:00.000Z',
      percent: 62.5,
      source: 'customer',
      channel: 'portal',
      entered_by_user_id: customer.userId,
      stored_at: '2026-03-10T15:00:00.000Z',
    });
    const again = await readingOf(customer.accounts[0], OWN_TANK, { percent: 62.5, read_at: '2026-03-10T15:00:00Z' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await stored(OWN_TANK)).toHaveLength(1);
    const sent = await eventsOf(OWN_TANK);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ accountId: customer.accounts[0], data: { tank_id: OWN_TANK, drop_name: `Tank ${OWN_TANK}`, percent: 62.5, source: 'customer', read_at: '2026-03-10T15:00:00.000Z', entered_by_user_id: customer.userId } });
    expect(await undocumentedEvents(t.database, 'demo')).toEqual([]);
  });

  it('replaces the percent read at the same instant, and keeps readings of other instants', async () => {
    const at = '2026-03-09T08:00:00Z';
    expect((await readingOf(customer.accounts[0], OWN_TANK, { percent: 70, read_at: at })).statusCode).toBe(201);
    const changed = await readingOf(customer.accounts[0], OWN_TANK, { percent: 65, read_at: at });
    expect(changed.json()).toMatchObject({ percent: 65, read_at: '2026-03-09T08:00:00.000Z' });
    const rows = await stored(OWN_TANK);
    expect(rows.map((r) => [r.readAt.toISOString(), r.percent]).sort()).toEqual([
      ['2026-03-09T08:00:00.000Z', 65],
      ['2026-03-10T15:00:00.000Z', 62.5],
    ]);
    // Stored, then changed: two events for that instant.
    expect((await eventsOf(OWN_TANK)).filter((e) => e.data.read_at === '2026-03-09T08:00:00.000Z').map((e) => e.data.percent)).toEqual([70, 65]);
  });

  it("reaches only the customer's own accounts and that account's own tanks", async () => {
    // Another customer's account looks like none.
    const foreignAccount = await readingOf('100015', OWN_TANK, { percent: 50 });
    expect(foreignAccount.statusCode).toBe(404);
    // The customer's second account with the first account's tank: not that account's tank.
    const wrongAccount = await readingOf(customer.accounts[1], OWN_TANK, { percent: 50 });
    expect(wrongAccount.statusCode).toBe(404);
    expect(wrongAccount.json()).toMatchObject({ error_code: 'NOT_FOUND' });
    expect((await readingOf(customer.accounts[0], 'NO-SUCH-TANK', { percent: 50 })).statusCode).toBe(404);
    expect((await readingOf(customer.accounts[0], OWN_TANK, { percent: 50 }, '')).statusCode).toBe(401);
  });

  it('staff enter one for a customer with accounts:update only', async () => {
    expect((await readingOf(customer.accounts[1], SECOND_ACCOUNT_TANK, { percent: 30 }, staff)).statusCode).toBe(403);
    clock = new Date(clock.getTime() + 60_000);
    const entered = await readingOf(customer.accounts[1], SECOND_ACCOUNT_TANK, { percent: 30 }, admin);
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json()).toMatchObject({ source: 'customer', channel: 'portal', percent: 30 });
    expect(entered.json().entered_by_user_id).not.toBe(customer.userId);
  });

  it('refuses a reading dated in the future or over a year ago, and hostile input, with 4xx', async () => {
    const future = await readingOf(customer.accounts[0], OWN_TANK, { percent: 50, read_at: '2026-03-10T15:10:00Z' });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({ error_code: 'READING_IN_FUTURE' });
    const old = await readingOf(customer.accounts[0], OWN_TANK, { percent: 50, read_at: '1000-01-01T00:00:00Z' });
    expect(old.statusCode).toBe(422);
    expect(old.json()).toMatchObject({ error_code: 'READING_TOO_OLD', errors: [{ path: 'body/read_at' }] });
    // A clock a few minutes ahead is no future reading.
    expect((await readingOf(customer.accounts[0], OWN_TANK, { percent: 50, read_at: '2026-03-10T15:02:00Z' })).statusCode).toBe(201);
    for (const body of [{ percent: 1e308 }, { percent: -1 }, { percent: '40' }, { percent: 40, read_at: 'yesterday' }, { percent: 40, read_at: '0000-01-01T00:00:00Z' }, { percent: 40, read_at: '2026-03-09T23:59:60Z' }, { percent: 40, read_at: '2026-02-30T08:00:00Z' }, { percent: 40, note: 'x' }, {}]) {
      const response = await readingOf(customer.accounts[0], OWN_TANK, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const nul = await t.app.inject({
      method: 'POST',
      url: `/api/demo/accounts/${customer.accounts[0]}/tanks/${OWN_TANK}/readings`,
      headers: { 'user-key': customer.key, 'content-type': 'application/json' },
      payload: '{"percent":40,"read_at":"2026-03-10T10:00:00Z\\u0000"}',
    });
    expect(nul.statusCode).toBe(400);
    const nulInPath = await readingOf(customer.accounts[0], 'bad%00id', { percent: 40 });
    expect(nulInPath.statusCode).toBeGreaterThanOrEqual(400);
    expect(nulInPath.statusCode).toBeLessThan(500);
  });
});

describe("a monitor vendor's readings", () => {
  it('are stored with a readings:write key; unknown tanks and future readings are refused one by one; a repeat is unchanged', async () => {
    const secret = await apiKey(['readings:write']);
    const batch = {
      readings: [
        { tank_id: OWN_TANK, read_at: '2026-03-08T06:00:00Z', percent: 71.25 },
        { tank_id: 'NOT-A-TANK', read_at: '2026-03-08T06:00:00Z', percent: 50 },
        { tank_id: SECOND_ACCOUNT_TANK, read_at: '2026-03-08T06:00:00Z', percent: 44 },
        { tank_id: OWN_TANK, read_at: '2026-04-01T06:00:00Z', percent: 10 },
        { tank_id: OWN_TANK, read_at: '2025-03-01T06:00:00Z', percent: 80 },
      ],
    };
    const first = await post('/tanks/readings', batch, { authorization: `Bearer ${secret}` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      stored: 2,
      unchanged: 0,
      refused: [
        { index: 1, tank_id: 'NOT-A-TANK', error_code: 'UNKNOWN_TANK', message: 'No tank has the id NOT-A-TANK.' },
        { index: 3, tank_id: OWN_TANK, error_code: 'READING_IN_FUTURE', message: 'A reading cannot be dated in the future.' },
        { index: 4, tank_id: OWN_TANK, error_code: 'READING_TOO_OLD', message: 'A reading more than a year old cannot be entered.' },
      ],
    });
    const again = await post('/tanks/readings', batch, { authorization: `Bearer ${secret}` });
    expect(again.json()).toMatchObject({ stored: 0, unchanged: 2 });
    const rows = await t.database.withTenant('demo', (db) => db.select().from(tankReadings).where(and(eq(tankReadings.dropId, OWN_TANK), eq(tankReadings.source, 'monitor'))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountId: customer.accounts[0], percent: 71.25, channel: 'api', externalId: null });
    expect(rows[0].apiKeyId).toEqual(expect.any(Number));
    // A monitor's reading at the very instant of a customer's is another reading (another source).
    const sameInstant = await post('/tanks/readings', { readings: [{ tank_id: OWN_TANK, read_at: '2026-03-10T15:00:00Z', percent: 60 }] }, { authorization: `Bearer ${secret}` });
    expect(sameInstant.json()).toMatchObject({ stored: 1 });
    expect((await stored(OWN_TANK)).filter((r) => r.readAt.toISOString() === '2026-03-10T15:00:00.000Z').map((r) => r.source).sort()).toEqual(['customer', 'monitor']);
    // Monitor readings are the supplier's own data: no event.
    expect((await eventsOf(OWN_TANK)).every((e) => e.data.source === 'customer')).toBe(true);
  });

  it('refuses a key without the scope (403), any other key and a customer (401/403)', async () => {
    const importer = await apiKey(['import:write', 'events:read']);
    const refused = await post('/tanks/readings', { readings: [{ tank_id: OWN_TANK, read_at: '2026-03-01T06:00:00Z', percent: 50 }] }, { authorization: `Bearer ${importer}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'API_KEY_SCOPE' });
    const monitorKey = await apiKey(['readings:write']);
    // A readings key is no key to anything else.
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/events', headers: { authorization: `Bearer ${monitorKey}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${customer.accounts[0]}/tanks`, headers: { authorization: `Bearer ${monitorKey}` } })).statusCode).toBe(401);
    expect((await post('/tanks/readings', { readings: [{ tank_id: OWN_TANK, read_at: '2026-03-01T06:00:00Z', percent: 50 }] }, { 'user-key': customer.key })).statusCode).toBe(403);
    expect((await post('/tanks/readings', { readings: [] }, {})).statusCode).toBe(401);
  });

  it('answers hostile batches with 4xx, never 5xx', async () => {
    const secret = await apiKey(['readings:write']);
    const headers = { authorization: `Bearer ${secret}` };
    const one = (reading: object) => post('/tanks/readings', { readings: [reading] }, headers);
    const cases = [
      await one({ tank_id: OWN_TANK, read_at: '2026-03-01T06:00:00Z', percent: 1e308 }),
      await one({ tank_id: OWN_TANK, read_at: '2026-03-01T06:00:00Z', percent: -0.5 }),
      await one({ tank_id: 'TANK\u0000', read_at: '2026-03-01T06:00:00Z', percent: 50 }),
      await one({ tank_id: 'x'.repeat(41), read_at: '2026-03-01T06:00:00Z', percent: 50 }),
      await one({ tank_id: OWN_TANK, read_at: '99999-01-01T00:00:00Z', percent: 50 }),
      await one({ tank_id: OWN_TANK, percent: 50 }),
      // A leap second passes the date-time format; no clock shows it.
      await one({ tank_id: OWN_TANK, read_at: '2026-03-01T23:59:60Z', percent: 50 }),
      await post('/tanks/readings', { readings: [] }, headers),
      await post('/tanks/readings', { readings: Array.from({ length: 1001 }, (_, i) => ({ tank_id: OWN_TANK, read_at: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(), percent: 50 })) }, headers),
      await post('/tanks/readings', { readings: 'all of them' }, headers),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
    }
    expect(cases.slice(0, 2).map((r) => r.statusCode)).toEqual([400, 400]);
    // A request far over any batch: refused by size before anything reads it.
    const huge = await t.app.inject({ method: 'POST', url: '/api/demo/tanks/readings', headers: { ...headers, 'content-type': 'application/json' }, payload: `{"readings":[${'{"tank_id":"A","read_at":"2026-03-01T06:00:00Z","percent":5},'.repeat(40_000)}{}]}` });
    expect(huge.statusCode).toBe(413);
  });
});

describe('another tenant', () => {
  it("reaches neither the tanks nor the readings of this one, and this one's key is nothing there", async () => {
    const cleangasKey = await apiKey(['readings:write'], 'cleangas');
    // Its key here is unknown; its readings of this tenant's tank ids are of no tank it has.
    expect((await post('/tanks/readings', { readings: [{ tank_id: OWN_TANK, read_at: '2026-03-01T06:00:00Z', percent: 50 }] }, { authorization: `Bearer ${cleangasKey}` })).statusCode).toBe(401);
    const there = await post('/tanks/readings', { readings: [{ tank_id: OWN_TANK, read_at: '2026-03-01T06:00:00Z', percent: 50 }] }, { authorization: `Bearer ${cleangasKey}` }, 'cleangas');
    expect(there.json()).toMatchObject({ stored: 0, refused: [{ index: 0, error_code: 'UNKNOWN_TANK' }] });
    const cleangasCustomer = (await loginAs(t.app, 'cleangas', 'customer@demo.test')).body.user_key;
    // The other tenant's demo customer has an account of the same number: theirs, without this tenant's tank or readings.
    const tanks = await t.app.inject({ method: 'GET', url: `/api/cleangas/accounts/${customer.accounts[0]}/tanks`, headers: { 'user-key': cleangasCustomer } });
    expect(tanks.statusCode).toBe(200);
    const theirs = (tanks.json() as { tanks: { tank_id: string; latest_reading: { percent: number } | null }[] }).tanks;
    expect(theirs.map((tank) => tank.tank_id)).not.toContain(OWN_TANK);
    expect(theirs.some((tank) => [62.5, 65, 71.25, 60].includes(tank.latest_reading?.percent ?? -1))).toBe(false);
    expect((await readingOf(customer.accounts[0], OWN_TANK, { percent: 40 }, cleangasCustomer)).statusCode).toBe(401);
    const seen = await t.database.withTenant('cleangas', (db) => db.select().from(tankReadings).where(eq(tankReadings.dropId, OWN_TANK)));
    expect(seen).toEqual([]);
  });
});
