/**
 * Deliveries with a status (issue 26): a fuel order's delivery set by staff in the queue, and steps
 * of orders and of a tank's automatic delivery from the supplier's import (kind delivery_status);
 * the customer reads their own account's deliveries with the window, the timeline and the proof
 * (the delivery record of the same ticket); each step that changes the status is told once — the
 * customer by their delivery reminders' channels, the supplier's system as delivery.status_changed.
 */
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, deliveries, deliverySteps, drops, events, outbox, users } from '../../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { undocumentedEvents } from '../support/event-schemas';
import { importFile, ndjson, refusalsOf } from '../imports/support';
import { addTank } from '../tanks/support';
import { placeOrder, runNotices } from './support';

let clock = new Date('2026-11-30T14:00:00Z');
let t: TestApp;
let admin: string;
let staff: string;
let customer: string;
let accountId: string;
let otherAccountId: string;
let order: number;
let second: number;
const OWNER = 'customer@demo.test';
const TANK = 'DS-TANK-1';

const api = (method: 'GET' | 'POST', path: string, key: string, payload?: unknown, tenant = 'demo') =>
  t.app.inject({ method, url: `/api/${tenant}${path}`, headers: { 'user-key': key }, ...(payload === undefined ? {} : { payload: payload as object }) });
const setStatus = (id: number, body: unknown, key = staff) => api('POST', `/workflow/fuel_order/${id}/delivery-status`, key, body);
const mine = async (key = customer, account = accountId) => api('GET', `/accounts/${account}/delivery-status`, key);
const statusEvents = () => t.database.withTenant('demo', (db) => db.select().from(events).where(eq(events.type, 'delivery.status_changed')).orderBy(asc(events.seq)));
const mailsAbout = (what: string) => t.database.withTenant('demo', (db) => db.select().from(outbox).where(and(eq(outbox.to, OWNER), like(outbox.subject, `%${what}%`))).orderBy(asc(outbox.id)));

/** Moves the test's clock (days on) and signs everyone in again (sessions idle out after an hour). */
async function at(iso: string): Promise<void> {
  clock = new Date(iso);
  admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staff = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  const login = (await loginAs(t.app, 'demo', OWNER)).body;
  customer = login.user_key;
  [accountId, otherAccountId] = login.account_ids;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await at(clock.toISOString());
  await t.database.withTenant('demo', async (db) => {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, OWNER));
    await db.update(users).set({ notificationChoices: { delivery_reminders: { email: true, text: false } }, locale: 'en' }).where(eq(users.id, owner.id));
    await db.update(accounts).set({ ownerUserId: owner.id }).where(eq(accounts.accountId, accountId));
  });
  await addTank(t, { accountId, dropId: TANK, size: 500, fills: [] });
  order = await placeOrder(t, customer, accountId);
});
afterAll(() => t?.close());

describe("the demo customer's seeded deliveries", () => {
  it('hold one due tomorrow between 8 and 12 and their latest delivery, delivered with its ticket as proof, told to nobody', async () => {
    const seen = (await mine()).json().deliveries as { status: string; scheduled_date: string; window_start: string; window_end: string; ticket_number: string; proof: { delivery_id: string } | null; steps: unknown[] }[];
    const due = seen.find((d) => d.status === 'scheduled');
    expect(due).toMatchObject({ window_start: '08:00', window_end: '12:00' });
    expect(Date.parse(due!.scheduled_date)).toBeGreaterThan(Date.now());
    const delivered = seen.find((d) => d.status === 'delivered');
    expect(delivered?.steps).toHaveLength(3);
    const [record] = await t.database.withTenant('demo', (db) => db.select().from(deliveries).where(eq(deliveries.deliveryId, delivered!.proof!.delivery_id)));
    expect(record.ticketNumber).toBe(delivered!.ticket_number);
    const ticket = await api('GET', `/accounts/${accountId}/delivery-tickets/${record.deliveryId}`, customer);
    expect(ticket.statusCode).toBe(200);
    expect(ticket.headers['content-type']).toContain('application/pdf');
    const untold = await t.database.withTenant('demo', (db) => db.select().from(deliverySteps).where(isNull(deliverySteps.announcedAt)));
    expect(untold).toEqual([]);
  });
});

describe('a fuel order placed in the portal', () => {
  it('starts its timeline as received, told by order.created alone', async () => {
    const answer = await api('GET', `/workflow/fuel_order/${order}/delivery-status`, staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ delivery_ref: `order:${order}`, order_id: order, account_id: accountId, status: 'received', steps: [{ status: 'received', source: 'portal', applied: true }] });
    expect(await statusEvents()).toEqual([]);
    expect(await runNotices(t, () => clock)).toBe(0);
  });
});

describe('staff set an order\'s delivery status', () => {
  it('refuses a step its status needs more for, or with a reason it does not take (422), and an order that is none (404)', async () => {
    const cases: [unknown, string[]][] = [
      [{ status: 'scheduled' }, ['body/scheduled_date']],
      [{ status: 'scheduled', scheduled_date: '2026-12-01', window_start: '12:00', window_end: '08:00' }, ['body/window_end']],
      [{ status: 'delivered', gallons: 150 }, ['body/ticket_number']],
      [{ status: 'not_delivered' }, ['body/reason']],
      [{ status: 'not_delivered', reason: 'other' }, ['body/note']],
      [{ status: 'on_truck', reason: 'dog' }, ['body/reason']],
    ];
    for (const [body, paths] of cases) {
      const refused = await setStatus(order, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().errors.map((d: { path: string }) => d.path)).toEqual(paths);
    }
    expect((await setStatus(99_999_999, { status: 'on_truck' })).statusCode).toBe(404);
    expect(await statusEvents()).toEqual([]);
  });

  it('refuses a customer (403), and hostile input without a 5xx', async () => {
    expect((await setStatus(order, { status: 'on_truck' }, customer)).statusCode).toBe(403);
    const hostile: unknown[] = [
      { status: 'scheduled', scheduled_date: '2026-12-01', note: 'nul\u0000byte' },
      { status: 'delivered', gallons: 1e308, ticket_number: 'T-1' },
      { status: 'delivered', gallons: 100, ticket_number: 'x'.repeat(10_000_000) },
      { status: 'scheduled', scheduled_date: '2026-02-30' },
      { status: 'scheduled', scheduled_date: '2026-12-01', window_start: '25:00', window_end: '26:00' },
      { status: 'boarding' },
      { status: 'on_truck', extra: { a: { b: { c: { d: { e: {} } } } } } },
    ];
    for (const body of hostile) {
      const answer = await setStatus(order, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    expect((await api('POST', `/workflow/fuel_order/${order}/delivery-status`, staff, { status: 'on_truck' }, 'cleangas')).statusCode).toBe(401);
  });

  it('schedules it: the customer is mailed the day and window once and the event leaves once, however often staff save it', async () => {
    const body = { status: 'scheduled', scheduled_date: '2026-12-01', window_start: '08:00', window_end: '12:00' };
    const saved = await setStatus(order, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'scheduled', scheduled_date: '2026-12-01', window_start: '08:00', window_end: '12:00' });
    await at('2026-11-30T14:05:00Z');
    expect((await setStatus(order, body)).statusCode).toBe(200);
    const mails = await mailsAbout(`Fuel order ${order}`);
    expect(mails.map((m) => m.subject)).toEqual([`Fuel order ${order}: Scheduled`]);
    expect(mails[0].text).toContain('is scheduled on Tuesday, December 1, between 8:00 AM and 12:00 PM.');
    expect(mails[0].text).toContain(`/accounts/${accountId}`);
    const [event, ...more] = await statusEvents();
    expect(more).toEqual([]);
    expect(event.accountId).toBe(accountId);
    expect(event.data).toMatchObject({ delivery_ref: `order:${order}`, order_id: order, status: 'scheduled', previous_status: 'received', source: 'staff', scheduled_date: '2026-12-01', window_start: '08:00', window_end: '12:00' });
    expect(await undocumentedEvents(t.database, 'demo')).toEqual([]);
  });

  it('puts it on the truck: the customer sees it with the window kept, and is told in their language', async () => {
    await t.database.withTenant('demo', (db) => db.update(users).set({ locale: 'es' }).where(eq(users.email, OWNER)));
    await at('2026-12-01T07:00:00Z');
    expect((await setStatus(order, { status: 'on_truck' })).statusCode).toBe(200);
    const seen = await mine();
    expect(seen.statusCode).toBe(200);
    const delivery = seen.json().deliveries.find((d: { order_id: number }) => d.order_id === order);
    expect(delivery).toMatchObject({ status: 'on_truck', scheduled_date: '2026-12-01', window_start: '08:00', window_end: '12:00' });
    expect(delivery.steps.map((s: { status: string }) => s.status)).toEqual(['received', 'scheduled', 'on_truck']);
    const mails = await mailsAbout(` ${order}: `);
    expect(mails.map((m) => m.subject)).toEqual([`Fuel order ${order}: Scheduled`, `Pedido de combustible ${order}: En el camión hoy`]);
    expect(mails[1].text).toContain('prevista entre las');
    await t.database.withTenant('demo', (db) => db.update(users).set({ locale: 'en' }).where(eq(users.email, OWNER)));
  });

  it('delivers it, with the proof once the supplier\'s delivery record carries the ticket; after that it takes no step (409)', async () => {
    await at('2026-12-01T10:30:00Z');
    const done = await setStatus(order, { status: 'delivered', gallons: 182.4, ticket_number: 'DS-T-100' });
    expect(done.json()).toMatchObject({ status: 'delivered', gallons: 182.4, ticket_number: 'DS-T-100', delivered_at: '2026-12-01T10:30:00.000Z', proof: null });
    await t.database.withTenant('demo', async (db) => {
      const [drop] = await db.select().from(drops).where(eq(drops.dropId, TANK));
      await db.insert(deliveries).values({ tenantId: 'demo', accountId, locationNumber: drop.locationNumber, dropId: TANK, dropName: drop.dropName, productName: drop.productName, productType: drop.productType, deliveryId: 'DS-DEL-100', deliveryDate: '2026-12-01', ticketNumber: 'DS-T-100', quantity: 182.4, unitPrice: 3.5, amount: 638.4, documentId: null });
    });
    const delivery = (await mine()).json().deliveries.find((d: { order_id: number }) => d.order_id === order);
    expect(delivery.proof).toEqual({ delivery_id: 'DS-DEL-100', document_id: null });
    const late = await setStatus(order, { status: 'on_truck' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error_code).toBe('DELIVERY_FINISHED');
    expect((await statusEvents()).map((e) => (e.data as { status: string }).status)).toEqual(['scheduled', 'on_truck', 'delivered']);
    expect((await mailsAbout(` ${order}: `)).length).toBe(3);
  });
});

describe('steps from the supplier\'s import', () => {
  const step = (id: string, fields: object) => ({ kind: 'delivery_status', external_id: id, account_id: accountId, ...fields });

  it('are stored for an order and a tank\'s automatic delivery; bad ones are refused by line and path', async () => {
    second = await placeOrder(t, customer, accountId);
    const [foreign] = await t.database.withTenant('demo', (db) => db.select({ dropId: drops.dropId }).from(drops).where(eq(drops.accountId, otherAccountId)).limit(1));
    await at('2026-12-02T12:00:00Z');
    const job = await importFile(
      t.app,
      admin,
      ndjson(
        step('DS-1', { order_id: second, status: 'scheduled', at: '2026-12-02T09:00:00Z', scheduled_date: '2026-12-03', window_start: '13:00', window_end: '17:00' }),
        step('DS-2', { tank_id: TANK, planned_date: '2026-12-04', status: 'scheduled', at: '2026-12-02T09:00:00Z', scheduled_date: '2026-12-04', window_start: '08:00', window_end: '12:00' }),
        step('DS-3', { order_id: 99_999_999, status: 'on_truck', at: '2026-12-02T09:00:00Z' }),
        step('DS-4', { order_id: second, account_id: otherAccountId, status: 'on_truck', at: '2026-12-02T09:00:00Z' }),
        step('DS-5', { tank_id: foreign.dropId, planned_date: '2026-12-04', status: 'on_truck', at: '2026-12-02T09:00:00Z' }),
        step('DS-6', { order_id: second, status: 'delivered', at: '2026-12-02T09:00:00Z', gallons: 100 }),
        step('DS-7', { order_id: second, status: 'not_delivered', at: '2026-12-02T09:00:00Z' }),
        step('DS-8', { order_id: second, tank_id: TANK, planned_date: '2026-12-04', status: 'on_truck', at: '2026-12-02T09:00:00Z' }),
        { ...step('DS-9', { order_id: second, status: 'on_truck', at: '2026-12-02T09:00:00Z' }), action: 'delete' },
        step('DS-10', { order_id: second, status: 'on_truck', at: '2026-12-02T09:00:00Z', note: 'x'.repeat(501) }),
      ),
    );
    expect(job).toMatchObject({ status: 'succeeded', rows_read: 10, rows_applied: 2, rows_refused: 8 });
    const refusals = await refusalsOf(t.app, admin, job.job_id);
    // A record naming both an order and a tank fails both ways the schema allows: one line, reported per way.
    expect([...new Set(refusals.map((r) => `${r.line} ${r.path}`))].map((r) => [Number(r.split(' ')[0]), r.split(' ')[1]])).toEqual([
      [3, '$.order_id'],
      [4, '$.order_id'],
      [5, '$.tank_id'],
      [6, '$.ticket_number'],
      [7, '$.reason'],
      [8, '$'],
      [9, '$.action'],
      [10, '$.note'],
    ]);
  });

  it('tell the customer and the supplier\'s system once, from the notices job, and the same file again changes nothing', async () => {
    const before = (await statusEvents()).length;
    expect(await runNotices(t, () => clock)).toBe(2);
    expect(await runNotices(t, () => clock)).toBe(0);
    const events = (await statusEvents()).slice(before);
    expect(events.map((e) => [(e.data as { delivery_ref: string }).delivery_ref, (e.data as { source: string }).source])).toEqual([
      [`order:${second}`, 'import'],
      [`tank:${TANK}:2026-12-04`, 'import'],
    ]);
    expect((await mailsAbout(`Fuel order ${second}`)).map((m) => m.subject)).toEqual([`Fuel order ${second}: Scheduled`]);
    const automatic = await mailsAbout(`Automatic delivery to Tank ${TANK}`);
    expect(automatic.map((m) => m.subject)).toEqual([`Automatic delivery to Tank ${TANK}: Scheduled`]);
    expect(automatic[0].text).toContain('on Friday, December 4, between 8:00 AM and 12:00 PM');
    const again = await importFile(t.app, admin, ndjson(step('DS-1', { order_id: second, status: 'scheduled', at: '2026-12-02T09:00:00Z', scheduled_date: '2026-12-03', window_start: '13:00', window_end: '17:00' })));
    expect(again).toMatchObject({ rows_applied: 0, rows_unchanged: 1 });
    // The same step under another id is no news either.
    const twin = await importFile(t.app, admin, ndjson(step('DS-1-B', { order_id: second, status: 'scheduled', at: '2026-12-02T10:00:00Z', scheduled_date: '2026-12-03', window_start: '13:00', window_end: '17:00' })));
    expect(twin).toMatchObject({ rows_applied: 0, rows_unchanged: 1 });
    expect(await runNotices(t, () => clock)).toBe(0);
    expect((await mailsAbout(`Fuel order ${second}`)).length).toBe(1);
  });

  it('keep a late step without telling it, and tell only the latest of a morning\'s steps (the others leave as events)', async () => {
    await at('2026-12-03T15:00:00Z');
    const before = (await statusEvents()).length;
    const job = await importFile(
      t.app,
      admin,
      ndjson(
        step('DS-20', { order_id: second, status: 'on_truck', at: '2026-12-03T07:00:00Z' }),
        step('DS-21', { order_id: second, status: 'not_delivered', at: '2026-12-03T14:00:00Z', reason: 'locked_gate', note: 'Gate code did not work' }),
        step('DS-22', { order_id: second, status: 'scheduled', at: '2026-12-01T09:00:00Z', scheduled_date: '2026-12-09' }),
      ),
    );
    expect(job).toMatchObject({ rows_applied: 3 });
    expect(await runNotices(t, () => clock)).toBe(2);
    expect((await statusEvents()).slice(before).map((e) => (e.data as { status: string }).status)).toEqual(['on_truck', 'not_delivered']);
    const mails = await mailsAbout(`Fuel order ${second}`);
    expect(mails.map((m) => m.subject)).toEqual([`Fuel order ${second}: Scheduled`, `Fuel order ${second}: Could not deliver`]);
    expect(mails[1].text).toContain('The gate was locked');
    expect(mails[1].text).toContain('Gate code did not work');
    const delivery = (await mine()).json().deliveries.find((d: { order_id: number }) => d.order_id === second);
    expect(delivery).toMatchObject({ status: 'not_delivered', reason: 'locked_gate', note: 'Gate code did not work' });
    expect(delivery.steps.map((s: { status: string; applied: boolean }) => [s.status, s.applied])).toEqual([
      ['scheduled', false],
      ['received', true],
      ['scheduled', true],
      ['on_truck', true],
      ['not_delivered', true],
    ]);
  });
});

describe('the customer\'s deliveries', () => {
  it('are their own account\'s only: another customer\'s account looks like none, another tenant knows none', async () => {
    const [stranger] = await t.database.withTenant('demo', (db) => db.select({ id: accounts.accountId }).from(accounts).where(sql`${accounts.accountId} <> all(${sql.param([accountId, otherAccountId])}::text[])`).limit(1));
    expect((await mine(customer, stranger.id)).statusCode).toBe(404);
    const own = (await mine()).json().deliveries.map((d: { delivery_ref: string }) => d.delivery_ref);
    expect(own).toEqual(expect.arrayContaining([`order:${order}`, `order:${second}`, `tank:${TANK}:2026-12-04`]));
    expect((await mine(customer, otherAccountId)).json().deliveries).toEqual([]);
    const cleangas = (await loginAs(t.app, 'cleangas', OWNER)).body;
    const there = await api('GET', `/accounts/${cleangas.account_ids[0]}/delivery-status`, cleangas.user_key, undefined, 'cleangas');
    expect(there.statusCode).toBe(200);
    // Its own seeded deliveries only: none of the orders and steps made here.
    const theirs = (d: { delivery_ref: string }[]) => d.map((x) => x.delivery_ref).filter((ref) => ref.startsWith('order:') || ref.includes(TANK));
    expect(theirs(there.json().deliveries)).toEqual([]);
    // The same account number in the other tenant is that tenant's own account: none of these deliveries.
    const same = await api('GET', `/accounts/${accountId}/delivery-status`, cleangas.user_key, undefined, 'cleangas');
    expect([200, 404]).toContain(same.statusCode);
    expect(theirs(same.statusCode === 200 ? same.json().deliveries : [])).toEqual([]);
  });

  it('drop a delivered one from the card after two weeks', async () => {
    await at('2026-12-20T12:00:00Z');
    const refs = (await mine()).json().deliveries.map((d: { delivery_ref: string }) => d.delivery_ref);
    expect(refs).not.toContain(`order:${order}`);
    expect(refs).toContain(`tank:${TANK}:2026-12-04`);
  });
});
