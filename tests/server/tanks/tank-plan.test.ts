/**
 * A tank's delivery plan in plain sight (issue 26): each request kind a customer sends (switch,
 * access notes with a sealed gate code, away dates, "I'm worried about running out") stored as a
 * tank_request item through submitItem and sent as tank.request_created; owner checks (404),
 * validation and hostile input (4xx, never 5xx); staff approval applying the change to the tank's
 * plan and sending tank.plan_changed; the approved notes on a fuel order and its order.created;
 * the urgent flag listing a worried customer's request first; another tenant seeing none of it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { drops, events, locations, tankPlans, workflowItems } from '../../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { undocumentedEvents } from '../support/event-schemas';
import { addTank } from './support';
import { publishDocument, rollBack } from '../support/config-documents';
import { importFile, ndjson, refusalsOf } from '../imports/support';

const clock = new Date('2026-03-10T15:00:00Z');
let t: TestApp;
let customer: { key: string; userId: number; accounts: string[] };
let admin: string;
let staff: string;
const TANK = 'TP-OWN-1';
const OTHER_TANK = 'TP-OWN-2';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const login = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
  customer = { key: login.user_key, userId: login.user_id, accounts: login.account_ids };
  admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staff = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  await addTank(t, { accountId: customer.accounts[0], dropId: TANK, size: 275, fills: [['2025-12-01', 200], ['2026-01-20', 180], ['2026-02-25', 170]] });
  await addTank(t, { accountId: customer.accounts[1], dropId: OTHER_TANK, size: 500, fills: [] });
});
afterAll(() => t?.close());

type Kind = 'plan-switch' | 'access-notes' | 'away' | 'worried';
const send = (kind: Kind, payload: unknown, { account = customer.accounts[0], tank = TANK, key = customer.key, tenant = 'demo' } = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}/accounts/${account}/tanks/${tank}/requests/${kind}`, headers: { 'user-key': key }, payload: payload as object });
const advance = (id: number, from: string, to: string, key = admin) =>
  t.app.inject({ method: 'POST', url: '/api/demo/workflow/advance', headers: { 'user-key': key }, payload: { item_type: 'tank_request', request_id: id, from_status: from, to_status: to } });
const tankOf = async (tank = TANK, account = customer.accounts[0]) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${account}/tanks`, headers: { 'user-key': customer.key } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { tanks: { tank_id: string; plan: Record<string, unknown> & { pending: { request_id: number; kind: string }[] } }[] }).tanks.find((x) => x.tank_id === tank)!;
};
const item = async (id: number) => (await t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.id, id))))[0];
const eventsOf = (type: string, requestId: number) =>
  t.database.withTenant('demo', async (db) => (await db.select().from(events).where(eq(events.type, type)).orderBy(asc(events.seq))).filter((e) => e.data.request_id === requestId));
const queue = async (query = '', key = staff) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/demo/workflow/tank_request?size=50${query}`, headers: { 'user-key': key } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: { request_id: number; urgent: boolean; item_contents: Record<string, unknown> }[] }).content;
};

describe('a plan switch', () => {
  it('is a pending tank_request on the card and an event; approved, it sets the plan and sends tank.plan_changed', async () => {
    expect((await tankOf()).plan).toEqual({ delivery_plan: 'unknown', access_notes: null, away_from: null, away_to: null, pending: [] });
    const sent = await send('plan-switch', { delivery_plan: 'automatic', note: ' Keep us full ' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { request_id: id, ...answer } = sent.json();
    expect(answer).toEqual({ kind: 'plan_switch', status: 'new', urgent: false, message: 'Your request was sent. It shows as pending on your tank until we approve it.' });
    expect(await item(id)).toMatchObject({ type: 'tank_request', accountId: customer.accounts[0], userId: customer.userId, urgent: false, formName: 'form.tank-plan-switch', itemContents: { kind: 'plan_switch', tank_id: TANK, drop_name: `Tank ${TANK}`, delivery_plan: 'automatic', note: 'Keep us full' } });
    expect((await tankOf()).plan).toMatchObject({ delivery_plan: 'unknown', pending: [{ request_id: id, kind: 'plan_switch', delivery_plan: 'automatic' }] });
    const [created] = await eventsOf('tank.request_created', id);
    expect(created).toMatchObject({ accountId: customer.accounts[0], data: { kind: 'plan_switch', tank_id: TANK, urgent: false, delivery_plan: 'automatic', access_notes: null, level: null, user_id: customer.userId } });

    // Staff without the queue's permission cannot approve; staff with it can.
    const other = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
    expect((await advance(id, 'new', 'approved', other)).statusCode).toBe(401);
    expect((await advance(id, 'new', 'approved', staff)).statusCode).toBe(200);
    expect((await tankOf()).plan).toMatchObject({ delivery_plan: 'automatic', pending: [] });
    const [changed] = await eventsOf('tank.plan_changed', id);
    expect(changed).toMatchObject({ accountId: customer.accounts[0], data: { tank_id: TANK, kind: 'plan_switch', delivery_plan: 'automatic', access_notes: null, away_from: null, away_to: null } });
  });

  it('declined, changes nothing and sends no plan change', async () => {
    const id = (await send('plan-switch', { delivery_plan: 'will_call' })).json().request_id;
    expect((await advance(id, 'new', 'declined')).statusCode).toBe(200);
    expect((await tankOf()).plan).toMatchObject({ delivery_plan: 'automatic', pending: [] });
    expect(await eventsOf('tank.plan_changed', id)).toEqual([]);
  });
});

describe('access notes', () => {
  it('seal the gate code (listed masked), need at least one note, and once approved ride on every fuel order for the tank', async () => {
    const empty = await send('access-notes', { gate_code: '  ', dog: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ error_code: 'VALUE_MISSING' });

    const sent = await send('access-notes', { gate_code: '4321', dog: 'Friendly lab', fill_location: 'Left side of the garage' });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().request_id;
    const stored = await item(id);
    expect(stored.itemContents.gate_code).not.toContain('4321');
    expect(JSON.stringify(stored.itemContents)).not.toContain('4321');
    expect(stored.itemContents._sealed).toHaveProperty('gate_code');
    const listed = (await queue()).find((row) => row.request_id === id)!;
    expect(listed.item_contents).not.toHaveProperty('_sealed');
    expect(listed.item_contents.gate_code).toBe(stored.itemContents.gate_code);
    const [created] = await eventsOf('tank.request_created', id);
    expect(JSON.stringify(created.data)).not.toContain('4321');

    expect((await advance(id, 'new', 'approved')).statusCode).toBe(200);
    const notes = (await tankOf()).plan.access_notes;
    expect(notes).toEqual({ gate_code: stored.itemContents.gate_code, dog: 'Friendly lab', fill_location: 'Left side of the garage', other_notes: '' });
    const [plan] = await t.database.withTenant('demo', (db) => db.select().from(tankPlans).where(eq(tankPlans.dropId, TANK)));
    expect(JSON.stringify(plan)).not.toContain('4321');

    // The driver's view: the fuel order carries the notes (code masked; Admin reveals it) and so does order.created.
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/demo/orders/create-fuel-order',
      headers: { 'user-key': customer.key, 'idempotency-key': randomUUID() },
      payload: { item_type: 'fuel_order', item_contents: { account_id: customer.accounts[0], drop_id: TANK, fill: true, extras: [], tank_level: 20, payment: { payment_type: 'meet_the_driver' } } },
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().request_id;
    const orders = await t.app.inject({ method: 'GET', url: '/api/demo/workflow/fuel_order?size=50', headers: { 'user-key': staff } });
    const row = (orders.json() as { content: { request_id: number; item_contents: Record<string, unknown> }[] }).content.find((r) => r.request_id === orderId)!;
    expect(row.item_contents.access_notes).toEqual(notes);
    const [orderCreated] = (await t.database.withTenant('demo', (db) => db.select().from(events).where(eq(events.type, 'order.created')))).filter((e) => e.data.request_id === orderId);
    expect(orderCreated.data.access_notes).toEqual(notes);
    const revealed = await t.app.inject({ method: 'POST', url: `/api/demo/workflow/items/${orderId}/sensitive/gate_code`, headers: { 'user-key': admin } });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toMatchObject({ value: '4321' });
    expect(await undocumentedEvents(t.database, 'demo')).toEqual([]);
  });

  it('add to the notes on file: a later request with only some fields keeps the others, the sealed gate code included', async () => {
    const before = (await tankOf()).plan.access_notes as Record<string, string>;
    expect(before.dog).toBe('Friendly lab');
    const id = (await send('access-notes', { other_notes: 'Driveway is steep' })).json().request_id;
    expect((await advance(id, 'new', 'approved')).statusCode).toBe(200);
    expect((await tankOf()).plan.access_notes).toEqual({ ...before, other_notes: 'Driveway is steep' });
    const changedDog = (await send('access-notes', { dog: 'No dog any more' })).json().request_id;
    expect((await advance(changedDog, 'new', 'approved')).statusCode).toBe(200);
    expect((await tankOf()).plan.access_notes).toEqual({ ...before, dog: 'No dog any more', other_notes: 'Driveway is steep' });
  });
});

describe('an away period', () => {
  it('must start after today, end on or after its start and last at most a year; approved, it is kept with the tank', async () => {
    const refused: [object, string][] = [
      [{ away_from: '2026-03-10', away_to: '2026-03-20' }, 'AWAY_NOT_FUTURE'],
      [{ away_from: '2026-03-20', away_to: '2026-03-19' }, 'AWAY_ENDS_BEFORE_START'],
      [{ away_from: '2026-03-20', away_to: '2027-03-21' }, 'AWAY_TOO_LONG'],
      [{ away_from: '2027-03-20', away_to: '2027-03-21' }, 'AWAY_TOO_FAR_AHEAD'],
    ];
    for (const [body, code] of refused) {
      const response = await send('away', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ error_code: code });
    }
    const sent = await send('away', { away_from: '2026-03-20', away_to: '2026-04-02' });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().request_id;
    expect((await tankOf()).plan.pending).toEqual([expect.objectContaining({ request_id: id, kind: 'away', away_from: '2026-03-20', away_to: '2026-04-02' })]);
    expect((await advance(id, 'new', 'in_review')).statusCode).toBe(200);
    expect((await advance(id, 'in_review', 'approved')).statusCode).toBe(200);
    expect((await tankOf()).plan).toMatchObject({ delivery_plan: 'automatic', away_from: '2026-03-20', away_to: '2026-04-02', pending: [] });
    const [changed] = await eventsOf('tank.plan_changed', id);
    expect(changed.data).toMatchObject({ kind: 'away', away_from: '2026-03-20', away_to: '2026-04-02', delivery_plan: 'automatic' });
  });
});

describe("I'm worried about running out", () => {
  it('lands first in the queue flagged urgent, with the level and forecast, whatever the sort', async () => {
    const calm = (await send('plan-switch', { delivery_plan: 'will_call' }, { account: customer.accounts[1], tank: OTHER_TANK })).json().request_id;
    const sent = await send('worried', { note: 'It smells low', phone: '802-555-0142' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ kind: 'worried', urgent: true, status: 'new' });
    const id = sent.json().request_id;
    const later = (await send('away', { away_from: '2026-04-01', away_to: '2026-04-02' }, { account: customer.accounts[1], tank: OTHER_TANK })).json().request_id;
    for (const query of ['', '&sort=created_at&order=asc', '&sort=request_id&order=desc']) {
      const rows = await queue(query);
      const urgent = rows.filter((row) => row.urgent).map((row) => row.request_id);
      expect(urgent).toContain(id);
      // Every urgent item comes before every other.
      expect(rows.slice(0, urgent.length).every((row) => row.urgent)).toBe(true);
      expect(rows.map((row) => row.request_id)).toEqual(expect.arrayContaining([calm, later]));
    }
    const row = (await queue()).find((r) => r.request_id === id)!;
    expect(row.item_contents).toMatchObject({ kind: 'worried', priority: 'urgent', note: 'It smells low', phone: '802-555-0142', level: { as_of: '2026-03-10T15:00:00.000Z', kind: 'estimated' } });
    expect(typeof (row.item_contents.level as { percent: unknown }).percent).toBe('number');
    const [created] = await eventsOf('tank.request_created', id);
    expect(created.data).toMatchObject({ kind: 'worried', urgent: true, phone: '802-555-0142', level: { kind: 'estimated' } });
    expect((await tankOf()).plan.pending.map((p) => p.kind)).toContain('worried');
    // Handled: it leaves the card's pending list and changes nothing on the plan.
    expect((await advance(id, 'new', 'closed')).statusCode).toBe(200);
    expect((await tankOf()).plan).toMatchObject({ delivery_plan: 'automatic', pending: [] });
    expect(await eventsOf('tank.plan_changed', id)).toEqual([]);
  });

  it('takes one at a time per tank: a second while the first is open is refused naming it, and taken again once staff have handled it', async () => {
    const first = await send('worried', { note: 'Gauge near empty' });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().request_id;
    const again = await send('worried', { note: 'Still worried' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'WORRY_ALREADY_SENT' });
    expect(again.json().detail).toContain(`(number ${id})`);
    // Another tank of the customer's is a worry of its own.
    const other = await send('worried', {}, { account: customer.accounts[1], tank: OTHER_TANK });
    expect(other.statusCode, other.body).toBe(201);
    expect((await queue()).filter((row) => row.urgent && row.request_id === id)).toHaveLength(1);
    for (const done of [id, other.json().request_id]) expect((await advance(done, 'new', 'closed')).statusCode).toBe(200);
    const next = await send('worried', { note: 'Low again' });
    expect(next.statusCode, next.body).toBe(201);
    expect((await advance(next.json().request_id, 'new', 'closed')).statusCode).toBe(200);
  });

  it('refuses a phone that is not one', async () => {
    const response = await send('worried', { phone: 'call me maybe' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error_code: 'INVALID_PHONE' });
  });
});

describe("the supplier's import", () => {
  it('states a tank\'s plan; a record that leaves it out keeps the plan, and an unknown plan is refused', async () => {
    const accountId = customer.accounts[0];
    const [location] = await t.database.withTenant('demo', (db) => db.select({ id: locations.externalId }).from(locations).where(eq(locations.accountId, accountId)).limit(1));
    const tank = (extra: object) => ({ kind: 'tank', external_id: 'TP-IMPORTED', account_id: accountId, location_id: location.id, drop_name: 'Imported tank', product_code: 'FO2', product_name: 'Fuel Oil', product_type: 'Fuel Oil', price: 3.1, ...extra });
    expect(await importFile(t.app, admin, ndjson(tank({ delivery_plan: 'will_call' })))).toMatchObject({ rows_applied: 1, rows_refused: 0 });
    expect((await tankOf('TP-IMPORTED')).plan).toMatchObject({ delivery_plan: 'will_call' });
    await importFile(t.app, admin, ndjson(tank({ tank_size: 500 })));
    expect((await tankOf('TP-IMPORTED')).plan).toMatchObject({ delivery_plan: 'will_call' });
    const refused = await importFile(t.app, admin, ndjson(tank({ delivery_plan: 'sometimes' })));
    expect(refused).toMatchObject({ rows_refused: 1 });
    expect(await refusalsOf(t.app, admin, refused.job_id)).toEqual([expect.objectContaining({ path: '$.delivery_plan' })]);
    // The same tank with only its plan changed: the plan follows (the tank's own row is as it was).
    await importFile(t.app, admin, ndjson(tank({ tank_size: 500, delivery_plan: 'automatic' })));
    expect((await tankOf('TP-IMPORTED')).plan).toMatchObject({ delivery_plan: 'automatic' });
  });
});

describe('who may ask', () => {
  it("reaches only the customer's own accounts and that account's tanks (404 otherwise); staff need accounts:update", async () => {
    for (const kind of ['plan-switch', 'access-notes', 'away', 'worried'] as const) {
      const body = { 'plan-switch': { delivery_plan: 'automatic' }, 'access-notes': { dog: 'None' }, away: { away_from: '2026-04-01', away_to: '2026-04-02' }, worried: {} }[kind];
      expect((await send(kind, body, { account: '100015' })).statusCode, kind).toBe(404);
      expect((await send(kind, body, { account: customer.accounts[1], tank: TANK })).statusCode, kind).toBe(404);
      expect((await send(kind, body, { tank: 'NO-SUCH-TANK' })).statusCode, kind).toBe(404);
      expect((await send(kind, body, { key: '' })).statusCode, kind).toBe(401);
      expect((await send(kind, body, { key: staff })).statusCode, kind).toBe(403);
    }
    expect((await send('worried', {}, { key: admin })).statusCode).toBe(201);
    // The queue is staff's: a customer is refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/workflow/tank_request', headers: { 'user-key': customer.key } })).statusCode).toBe(403);
  });

  it('answers hostile input with 4xx, never 5xx', async () => {
    const bodies: unknown[] = [
      { delivery_plan: 'sometimes' },
      { delivery_plan: 'automatic', note: 'x'.repeat(1001) },
      { delivery_plan: 'automatic', deep: JSON.parse('['.repeat(500) + ']'.repeat(500)) },
      { delivery_plan: 'automatic', note: 'a\u0000b' },
      { delivery_plan: 1e308 },
      [],
      'null',
    ];
    for (const body of bodies) {
      const response = await send('plan-switch', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    for (const body of [{ away_from: 'soon', away_to: '2026-04-01' }, { away_from: '2026-02-30', away_to: '2026-04-01' }, { away_from: '99999-01-01', away_to: '2026-04-01' }, { away_from: '2026-04-01' }]) {
      const response = await send('away', body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const huge = await send('access-notes', { other_notes: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const nulInPath = await send('worried', {}, { tank: 'bad%00id' });
    expect(nulInPath.statusCode).toBeGreaterThanOrEqual(400);
    expect(nulInPath.statusCode).toBeLessThan(500);
  });
});

describe('another tenant', () => {
  it("neither reaches this tenant's tanks nor sees its requests", async () => {
    const theirs = (await loginAs(t.app, 'cleangas', 'customer@demo.test')).body.user_key;
    expect((await send('worried', {}, { key: theirs })).statusCode).toBe(401);
    const there = await send('worried', {}, { key: theirs, tenant: 'cleangas' });
    expect(there.statusCode).toBe(404);
    const theirAdmin = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
    const list = await t.app.inject({ method: 'GET', url: '/api/cleangas/workflow/tank_request?size=50', headers: { 'user-key': theirAdmin } });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { content: { item_contents: { tank_id?: string } }[] }).content.filter((row) => row.item_contents.tank_id === TANK)).toEqual([]);
    const seen = await t.database.withTenant('cleangas', (db) => db.select().from(workflowItems).where(and(eq(workflowItems.type, 'tank_request'))));
    expect(seen.filter((row) => row.itemContents.tank_id === TANK)).toEqual([]);
  });
});

describe('the gate code', () => {
  it('shows none of its characters anywhere it is listed: the request, the queue, its events, the card, a fuel order', async () => {
    const tank = 'TP-GATE-1';
    await addTank(t, { accountId: customer.accounts[0], dropId: tank, size: 275, fills: [] });
    // Gate codes are short: a mask showing the last four characters of '*4321' shows the whole code.
    const code = '*4321';
    const shown: unknown[] = [];
    const sent = await send('access-notes', { gate_code: code, dog: 'None' }, { tank });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().request_id;
    shown.push((await item(id)).itemContents, (await queue()).find((row) => row.request_id === id)!.item_contents, (await eventsOf('tank.request_created', id))[0].data);
    expect((await advance(id, 'new', 'approved')).statusCode).toBe(200);
    shown.push((await tankOf(tank)).plan.access_notes, (await eventsOf('tank.plan_changed', id))[0].data);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/demo/orders/create-fuel-order',
      headers: { 'user-key': customer.key, 'idempotency-key': randomUUID() },
      payload: { item_type: 'fuel_order', item_contents: { account_id: customer.accounts[0], drop_id: tank, fill: true, extras: [], tank_level: 20, payment: { payment_type: 'meet_the_driver' } } },
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().request_id;
    const orders = await t.app.inject({ method: 'GET', url: '/api/demo/workflow/fuel_order?size=50', headers: { 'user-key': staff } });
    shown.push((orders.json() as { content: { request_id: number; item_contents: Record<string, unknown> }[] }).content.find((r) => r.request_id === orderId)!.item_contents);
    shown.push((await t.database.withTenant('demo', (db) => db.select().from(events).where(eq(events.type, 'order.created')))).find((e) => e.data.request_id === orderId)!.data);
    const masks = shown.map((s) => JSON.stringify(s).match(/"gate_code":"([^"]*)"/)?.[1]);
    expect(masks).toHaveLength(7);
    for (const mask of masks) {
      expect(mask).toMatch(/^•+$/);
      expect([...mask!].filter((ch) => code.includes(ch))).toEqual([]);
    }
    for (const s of shown) expect(JSON.stringify(s)).not.toContain('4321');
    // The code itself is still there for staff allowed to reveal it.
    const revealed = await t.app.inject({ method: 'POST', url: `/api/demo/workflow/items/${orderId}/sensitive/gate_code`, headers: { 'user-key': admin } });
    expect(revealed.json()).toMatchObject({ value: code });
  });
});

describe('a tank that has moved to another account', () => {
  const moveTank = (dropId: string, accountId: string) => t.database.withTenant('demo', (db) => db.update(drops).set({ accountId }).where(eq(drops.dropId, dropId)));

  it("is not changed by approving the former account's request: 409, nothing applied, and the request can still be declined", async () => {
    const tank = 'TP-MOVE-1';
    await addTank(t, { accountId: customer.accounts[0], dropId: tank, size: 275, fills: [] });
    const switchId = (await send('plan-switch', { delivery_plan: 'will_call' }, { tank })).json().request_id;
    const notesId = (await send('access-notes', { gate_code: '9911', other_notes: 'Key under the mat' }, { tank })).json().request_id;
    // The supplier's import gives the tank to another account (a house sold) while the requests wait.
    await moveTank(tank, customer.accounts[1]);
    for (const id of [switchId, notesId]) {
      const approved = await advance(id, 'new', 'approved');
      expect(approved.statusCode, approved.body).toBe(409);
      expect(approved.json()).toMatchObject({ error_code: 'TANK_NOT_ON_ACCOUNT' });
      expect((await item(id)).status).toBe('new');
      expect(await eventsOf('tank.plan_changed', id)).toEqual([]);
    }
    expect((await tankOf(tank, customer.accounts[1])).plan).toMatchObject({ delivery_plan: 'unknown', access_notes: null });
    expect(await t.database.withTenant('demo', (db) => db.select().from(tankPlans).where(eq(tankPlans.dropId, tank)))).toEqual([]);
    expect((await advance(switchId, 'new', 'declined')).statusCode).toBe(200);
  });

  it("leaves the former account's notes, away dates and plan behind: the new account's card, requests, orders and import start from nothing", async () => {
    const tank = 'TP-MOVE-2';
    await addTank(t, { accountId: customer.accounts[0], dropId: tank, size: 275, fills: [] });
    for (const [kind, body] of [['access-notes', { gate_code: '5577', other_notes: 'Key under the mat' }], ['away', { away_from: '2026-04-01', away_to: '2026-04-10' }], ['plan-switch', { delivery_plan: 'automatic' }]] as const) {
      const id = (await send(kind, body, { tank })).json().request_id;
      expect((await advance(id, 'new', 'approved')).statusCode).toBe(200);
    }
    await moveTank(tank, customer.accounts[1]);
    const fresh = { delivery_plan: 'unknown', access_notes: null, away_from: null, away_to: null };
    expect((await tankOf(tank, customer.accounts[1])).plan).toMatchObject(fresh);
    // A fuel order of the new account carries none of the former account's notes.
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/demo/orders/create-fuel-order',
      headers: { 'user-key': customer.key, 'idempotency-key': randomUUID() },
      payload: { item_type: 'fuel_order', item_contents: { account_id: customer.accounts[1], drop_id: tank, fill: true, extras: [], tank_level: 20, payment: { payment_type: 'meet_the_driver' } } },
    });
    expect(order.statusCode, order.body).toBe(201);
    const stored = await item(order.json().request_id);
    expect(stored.itemContents).not.toHaveProperty('access_notes');
    expect(JSON.stringify(stored.itemContents)).not.toContain('Key under the mat');
    // The new account's own approved request does not inherit the former account's notes or away dates.
    const switched = (await send('plan-switch', { delivery_plan: 'will_call' }, { account: customer.accounts[1], tank })).json().request_id;
    expect((await advance(switched, 'new', 'approved')).statusCode).toBe(200);
    expect((await tankOf(tank, customer.accounts[1])).plan).toMatchObject({ ...fresh, delivery_plan: 'will_call' });
    const [changed] = await eventsOf('tank.plan_changed', switched);
    expect(changed.data).toMatchObject({ account_id: customer.accounts[1], delivery_plan: 'will_call', access_notes: null, away_from: null, away_to: null });
  });
});

describe('approval', () => {
  it('applied at once by two staff: one applies it and sends tank.plan_changed, the other is told it moved (409)', async () => {
    const tank = 'TP-RACE-1';
    await addTank(t, { accountId: customer.accounts[0], dropId: tank, size: 275, fills: [] });
    const id = (await send('plan-switch', { delivery_plan: 'will_call' }, { tank })).json().request_id;
    const answers = await Promise.all([advance(id, 'new', 'approved'), advance(id, 'new', 'approved', staff)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await eventsOf('tank.plan_changed', id)).toHaveLength(1);
    expect((await tankOf(tank)).plan.delivery_plan).toBe('will_call');
  });

  it("applies a request once: where the tenant's workflow lets an approved request be reopened and approved again, the second approval changes nothing", async () => {
    const tank = 'TP-AGAIN-1';
    await addTank(t, { accountId: customer.accounts[0], dropId: tank, size: 275, fills: [] });
    const tank_request = {
      statuses: [{ id: 'new', label: 'New' }, { id: 'approved', label: 'Approved' }, { id: 'reopened', label: 'Reopened' }, { id: 'declined', label: 'Declined' }],
      initial: 'new',
      final: ['declined'],
      transitions: { new: ['approved', 'declined'], approved: ['reopened'], reopened: ['approved', 'declined'], in_review: [] },
    };
    const version = await publishDocument(t.app, admin, 'workflow', { tank_request });
    try {
      const first = (await send('plan-switch', { delivery_plan: 'will_call' }, { tank })).json().request_id;
      expect((await advance(first, 'new', 'approved')).statusCode).toBe(200);
      const second = (await send('plan-switch', { delivery_plan: 'automatic' }, { tank })).json().request_id;
      expect((await advance(second, 'new', 'approved')).statusCode).toBe(200);
      expect((await tankOf(tank)).plan.delivery_plan).toBe('automatic');
      // The older request reopened and approved again does not undo the newer one.
      expect((await advance(first, 'approved', 'reopened')).statusCode).toBe(200);
      expect((await advance(first, 'reopened', 'approved')).statusCode).toBe(200);
      expect((await tankOf(tank)).plan.delivery_plan).toBe('automatic');
      expect(await eventsOf('tank.plan_changed', first)).toHaveLength(1);
    } finally {
      await rollBack(t.app, admin, 'workflow', version - 1);
    }
  });
});

describe('one request at a time', () => {
  it('refuses a switch to the plan the tank is on, and a second request of a kind while the first waits; another kind is taken', async () => {
    const tank = 'TP-ONCE-1';
    await addTank(t, { accountId: customer.accounts[0], dropId: tank, size: 275, fills: [] });
    const first = await send('plan-switch', { delivery_plan: 'automatic' }, { tank });
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('plan-switch', { delivery_plan: 'will_call' }, { tank });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'REQUEST_ALREADY_OPEN' });
    expect(again.json().detail).toContain(`(number ${first.json().request_id})`);
    expect((await send('away', { away_from: '2026-04-01', away_to: '2026-04-02' }, { tank })).statusCode).toBe(201);
    expect((await advance(first.json().request_id, 'new', 'approved')).statusCode).toBe(200);
    const same = await send('plan-switch', { delivery_plan: 'automatic' }, { tank });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({ error_code: 'PLAN_UNCHANGED', errors: [expect.objectContaining({ path: 'body/delivery_plan' })] });
    expect((await send('plan-switch', { delivery_plan: 'will_call' }, { tank })).statusCode).toBe(201);
  });
});

describe('the urgent flag', () => {
  it("is a worried customer's only: no other request can ask for it, in the body or as an added answer", async () => {
    const tank = 'TP-URGENT-1';
    await addTank(t, { accountId: customer.accounts[0], dropId: tank, size: 275, fills: [] });
    const tries: [Kind, object][] = [
      ['plan-switch', { delivery_plan: 'automatic', urgent: true }],
      ['access-notes', { dog: 'Rex', priority: 'urgent' }],
      ['away', { away_from: '2026-04-01', away_to: '2026-04-02', extra: { urgent: true } }],
      ['plan-switch', { delivery_plan: 'automatic', extra: { priority: 'urgent' } }],
    ];
    for (const [kind, body] of tries) expect((await send(kind, body, { tank })).statusCode, JSON.stringify(body)).toBeOneOf([400, 422]);
    for (const [kind, body] of [['plan-switch', { delivery_plan: 'automatic' }], ['access-notes', { dog: 'Rex' }], ['away', { away_from: '2026-04-01', away_to: '2026-04-02' }]] as [Kind, object][]) {
      const sent = await send(kind, body, { tank });
      expect(sent.json()).toMatchObject({ urgent: false });
      expect(await item(sent.json().request_id)).toMatchObject({ urgent: false });
    }
    expect((await queue()).filter((row) => row.urgent && row.item_contents.tank_id === tank)).toEqual([]);
  });
});

describe("the tenant's workflow for tank requests", () => {
  it('must keep the status approved: it is the step that applies a request to the tank (a workflow without it would take every request and change no tank)', async () => {
    const tank_request = {
      statuses: [{ id: 'new', label: 'New' }, { id: 'accepted', label: 'Accepted' }, { id: 'declined', label: 'Declined' }],
      initial: 'new',
      final: ['accepted', 'declined'],
      transitions: { new: ['accepted', 'declined'], in_review: [] },
    };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/demo/config/documents/workflow/draft', headers: { 'user-key': admin }, payload: { document: { tank_request } } });
    expect(saved.statusCode, saved.body).toBe(422);
    expect(saved.json().errors).toEqual([expect.objectContaining({ path: '/tank_request/statuses' })]);
  });
});

describe('a tank the import deletes', () => {
  it('takes its plan with it (the sealed gate code and notes do not outlive the tank), and a request left waiting changes nothing', async () => {
    const tank = 'TP-GONE-1';
    await addTank(t, { accountId: customer.accounts[0], dropId: tank, size: 275, fills: [] });
    const notes = (await send('access-notes', { gate_code: '2468', dog: 'Rex' }, { tank })).json().request_id;
    expect((await advance(notes, 'new', 'approved')).statusCode).toBe(200);
    const waiting = (await send('plan-switch', { delivery_plan: 'automatic' }, { tank })).json().request_id;
    expect(await importFile(t.app, admin, ndjson({ kind: 'tank', external_id: tank, action: 'delete' }))).toMatchObject({ rows_applied: 1, rows_refused: 0 });
    expect(await t.database.withTenant('demo', (db) => db.select().from(tankPlans).where(eq(tankPlans.dropId, tank)))).toEqual([]);
    const approved = await advance(waiting, 'new', 'approved');
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toMatchObject({ error_code: 'TANK_NOT_ON_ACCOUNT' });
  });
});
