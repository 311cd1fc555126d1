/**
 * tank.low (issue 26): the watch alerts a tank at or under the reorder level once per fill, by the
 * channels the owner chose for delivery reminders, in their language. The tank burns 10 gallons a
 * day (deliveries of 100 gallons on Jan 1, 11 and 21 to a 500-gallon tank: 2 % a day); a monitor
 * reads it at 20 % on Jan 25, under the demo's reorder level of 25 %; its twin reads 80 %. Refilled
 * (60 gallons, the 6 days' burn) to 90 % on Jan 27, it is above the level again until about Feb 28
 * (65 points at 2 a day); the twin gets there about Feb 22.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantConfigs } from '../../../src/server/config/tenant-configs';
import { accounts, deliveries, drops, events, outbox, tankLowAlerts, users } from '../../../src/server/db/schema';
import { startPeriodicJobs } from '../../../src/server/jobs/periodic-jobs';
import { tankLowJob } from '../../../src/server/tanks/tank-low-job';
import { defaultServices } from '../../../src/server/services';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { undocumentedEvents } from '../support/event-schemas';
import { addTank } from './support';

let clock = new Date('2026-01-26T06:00:00Z');
let t: TestApp;
let accountId: string;
const LOW = 'TL-LOW-1';
const HIGH = 'TL-HIGH-1';
const OWNER = 'customer@demo.test';

/** The watch as one API process runs it, at the test's clock. */
async function runWatch(): Promise<number | 'skipped'> {
  const now = () => clock;
  const jobs = startPeriodicJobs(t.database, [tankLowJob(t.database, defaultServices(t.database, { now }), t.tenants, new TenantConfigs(0))], { now, tenantIds: () => ['demo'], onError: (_job, error) => { throw error; }, timers: false });
  const [run] = await jobs.runAll();
  await jobs.stop();
  return run.outcome;
}

/** The tank.low events written for the supplier's system, oldest first. */
const lowEvents = () => t.database.withTenant('demo', (db) => db.select().from(events).where(eq(events.type, 'tank.low')).orderBy(events.seq));
const tankMails = (tank = 'TL-') => t.database.withTenant('demo', (db) => db.select().from(outbox).where(and(eq(outbox.to, OWNER), like(outbox.subject, `%${tank}%`))).orderBy(outbox.id));
/** A delivery to a test tank, as the supplier's import records one. */
const refill = (dropId: string, date: string, gallons: number) =>
  t.database.withTenant('demo', async (db) => {
    const [drop] = await db.select().from(drops).where(eq(drops.dropId, dropId));
    await db.insert(deliveries).values({ tenantId: 'demo', accountId, locationNumber: drop.locationNumber, dropId, dropName: drop.dropName, productName: drop.productName, productType: drop.productType, deliveryId: `${dropId}-${date}`, deliveryDate: date, ticketNumber: `T-${date}`, quantity: gallons, unitPrice: 3.5, amount: gallons * 3.5 });
  });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const login = (await loginAs(t.app, 'demo', OWNER)).body;
  accountId = login.account_ids[0];
  const admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  // Only this test's tanks: the account's seeded ones are taken off it, so the watch sees these alone.
  await t.database.withTenant('demo', async (db) => {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, OWNER));
    await db.update(users).set({ notificationChoices: { delivery_reminders: { email: true, text: false } }, locale: 'en' }).where(eq(users.id, owner.id));
    await db.update(accounts).set({ ownerUserId: owner.id }).where(eq(accounts.accountId, accountId));
    await db.update(drops).set({ tankSize: null }).where(sql`${drops.dropId} not like 'TL-%'`);
  });
  const fills: [string, number][] = [['2026-01-01', 100], ['2026-01-11', 100], ['2026-01-21', 100]];
  await addTank(t, { accountId, dropId: LOW, size: 500, fills });
  await addTank(t, { accountId, dropId: HIGH, size: 500, fills });
  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/demo/tanks/readings',
    headers: { 'user-key': admin },
    payload: { readings: [{ tank_id: LOW, read_at: '2026-01-25T06:00:00Z', percent: 20 }, { tank_id: HIGH, read_at: '2026-01-25T06:00:00Z', percent: 80 }] },
  });
  expect(posted.json()).toMatchObject({ stored: 2 });
});
afterAll(() => t?.close());

describe('the tank.low watch', () => {
  it('mails the owner once of a tank under the reorder level, not of one above it, with what the forecast starts from', async () => {
    expect(await runWatch()).toBe(1);
    const [mail, ...more] = await tankMails();
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Tank ${LOW} is running low`);
    expect(mail.text).toMatch(new RegExp(`Tank ${LOW} \\(Fuel Oil\\) on account ${accountId} is at about \\d+% by our forecast, at or under the reorder level of 25%`));
    expect(mail.text).toContain('Read by your tank monitor on 01/25/2026');
    expect(mail.text).toContain(`/accounts/${accountId}`);
    const alerts = await t.database.withTenant('demo', (db) => db.select().from(tankLowAlerts));
    expect(alerts).toEqual([expect.objectContaining({ dropId: LOW, cycle: '2026-01-21', accountId, reorderPercent: 25 })]);
  });

  it('sends the event tank.low with the same forecast, once per fill, as the OpenAPI document describes it', async () => {
    const [event, ...more] = await lowEvents();
    expect(more).toEqual([]);
    expect(event.accountId).toBe(accountId);
    expect(event.data).toMatchObject({ account_id: accountId, tank_id: LOW, tank_size: 500, last_fill: '2026-01-21', alerted_at: '2026-01-26T06:00:00.000Z', reorder: { percent: 25, reached: true }, level: { kind: 'read', basis: { kind: 'reading' } } });
    expect(await undocumentedEvents(t.database, 'demo')).toEqual([]);
  });

  it('stays quiet while the same fill stays low, however often it runs', async () => {
    clock = new Date('2026-01-26T12:00:00Z');
    expect(await runWatch()).toBe(0);
    clock = new Date('2026-01-26T18:00:00Z');
    expect(await runWatch()).toBe(0);
    expect(await tankMails()).toHaveLength(1);
    expect(await lowEvents()).toHaveLength(1);
  });

  it('alerts again once the next fill has run low, in the language the owner reads', async () => {
    await refill(LOW, '2026-01-27', 60);
    await t.database.withTenant('demo', (db) => db.update(users).set({ locale: 'es' }).where(eq(users.email, OWNER)));
    clock = new Date('2026-02-10T06:00:00Z');
    expect(await runWatch()).toBe(0);
    // By Mar 5 the refill has run low (16 %), and the twin too (from 80 % on Jan 25): two alerts.
    clock = new Date('2026-03-05T06:00:00Z');
    expect(await runWatch()).toBe(2);
    const mails = await tankMails(LOW);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(`Tank ${LOW} se está quedando sin combustible`);
    expect(mails[1].text).toContain('Estimado a partir de la entrega del 27/01/2026');
    // The refill's alert and the twin's leave as events of their own, each for its fill.
    const fills = (await lowEvents()).map((event) => `${event.data.tank_id} ${event.data.last_fill}`);
    expect(fills.sort()).toEqual([`${HIGH} 2026-01-21`, `${LOW} 2026-01-21`, `${LOW} 2026-01-27`]);
    const cycles = await t.database.withTenant('demo', (db) => db.select({ cycle: tankLowAlerts.cycle }).from(tankLowAlerts).where(eq(tankLowAlerts.dropId, LOW)).orderBy(tankLowAlerts.cycle));
    expect(cycles.map((c) => c.cycle)).toEqual(['2026-01-21', '2026-01-27']);
  });

  it('tells nobody as the customer when the owner wants no delivery reminders', async () => {
    await t.database.withTenant('demo', (db) => db.update(users).set({ notificationChoices: { delivery_reminders: { email: false, text: false } } }).where(eq(users.email, OWNER)));
    await refill(HIGH, '2026-03-06', 440);
    // The twin's refill runs low by May: its alert is claimed, but no mail goes to the owner.
    clock = new Date('2026-05-01T06:00:00Z');
    expect(await runWatch()).toBe(1);
    expect(await tankMails()).toHaveLength(3);
  });
});
