/**
 * Deliveries with a status (issue 26), attacked: a supplier's record sent again naming another
 * delivery or rewriting its status and time, a step dated in the future, a delivered step that
 * arrives after staff put the order on the truck, hostile import rows, another tenant's staff.
 */
import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, deliveries, deliverySteps, events, outbox, users } from '../../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
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
const OWNER = 'customer@demo.test';
const TANK = 'DSA-TANK-1';

const api = (method: 'GET' | 'POST', path: string, key: string, payload?: unknown, tenant = 'demo') =>
  t.app.inject({ method, url: `/api/${tenant}${path}`, headers: { 'user-key': key }, ...(payload === undefined ? {} : { payload: payload as object }) });
const setStatus = (id: number, body: unknown, key = staff) => api('POST', `/workflow/fuel_order/${id}/delivery-status`, key, body);
const deliveryOf = async (ref: string, account = accountId) =>
  ((await api('GET', `/accounts/${account}/delivery-status`, customer)).json().deliveries as { delivery_ref: string; status: string; steps: { status: string; applied: boolean }[] }[]).find((d) => d.delivery_ref === ref);
const statusEvents = (ref: string) =>
  t.database.withTenant('demo', (db) => db.select().from(events).where(eq(events.type, 'delivery.status_changed')).orderBy(asc(events.seq))).then((all) => all.filter((e) => (e.data as { delivery_ref: string }).delivery_ref === ref));
const mailsAbout = (what: string) => t.database.withTenant('demo', (db) => db.select().from(outbox).where(and(eq(outbox.to, OWNER), like(outbox.subject, `%${what}%`))).orderBy(asc(outbox.id)));
const step = (id: string, fields: object, account = accountId) => ({ kind: 'delivery_status', external_id: id, account_id: account, ...fields });

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
});
afterAll(() => t?.close());

describe('a supplier\'s record sent again under the same id', () => {
  it('cannot move its step to another delivery or account: refused, the first delivery untouched', async () => {
    const mine = await placeOrder(t, customer, accountId);
    const theirs = await placeOrder(t, customer, otherAccountId);
    await at('2026-11-30T15:00:00Z');
    const first = await importFile(t.app, admin, ndjson(step('DSA-1', { order_id: mine, status: 'scheduled', at: '2026-11-30T14:30:00Z', scheduled_date: '2026-12-02' })));
    expect(first).toMatchObject({ rows_applied: 1 });
    const moved = await importFile(
      t.app,
      admin,
      ndjson(
        step('DSA-1', { order_id: theirs, status: 'scheduled', at: '2026-11-30T14:30:00Z', scheduled_date: '2026-12-09' }, otherAccountId),
        step('DSA-1', { tank_id: TANK, planned_date: '2026-12-09', status: 'scheduled', at: '2026-11-30T14:30:00Z', scheduled_date: '2026-12-09' }),
      ),
    );
    expect(moved).toMatchObject({ rows_applied: 0, rows_refused: 2 });
    expect((await refusalsOf(t.app, admin, moved.job_id)).map((r) => r.path)).toEqual(['$.external_id', '$.external_id']);
    expect(await deliveryOf(`order:${mine}`)).toMatchObject({ status: 'scheduled', scheduled_date: '2026-12-02' });
    const [row] = await t.database.withTenant('demo', (db) => db.select().from(deliverySteps).where(eq(deliverySteps.externalId, 'DSA-1')));
    expect(row).toMatchObject({ deliveryRef: `order:${mine}`, accountId, scheduledDate: '2026-12-02' });
    expect(await deliveryOf(`order:${theirs}`, otherAccountId)).toMatchObject({ status: 'received' });
  });

  it('cannot turn the current step back into an older status or time (the customer never sees an older status); its details may be corrected', async () => {
    await at('2026-11-30T14:00:00Z');
    const order = await placeOrder(t, customer, accountId);
    await at('2026-11-30T15:00:00Z');
    await importFile(
      t.app,
      admin,
      ndjson(
        step('DSA-10', { order_id: order, status: 'scheduled', at: '2026-11-30T14:30:00Z', scheduled_date: '2026-12-02' }),
        step('DSA-11', { order_id: order, status: 'on_truck', at: '2026-11-30T14:45:00Z' }),
      ),
    );
    const rewritten = await importFile(
      t.app,
      admin,
      ndjson(step('DSA-11', { order_id: order, status: 'on_truck', at: '2026-11-30T12:00:00Z' }), step('DSA-11', { order_id: order, status: 'received', at: '2026-11-30T14:45:00Z' })),
    );
    expect(rewritten).toMatchObject({ rows_applied: 0, rows_refused: 2 });
    expect((await refusalsOf(t.app, admin, rewritten.job_id)).map((r) => r.path)).toEqual(['$.at', '$.status']);
    expect(await deliveryOf(`order:${order}`)).toMatchObject({ status: 'on_truck' });
    const corrected = await importFile(t.app, admin, ndjson(step('DSA-10', { order_id: order, status: 'scheduled', at: '2026-11-30T14:30:00Z', scheduled_date: '2026-12-02', window_start: '08:00', window_end: '12:00' })));
    expect(corrected).toMatchObject({ rows_applied: 1, rows_refused: 0 });
    expect(await deliveryOf(`order:${order}`)).toMatchObject({ status: 'on_truck', window_start: '08:00', window_end: '12:00' });
  });
});

describe('a step dated in the future', () => {
  it('is refused (it would pin the status and make every real step late); a clock a minute ahead is no future', async () => {
    await at('2026-11-30T14:00:00Z');
    const order = await placeOrder(t, customer, accountId);
    const job = await importFile(
      t.app,
      admin,
      ndjson(
        step('DSA-20', { order_id: order, status: 'scheduled', at: '2099-01-01T00:00:00Z', scheduled_date: '2026-12-03' }),
        step('DSA-21', { order_id: order, status: 'scheduled', at: '2026-11-30T14:01:00Z', scheduled_date: '2026-12-04' }),
      ),
    );
    expect(job).toMatchObject({ rows_applied: 1, rows_refused: 1 });
    expect((await refusalsOf(t.app, admin, job.job_id)).map((r) => [r.line, r.path])).toEqual([[1, '$.at']]);
    await at('2026-11-30T14:10:00Z');
    expect((await setStatus(order, { status: 'on_truck' })).json()).toMatchObject({ status: 'on_truck' });
    expect(await deliveryOf(`order:${order}`)).toMatchObject({ status: 'on_truck' });
  });
});

describe('a delivered step that arrives after staff put the order on the truck', () => {
  it('is the order\'s status (nothing follows delivered), told once; the step staff set after it is overtaken', async () => {
    await at('2026-12-01T09:00:00Z');
    await runNotices(t, () => clock); // what the tests above imported
    const order = await placeOrder(t, customer, accountId);
    await at('2026-12-01T10:05:00Z');
    expect((await setStatus(order, { status: 'on_truck' })).statusCode).toBe(200);
    await at('2026-12-01T10:20:00Z');
    const job = await importFile(t.app, admin, ndjson(step('DSA-30', { order_id: order, status: 'delivered', at: '2026-12-01T10:00:00Z', gallons: 150, ticket_number: 'DSA-T-1' })));
    expect(job).toMatchObject({ rows_applied: 1 });
    const delivery = await deliveryOf(`order:${order}`);
    expect(delivery).toMatchObject({ status: 'delivered', ticket_number: 'DSA-T-1' });
    expect(delivery!.steps.map((s) => [s.status, s.applied])).toEqual([
      ['received', true],
      ['delivered', true],
      ['on_truck', false],
    ]);
    expect(await runNotices(t, () => clock)).toBe(1);
    expect(await runNotices(t, () => clock)).toBe(0);
    expect((await mailsAbout(`Fuel order ${order}`)).map((m) => m.subject)).toEqual([`Fuel order ${order}: On the truck today`, `Fuel order ${order}: Delivered`]);
    expect((await statusEvents(`order:${order}`)).map((e) => (e.data as { status: string }).status)).toEqual(['on_truck', 'delivered']);
    expect((await setStatus(order, { status: 'on_truck' })).statusCode).toBe(409);
  });
});

describe('a step staff set that would come late', () => {
  it('is refused (409), not kept in the customer\'s timeline however often staff click it', async () => {
    await at('2026-12-02T09:00:00Z');
    const order = await placeOrder(t, customer, accountId);
    expect((await setStatus(order, { status: 'scheduled', scheduled_date: '2026-12-03' })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const again = await setStatus(order, { status: 'received' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error_code).toBe('DELIVERY_STEP_LATE');
    }
    expect((await deliveryOf(`order:${order}`))!.steps.map((s) => [s.status, s.applied])).toEqual([
      ['received', true],
      ['scheduled', true],
    ]);
  });
});

describe('two delivery-notices runs at once', () => {
  it('tell an imported step once between them', async () => {
    await at('2026-12-02T12:00:00Z');
    await runNotices(t, () => clock);
    const order = await placeOrder(t, customer, accountId);
    await importFile(t.app, admin, ndjson(step('DSA-60', { order_id: order, status: 'scheduled', at: '2026-12-02T12:01:00Z', scheduled_date: '2026-12-05' })));
    const runs = await Promise.all([runNotices(t, () => clock), runNotices(t, () => clock), runNotices(t, () => clock)]);
    expect(runs.filter((r) => r !== 'skipped').reduce<number>((sum, r) => sum + (r as number), 0)).toBe(1);
    expect((await mailsAbout(`Fuel order ${order}`)).length).toBe(1);
    expect(await statusEvents(`order:${order}`)).toHaveLength(1);
  });
});

describe('the proof of a delivered order', () => {
  it('is never another account\'s delivery ticket, even under its ticket number', async () => {
    await at('2026-12-02T13:00:00Z');
    const order = await placeOrder(t, customer, accountId);
    const [theirs] = await t.database.withTenant('demo', (db) => db.select({ ticket: deliveries.ticketNumber }).from(deliveries).where(and(eq(deliveries.accountId, otherAccountId), isNotNull(deliveries.ticketNumber))).limit(1));
    expect(theirs?.ticket).toBeTruthy();
    const done = await setStatus(order, { status: 'delivered', gallons: 100, ticket_number: theirs.ticket! });
    expect(done.json()).toMatchObject({ status: 'delivered', proof: null });
    expect(await deliveryOf(`order:${order}`)).toMatchObject({ proof: null });
  });

  it('is asked of an order by an id that is one (400 otherwise, never a 5xx)', async () => {
    for (const id of ['abc', '0', '-1', '2147483648', '1e3', '%00']) {
      const answer = await api('GET', `/workflow/fuel_order/${id}/delivery-status`, staff);
      expect(answer.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, id).toBeLessThan(500);
    }
  });
});

describe('hostile import rows', () => {
  it('are refused by line, none gives a failed job', async () => {
    const order = await placeOrder(t, customer, accountId);
    const rows = [
      step('DSA-40', { order_id: order, status: 'on_truck', at: '2026-12-01T10:00:00Z', note: 'nul\u0000byte' }),
      step('DSA-41', { order_id: order, status: 'scheduled', at: '2026-12-01T10:00:00Z', scheduled_date: '2026-02-30' }),
      step('DSA-42', { tank_id: TANK, planned_date: '2026-13-01', status: 'on_truck', at: '2026-12-01T10:00:00Z' }),
      step('DSA-43', { order_id: order, status: 'on_truck', at: '2026-12-01T25:00:00Z' }),
      step('DSA-44', { order_id: order, status: 'scheduled', at: '2026-12-01T10:00:00Z', scheduled_date: '2026-12-03', window_start: '12:00', window_end: '08:00' }),
      step('DSA-45', { order_id: order, status: 'delivered', at: '2026-12-01T10:00:00Z', gallons: 1e308, ticket_number: 'T' }),
      step('DSA-46', { order_id: 1.5, status: 'on_truck', at: '2026-12-01T10:00:00Z' }),
      step('DSA-47', { order_id: String(order), status: 'on_truck', at: '2026-12-01T10:00:00Z' }),
      step('DSA-48', { order_id: order, status: 'on_truck', at: '2026-12-01T10:00:00Z', extra: { a: { b: { c: { d: { e: { f: {} } } } } } } }),
      step('DSA-49', { order_id: order, status: 'on_truck', at: '9999-12-31T23:59:59-23:59' }),
      step('DSA-50', { order_id: 9_999_999_999, status: 'on_truck', at: '2026-12-01T10:00:00Z' }),
      step('DSA-51', { order_id: order, status: 'on_truck', at: '2026-12-01T10:00:00Z', note: 'x'.repeat(2_000_000) }),
    ];
    const job = await importFile(t.app, admin, ndjson(...rows));
    expect(job).toMatchObject({ status: 'succeeded', rows_applied: 0, rows_refused: rows.length });
    expect(await deliveryOf(`order:${order}`)).toMatchObject({ status: 'received' });
  });
});

describe('another tenant\'s staff', () => {
  it('find none of this tenant\'s orders (404)', async () => {
    const order = await placeOrder(t, customer, accountId);
    const cleangas = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key as string;
    expect((await api('GET', `/workflow/fuel_order/${order}/delivery-status`, cleangas, undefined, 'cleangas')).statusCode).toBe(404);
    expect((await api('POST', `/workflow/fuel_order/${order}/delivery-status`, cleangas, { status: 'on_truck' }, 'cleangas')).statusCode).toBe(404);
    expect(await deliveryOf(`order:${order}`)).toMatchObject({ status: 'received' });
  });
});
