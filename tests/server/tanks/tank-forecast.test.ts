/**
 * GET /accounts/{account_id}/tanks (issue 26): each tank's level, forecast and chart, checked on
 * tanks worked out by hand. The oil tank burns 10 gallons a day: deliveries of 100 gallons on
 * Jan 1, 11 and 21 (two intervals of 10 days, so ±30 %, the thin history's spread), 500 gallons,
 * a monitor read 40 % (200 gallons) at Jan 25 00:00, asked at Jan 26 00:00. To 25 % (125 gallons)
 * is 75 gallons: 7.5 days likely (Feb 1 12:00, 6 whole days from now), 75/13 = 5.77 soonest
 * (Jan 30), 75/7 = 10.71 latest (Feb 4). To empty, 200 gallons: 20 days (Feb 14, 19 days),
 * 200/13 = 15.38 (Feb 9, 14 days), 200/7 = 28.57 (Feb 22, 27 days).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { SEED_REFERENCE_DATE } from '../../../src/server/seed/ledger/calendar';
import { addTank, type AccountTanks } from './support';

let clock = new Date('2026-01-26T00:00:00Z');
let t: TestApp;
let customer: { key: string; accounts: string[] };
let admin: string;
let staff: string;

const OIL = 'FC-OIL-1';
const PROPANE = 'FC-LPG-1';
const ONE_FILL = 'FC-ONE-1';
const NO_SIZE = 'FC-NOSIZE-1';
const THREE_FILLS: [string, number][] = [
  ['2026-01-01', 100],
  ['2026-01-11', 100],
  ['2026-01-21', 100],
];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const login = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
  customer = { key: login.user_key, accounts: login.account_ids };
  admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staff = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  const accountId = customer.accounts[0];
  await addTank(t, { accountId, dropId: OIL, size: 500, fills: THREE_FILLS });
  await addTank(t, { accountId, dropId: PROPANE, size: 100, productType: 'Propane', fills: [['2026-01-05', 20], ['2026-01-15', 20]] });
  await addTank(t, { accountId, dropId: ONE_FILL, size: 300, fills: [['2026-01-20', 150]] });
  await addTank(t, { accountId, dropId: NO_SIZE, size: null, fills: THREE_FILLS });
  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/demo/tanks/readings',
    headers: { 'user-key': admin },
    payload: { readings: [{ tank_id: OIL, read_at: '2026-01-25T00:00:00Z', percent: 40 }] },
  });
  expect(posted.json()).toMatchObject({ stored: 1 });
});
afterAll(() => t?.close());

const tanksOf = async (accountId: string, key = customer.key, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${accountId}/tanks${query}`, headers: { 'user-key': key } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountTanks;
};
const tankOf = (answer: AccountTanks, id: string) => answer.tanks.find((tank) => tank.tank_id === id)!;
type Point = { at: string; kind: string; percent: number; gallons: number | null; source: string | null; band: { low: number; high: number } | null };

describe('a tank with a fresh monitor reading', () => {
  it('is read, with days and dates to the reorder level and to empty as ranges', async () => {
    const answer = await tanksOf(customer.accounts[0]);
    expect(answer).toMatchObject({ account_id: customer.accounts[0], as_of: '2026-01-26T00:00:00.000Z', reorder_percent: 25, chart_from: '2025-09-28' });
    const oil = tankOf(answer, OIL);
    expect(oil).toMatchObject({ drop_name: `Tank ${OIL}`, product_type: 'Fuel Oil', tank_size: 500, fill_limit_percent: 90, level_unknown_reason: null, forecast_unknown_reason: null });
    expect(oil.level).toEqual({
      kind: 'read',
      percent: { low: 40, likely: 40, high: 40 },
      gallons: { low: 200, likely: 200, high: 200 },
      basis: { kind: 'reading', at: '2026-01-25T00:00:00.000Z', percent: 40, source: 'monitor' },
      basis_age_days: 1,
      stale_reading: false,
    });
    expect(oil.reorder).toEqual({
      percent: 25,
      reached: false,
      days: { low: 4, likely: 6, high: 9 },
      dates: { low: '2026-01-30', likely: '2026-02-01', high: '2026-02-04' },
    });
    expect(oil.empty).toEqual({
      percent: 0,
      reached: false,
      days: { low: 14, likely: 19, high: 27 },
      dates: { low: '2026-02-09', likely: '2026-02-14', high: '2026-02-22' },
    });
    expect(oil.latest_reading).toMatchObject({ tank_id: OIL, read_at: '2026-01-25T00:00:00.000Z', percent: 40, source: 'monitor', channel: 'api' });
  });

  it('charts fills and the reading as marks, the estimate and the forecast as lines with their band', async () => {
    const points = tankOf(await tanksOf(customer.accounts[0]), OIL).points as Point[];
    expect(points.map((p) => p.at)).toEqual([...points.map((p) => p.at)].sort());
    expect(points.filter((p) => p.kind === 'fill')).toEqual(
      ['2026-01-01', '2026-01-11', '2026-01-21'].map((date) => ({ at: `${date}T00:00:00.000Z`, kind: 'fill', percent: 90, gallons: 450, source: null, band: null })),
    );
    const at = (instant: string) => points.filter((p) => p.at === instant);
    // At the reading: the line from the Jan 21 fill had reached 450 − 4 × 10 = 410 gallons (82 %),
    // 450 − 40 × 1.3 = 398 (79.6 %) to 450 − 40 × 0.7 = 422 (84.4 %); then the reading itself.
    expect(at('2026-01-25T00:00:00.000Z')).toEqual([
      { at: '2026-01-25T00:00:00.000Z', kind: 'estimate', percent: 82, gallons: 410, source: null, band: { low: 79.6, high: 84.4 } },
      { at: '2026-01-25T00:00:00.000Z', kind: 'reading', percent: 40, gallons: 200, source: 'monitor', band: null },
    ]);
    // Now, a day after the reading: 190 gallons (187 to 193).
    expect(at('2026-01-26T00:00:00.000Z')).toEqual([{ at: '2026-01-26T00:00:00.000Z', kind: 'estimate', percent: 38, gallons: 190, source: null, band: { low: 37.4, high: 38.6 } }]);
    expect(at('2026-01-27T00:00:00.000Z')).toEqual([{ at: '2026-01-27T00:00:00.000Z', kind: 'forecast', percent: 36, gallons: 180, source: null, band: { low: 34.8, high: 37.2 } }]);
    // Sixty days of forecast, the last one empty whatever the spread.
    expect(points.at(-1)).toEqual({ at: '2026-03-27T00:00:00.000Z', kind: 'forecast', percent: 0, gallons: 0, source: null, band: { low: 0, high: 0 } });
    // Before the first fill there is nothing to run a line from.
    expect(points[0]).toMatchObject({ at: '2026-01-01T00:00:00.000Z', kind: 'fill' });
  });
});

describe('a tank known only from its deliveries', () => {
  it('is estimated from its last fill at the product fill limit (propane 80 %)', async () => {
    // 2 gallons a day (20 over Jan 5–15); from 80 gallons on Jan 15, 11 days: 58 (51.4 to 64.6).
    // To 25 gallons: 55 gallons, 27.5 days likely (Feb 11), 55/2.6 = 21.15 (Feb 5), 55/1.4 = 39.29 (Feb 23).
    const propane = tankOf(await tanksOf(customer.accounts[0]), PROPANE);
    expect(propane).toMatchObject({ fill_limit_percent: 80, latest_reading: null });
    expect(propane.level).toEqual({
      kind: 'estimated',
      percent: { low: 51.4, likely: 58, high: 64.6 },
      gallons: { low: 51.4, likely: 58, high: 64.6 },
      basis: { kind: 'fill', at: '2026-01-15T00:00:00.000Z', percent: 80, source: null },
      basis_age_days: 11,
      stale_reading: false,
    });
    expect(propane.reorder).toEqual({ percent: 25, reached: false, days: { low: 10, likely: 16, high: 28 }, dates: { low: '2026-02-05', likely: '2026-02-11', high: '2026-02-23' } });
  });

  it('has no level and no forecast, only the reason, with one delivery or no stated size', async () => {
    const answer = await tanksOf(customer.accounts[0]);
    const oneFill = tankOf(answer, ONE_FILL);
    expect(oneFill).toMatchObject({ level: null, level_unknown_reason: 'no-usage', reorder: null, empty: null, forecast_unknown_reason: 'no-usage' });
    // The fill is still charted; no line runs from it without a usage.
    expect(oneFill.points).toEqual([{ at: '2026-01-20T00:00:00.000Z', kind: 'fill', percent: 90, gallons: 270, source: null, band: null }]);
    const noSize = tankOf(answer, NO_SIZE);
    expect(noSize).toMatchObject({ tank_size: null, level: null, level_unknown_reason: 'no-tank-size', reorder: null, empty: null, forecast_unknown_reason: 'no-tank-size' });
  });
});

describe('who reads the forecasts', () => {
  it('is the customer for their own accounts and staff who read accounts; another customer finds none', async () => {
    expect(tankOf(await tanksOf(customer.accounts[0], staff), OIL).reorder).toMatchObject({ days: { likely: 6 } });
    const other = await t.app.inject({ method: 'GET', url: '/api/demo/accounts/100015/tanks', headers: { 'user-key': customer.key } });
    expect(other.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/demo/accounts/NO-SUCH/tanks', headers: { 'user-key': staff } });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${customer.accounts[0]}/tanks` })).statusCode).toBe(401);
    for (const query of ['?chart_days=0', '?chart_days=100000', '?chart_days=abc']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${customer.accounts[0]}/tanks${query}`, headers: { 'user-key': customer.key } });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe("the demo customer's seeded tanks", () => {
  it('hold one tank a monitor reports on and others known from their deliveries only', async () => {
    clock = new Date(SEED_REFERENCE_DATE);
    // Months after the other tests' sessions: signed in afresh.
    const key = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
    const answers = [];
    for (const id of customer.accounts) answers.push(await tanksOf(id, key));
    const tanks = answers.flatMap((a) => a.tanks).filter((tank) => !String(tank.tank_id).startsWith('FC-'));
    const monitored = tanks.filter((tank) => tank.latest_reading !== null);
    expect(monitored).toHaveLength(1);
    const [read] = monitored as { latest_reading: { percent: number; source: string; channel: string }; level: { kind: string; percent: { likely: number } } }[];
    expect(read.latest_reading).toMatchObject({ source: 'monitor', channel: 'import' });
    expect(read.level).toMatchObject({ kind: 'read', percent: { likely: read.latest_reading.percent } });
    const estimated = tanks.filter((tank) => tank.latest_reading === null && (tank.level as { kind: string } | null)?.kind === 'estimated');
    expect(estimated.length).toBeGreaterThan(0);
    expect(estimated[0].level).toMatchObject({ basis: { kind: 'fill', source: null } });
    clock = new Date('2026-01-26T00:00:00Z');
  });
});

describe("the tenant's reorder level", () => {
  it('is a setting: at 40 % the oil tank (read 40 %) is there already', async () => {
    const saved = await t.app.inject({ method: 'POST', url: '/api/demo/settings', headers: { 'user-key': admin }, payload: { tank_forecast: { reorder_percent: 40 } } });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const answer = await tanksOf(customer.accounts[0]);
    expect(answer.reorder_percent).toBe(40);
    expect(tankOf(answer, OIL).reorder).toEqual({
      percent: 40,
      reached: true,
      days: { low: 0, likely: 0, high: 0 },
      dates: { low: '2026-01-26', likely: '2026-01-26', high: '2026-01-26' },
    });
    // The fill limits keep their defaults.
    expect(tankOf(answer, PROPANE).fill_limit_percent).toBe(80);
  });
});
