/**
 * Price transparency (issue 26): today's posted price per product and per tank (a fixed price says
 * so), a product's history, and price alerts — validated, the caller's own, and fired once per
 * crossing after an import. The demo seeds posted prices on the 1st and 15th of each month (FO2 on
 * Nov 1 2026: $3.709; on Nov 15 2025: $3.847) and the demo customer's alert: FO2 at or below $3.499.
 * The demo customer's tanks: 100001-1 takes FO2 (not fixed), 100008-1 LP at a fixed $3.184 until
 * Jun 30 2027.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantConfigs } from '../../../src/server/config/tenant-configs';
import { events, outbox, postedPrices, priceAlerts, users } from '../../../src/server/db/schema';
import { startPeriodicJobs } from '../../../src/server/jobs/periodic-jobs';
import { checkTenantPriceAlerts, priceAlertJob } from '../../../src/server/prices/price-alert-check';
import { defaultServices } from '../../../src/server/services';
import { publishDocument, rollBack } from '../support/config-documents';
import { undocumentedEvents } from '../support/event-schemas';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { importFile, ndjson } from '../imports/support';

let clock = new Date('2026-11-28T15:00:00Z');
let t: TestApp;
let customer: string;
let staff: string;
let admin: string;
const CUSTOMER = 'customer@demo.test';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, key: string | undefined, payload?: unknown, tenant = 'demo') =>
  t.app.inject({ method, url: `/api/${tenant}${url}`, headers: key ? { 'user-key': key } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const alertMails = async () => {
  await t.app.mailOutbox.drain();
  return t.database.withTenant('demo', (db) => db.select().from(outbox).where(and(eq(outbox.to, CUSTOMER), like(outbox.subject, '%gal%'))).orderBy(outbox.id));
};
const alertEvents = () => t.database.withTenant('demo', (db) => db.select().from(events).where(eq(events.type, 'price.alert_triggered')).orderBy(events.seq));
const fo2 = (id: string, price: number, day: string) => ({ kind: 'price', external_id: id, product_code: 'FO2', product_name: '#2 Heating Oil', product_type: 'Fuel Oil', price, effective_date: day });

/** Moves the clock to a later day, signed in again (sessions end an hour after the last call). */
async function signIn(at?: string) {
  if (at) clock = new Date(at);
  customer = (await loginAs(t.app, 'demo', CUSTOMER)).body.user_key;
  staff = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await signIn();
  await t.database.withTenant('demo', (db) => db.update(users).set({ notificationChoices: { delivery_reminders: { email: true, text: false } }, locale: 'en' }).where(eq(users.email, CUSTOMER)));
});
afterAll(() => t?.close());

describe('GET /prices', () => {
  it("answers today's posted price per product, and per tank what applies: the posted price, or the fixed one", async () => {
    const response = await call('GET', '/prices', customer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ shown: true, day: '2026-11-28' });
    expect(body.prices.map((p: { product_code: string }) => p.product_code).sort()).toEqual(['FO2', 'K1', 'LP', 'ULSD']);
    expect(body.prices).toContainEqual({ product_code: 'FO2', product_name: '#2 Heating Oil', product_type: 'Fuel Oil', price: 3.709, effective_date: '2026-11-01' });
    expect(body.tanks).toContainEqual(expect.objectContaining({ account_id: '100001', tank_id: '100001-1', basis: 'posted', price: 3.709, effective_date: '2026-11-01', end_date: null }));
    expect(body.tanks).toContainEqual(expect.objectContaining({ account_id: '100008', tank_id: '100008-1', basis: 'fixed', price: 3.184, end_date: '2027-06-30' }));
  });

  it("gives each tank of the account list the price it is charged today: the posted one, or the fixed one inside its window", async () => {
    const accounts = (await call('GET', '/accounts/for-user', customer)).json() as { locations: { drops: { drop_id: string; price: number }[] }[] }[];
    const priceOf = (id: string) => accounts.flatMap((a) => a.locations.flatMap((l) => l.drops)).find((d) => d.drop_id === id)?.price;
    expect(priceOf('100001-1')).toBe(3.709);
    expect(priceOf('100008-1')).toBe(3.184);
    // Staff's view of one account says the same.
    const detail = (await call('GET', '/accounts/100001', staff)).json() as { locations: { drops: { drop_id: string; price: number }[] }[] };
    expect(detail.locations.flatMap((l) => l.drops).find((d) => d.drop_id === '100001-1')?.price).toBe(3.709);
  });

  it('has no tanks for staff, and is refused without a session', async () => {
    expect((await call('GET', '/prices', staff)).json().tanks).toEqual([]);
    expect((await call('GET', '/prices', undefined)).statusCode).toBe(401);
  });
});

describe('GET /prices/{product_code}/history', () => {
  it('starts with the price that held a year ago, then one point per effective date', async () => {
    const body = (await call('GET', '/prices/FO2/history', customer)).json();
    expect(body).toMatchObject({ product_code: 'FO2', product_name: '#2 Heating Oil', from: '2025-11-28', to: '2026-11-28' });
    expect(body.points[0]).toEqual({ effective_date: '2025-11-28', price: 3.847 });
    expect(body.points.at(-1)).toEqual({ effective_date: '2026-11-01', price: 3.709 });
    expect(body.points).toHaveLength(24);
    // Three years back, the history starts where the prices do.
    expect((await call('GET', '/prices/FO2/history?months=36', customer)).json().points[0]).toEqual({ effective_date: '2025-11-01', price: 3.893 });
  });

  it('is 404 for a product with no posted price, and 400 for a period out of bounds, never a 5xx', async () => {
    expect((await call('GET', '/prices/NOPE/history', customer)).statusCode).toBe(404);
    // A product code is matched whole: % and _ are no wildcards.
    for (const code of ['%25', 'FO_', 'F%25', '_O2']) expect((await call('GET', `/prices/${code}/history`, customer)).statusCode, code).toBe(404);
    expect((await call('GET', '/prices/FO2/history?months=1.5', customer)).statusCode).toBe(400);
    for (const months of ['0', '37', 'x', '1e308', '-1']) expect((await call('GET', `/prices/FO2/history?months=${months}`, customer)).statusCode, months).toBe(400);
    expect((await call('GET', `/prices/${'A'.repeat(41)}/history`, customer)).statusCode).toBe(400);
    expect((await call('GET', '/prices/FO%002/history', customer)).statusCode).toBe(400);
  });
});

describe('price alerts', () => {
  it("lists the customer's seeded alert, armed", async () => {
    const body = (await call('GET', '/price-alerts', customer)).json();
    expect(body).toEqual([expect.objectContaining({ product_code: 'FO2', product_name: '#2 Heating Oil', threshold: 3.499, armed: true, last_triggered_at: null })]);
  });

  it('creates an alert armed when the price is above it, disarmed when it is already there', async () => {
    const above = await call('POST', '/prices/FO2/alerts', customer, { threshold: 3.6 });
    expect(above.statusCode).toBe(201);
    expect(above.json()).toMatchObject({ product_code: 'FO2', threshold: 3.6, armed: true });
    const already = await call('POST', '/prices/FO2/alerts', customer, { threshold: 3.8 });
    expect(already.json()).toMatchObject({ armed: false });
    for (const id of [above.json().alert_id, already.json().alert_id]) expect((await call('DELETE', `/price-alerts/${id}`, customer)).statusCode).toBe(204);
  });

  it('starts disarmed when the threshold as stored is the price: 3.70899 is kept as $3.709, today\'s price', async () => {
    const made = await call('POST', '/prices/FO2/alerts', customer, { threshold: 3.70899 });
    expect(made.statusCode).toBe(201);
    expect((await call('DELETE', `/price-alerts/${made.json().alert_id}`, customer)).statusCode).toBe(204);
    expect(made.json()).toMatchObject({ threshold: 3.709, armed: false });
  });

  it('refuses an unknown product, a threshold out of bounds and hostile input, never with a 5xx', async () => {
    for (const code of ['%25', 'FO_']) expect((await call('POST', `/prices/${code}/alerts`, customer, { threshold: 3 })).json(), code).toMatchObject({ error_code: 'UNKNOWN_PRODUCT' });
    const unknown = await call('POST', '/prices/NOPE/alerts', customer, { threshold: 3 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error_code: 'UNKNOWN_PRODUCT' });
    for (const threshold of [0, -1, 0.001, 100.01, 1e308, '3.5x', 'NaN', 'Infinity', '1e308', null, [3], true]) {
      expect((await call('POST', '/prices/FO2/alerts', customer, { threshold })).statusCode, String(threshold)).toBe(400);
    }
    const hostile: [string, unknown][] = [
      ['/prices/FO%002/alerts', { threshold: 3 }],
      [`/prices/${'X'.repeat(41)}/alerts`, { threshold: 3 }],
      ['/prices/FO2/alerts', { threshold: 3, product_code: 'LP' }],
      ['/prices/FO2/alerts', { threshold: { a: { b: { c: {} } } } }],
      ['/prices/FO2/alerts', { threshold: 3, note: 'x'.repeat(100_000) }],
      ['/prices/FO2/alerts', {}],
    ];
    for (const [url, body] of hostile) expect((await call('POST', url, customer, body)).statusCode, url).toBe(400);
    const huge = await call('POST', '/prices/FO2/alerts', customer, { threshold: 3, note: 'F'.repeat(10_000_000) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });

  it('caps a customer at 10 alerts', async () => {
    const made: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const response = await call('POST', '/prices/K1/alerts', customer, { threshold: 1 + i / 10 });
      expect(response.statusCode).toBe(201);
      made.push(response.json().alert_id);
    }
    const eleventh = await call('POST', '/prices/K1/alerts', customer, { threshold: 2 });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json()).toMatchObject({ error_code: 'TOO_MANY_PRICE_ALERTS', detail: 'You can have at most 10 price alerts: delete one first.' });
    for (const id of made) await call('DELETE', `/price-alerts/${id}`, customer);
    expect((await call('GET', '/price-alerts', customer)).json()).toHaveLength(1);
  });

  it('caps a customer at 10 alerts under alerts sent at once too', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => call('POST', '/prices/K1/alerts', customer, { threshold: 1 + i / 10 })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(9);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(3);
    for (const made of answers.filter((a) => a.statusCode === 201)) await call('DELETE', `/price-alerts/${made.json().alert_id}`, customer);
    expect((await call('GET', '/price-alerts', customer)).json()).toHaveLength(1);
  });

  it("deletes only the caller's own: another user's alert, or none, is 404", async () => {
    const [seeded] = (await call('GET', '/price-alerts', customer)).json();
    expect((await call('DELETE', `/price-alerts/${seeded.alert_id}`, staff)).statusCode).toBe(404);
    expect((await call('DELETE', `/price-alerts/${seeded.alert_id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/price-alerts/2147483647', customer)).statusCode).toBe(404);
    expect((await call('DELETE', '/price-alerts/0', customer)).statusCode).toBe(400);
    expect((await call('GET', '/price-alerts', staff)).json()).toEqual([]);
    expect((await call('GET', '/price-alerts', customer)).json()).toHaveLength(1);
  });

  it("shows no other tenant's prices or alerts", async () => {
    expect(await importFile(t.app, admin, ndjson({ kind: 'price', external_id: 'PX-1', product_code: 'PX-DEMO', product_name: 'Demo only', price: 2.5, effective_date: '2026-11-01' }))).toMatchObject({ status: 'succeeded', rows_applied: 1 });
    const other = (await loginAs(t.app, 'cleangas', CUSTOMER)).body.user_key;
    expect((await call('GET', '/prices', other, undefined, 'cleangas')).json().prices.map((p: { product_code: string }) => p.product_code)).not.toContain('PX-DEMO');
    expect((await call('GET', '/prices/PX-DEMO/history', other, undefined, 'cleangas')).statusCode).toBe(404);
    expect((await call('POST', '/prices/PX-DEMO/alerts', other, { threshold: 3 }, 'cleangas')).statusCode).toBe(422);
    const theirs = (await call('GET', '/price-alerts', other, undefined, 'cleangas')).json();
    expect(theirs.map((a: { threshold: number }) => a.threshold)).toEqual([3.499]);
    const [ours] = (await call('GET', '/price-alerts', customer)).json();
    // Ids are drawn from one sequence: a demo alert's id names none of cleangas'.
    expect(theirs[0].alert_id).not.toBe(ours.alert_id);
    expect((await call('DELETE', `/price-alerts/${ours.alert_id}`, other, undefined, 'cleangas')).statusCode).toBe(404);
    expect((await call('GET', '/price-alerts', customer)).json()).toHaveLength(1);
  });
});

describe('a user deleted by staff', () => {
  it('takes their price alerts with them: none is left to fire for nobody', async () => {
    const email = 'alerting-user@demo.test';
    expect((await call('POST', '/users', admin, { email, first_name: 'Jo', last_name: 'Alert', role: 'User', password: 'A-good-password', confirmed: true })).statusCode).toBe(201);
    const login = await loginAs(t.app, 'demo', email, 'A-good-password');
    const made = await call('POST', '/prices/FO2/alerts', login.body.user_key, { threshold: 3.5 });
    expect(made.statusCode).toBe(201);
    expect((await call('DELETE', `/users/${encodeURIComponent(email)}`, admin)).statusCode).toBe(204);
    const left = await t.database.withTenant('demo', (db) => db.select().from(priceAlerts).where(eq(priceAlerts.userId, login.body.user_id)));
    expect(left).toEqual([]);
  });
});

describe('an import that brings the price to an alert', () => {
  it('fires once: a mail to the customer and the event price.alert_triggered', async () => {
    expect(await importFile(t.app, admin, ndjson(fo2('PA-1128', 3.399, '2026-11-28')))).toMatchObject({ status: 'succeeded', rows_applied: 1 });
    const [mail, ...more] = await alertMails();
    expect(more).toEqual([]);
    expect(mail.subject).toBe('#2 Heating Oil is at $3.399 a gallon');
    expect(mail.text).toContain('The posted price of #2 Heating Oil is $3.399 a gallon from 11/28/2026, at or below the $3.499 you asked us to watch for.');
    expect(mail.text).toContain('/products');
    const [event, ...others] = await alertEvents();
    expect(others).toEqual([]);
    expect(event.data).toMatchObject({ product_code: 'FO2', product_name: '#2 Heating Oil', threshold: 3.499, price: 3.399, effective_date: '2026-11-28', triggered_at: clock.toISOString() });
    expect(await undocumentedEvents(t.database, 'demo')).toEqual([]);
    expect((await call('GET', '/price-alerts', customer)).json()[0]).toMatchObject({ armed: false, last_triggered_price: 3.399, last_triggered_at: clock.toISOString() });
  });

  it('does not fire again for a second import at the same price', async () => {
    expect(await importFile(t.app, admin, ndjson(fo2('PA-1128-B', 3.399, '2026-11-28')))).toMatchObject({ status: 'succeeded', rows_applied: 1 });
    expect(await alertMails()).toHaveLength(1);
    expect(await alertEvents()).toHaveLength(1);
  });

  it('re-arms when the price goes back above, and fires again when it falls, in the language the customer reads', async () => {
    await signIn('2026-11-29T15:00:00Z');
    await importFile(t.app, admin, ndjson(fo2('PA-1129', 3.599, '2026-11-29')));
    expect(await alertMails()).toHaveLength(1);
    expect((await call('GET', '/price-alerts', customer)).json()[0]).toMatchObject({ armed: true });
    await t.database.withTenant('demo', (db) => db.update(users).set({ locale: 'es' }).where(eq(users.email, CUSTOMER)));
    await signIn('2026-11-30T15:00:00Z');
    await importFile(t.app, admin, ndjson(fo2('PA-1130', 3.449, '2026-11-30')));
    const mails = await alertMails();
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('#2 Heating Oil está a $3.449 el galón');
    expect(await alertEvents()).toHaveLength(2);
    const [row] = await t.database.withTenant('demo', (db) => db.select().from(priceAlerts));
    expect(row).toMatchObject({ armed: false, lastTriggeredPrice: 3.449 });
  });
});

/** The hourly check as one API process runs it, at the test's clock: what it fired. */
async function runHourly(): Promise<number | 'skipped'> {
  const now = () => clock;
  const jobs = startPeriodicJobs(t.database, [priceAlertJob(t.database, defaultServices(t.database, { now }), t.tenants, new TenantConfigs(0))], { now, tenantIds: () => ['demo'], onError: (_job, error) => { throw error; }, timers: false });
  const [run] = await jobs.runAll();
  await jobs.stop();
  return run.outcome;
}

describe('a price posted ahead for a later day', () => {
  it('changes nothing until its day; the hourly check then re-arms the alert, and fires it on a later fall', async () => {
    // Nov 30: the alert is disarmed at $3.449. Posted now: $3.599 from Dec 1 and $3.399 from Dec 2.
    await importFile(t.app, admin, ndjson(fo2('PA-1201', 3.599, '2026-12-01'), fo2('PA-1202', 3.399, '2026-12-02')));
    expect((await call('GET', '/price-alerts', customer)).json()[0]).toMatchObject({ armed: false });
    clock = new Date('2026-12-01T15:00:00Z');
    expect(await runHourly()).toBe(0);
    const [rearmed] = await t.database.withTenant('demo', (db) => db.select().from(priceAlerts));
    expect(rearmed.armed).toBe(true);
    clock = new Date('2026-12-02T15:00:00Z');
    expect(await runHourly()).toBe(1);
    expect(await runHourly()).toBe(0);
    expect(await alertMails()).toHaveLength(3);
    expect((await alertEvents()).at(-1)!.data).toMatchObject({ price: 3.399, effective_date: '2026-12-02' });
    await signIn();
  });
});

describe('two checks at once', () => {
  it('fire an alert once: one claims it, the other finds it disarmed', async () => {
    // Dec 2: the alert fired at $3.399. Dec 3 back above ($3.599) re-arms it; Dec 4 ($3.299) meets it again.
    const post = (id: string, price: number, day: string) =>
      t.database.withTenant('demo', (db) => db.insert(postedPrices).values({ tenantId: 'demo', externalId: id, productCode: 'FO2', productName: '#2 Heating Oil', productType: 'Fuel Oil', price, effectiveDate: day }));
    await post('RACE-1203', 3.599, '2026-12-03');
    await post('RACE-1204', 3.299, '2026-12-04');
    const check = (at: string) => checkTenantPriceAlerts(t.database, defaultServices(t.database, { now: () => new Date(at) }), t.tenants, new TenantConfigs(0), 'demo', new Date(at));
    expect(await Promise.all([check('2026-12-03T15:00:00Z'), check('2026-12-03T15:00:00Z')])).toEqual([0, 0]);
    expect((await t.database.withTenant('demo', (db) => db.select().from(priceAlerts)))[0].armed).toBe(true);
    const before = (await alertEvents()).length;
    const fired = await Promise.all([check('2026-12-04T15:00:00Z'), check('2026-12-04T15:00:00Z'), check('2026-12-04T15:00:00Z')]);
    expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await alertEvents()).toHaveLength(before + 1);
    expect((await alertMails()).filter((m) => m.subject.includes('$3.299'))).toHaveLength(1);
  });
});

describe('a tenant that does not show posted prices', () => {
  it('answers no prices, no history and takes no alert', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/demo/config/documents/settings', headers: { 'user-key': admin } })).json().version;
    await publishDocument(t.app, admin, 'settings', { show_posted_prices: false });
    expect((await call('GET', '/prices', customer)).json()).toMatchObject({ shown: false, prices: [], tanks: [] });
    expect((await call('GET', '/prices/FO2/history', customer)).statusCode).toBe(404);
    expect((await call('POST', '/prices/FO2/alerts', customer, { threshold: 3 })).json()).toMatchObject({ error_code: 'PRICES_NOT_SHOWN' });
    if (typeof before === 'number') await rollBack(t.app, admin, 'settings', before);
  });
});
