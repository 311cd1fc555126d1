import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { changeLog, outbox, textOutbox, users } from '../../src/server/db/schema';
import { TenantConfigs } from '../../src/server/config/tenant-configs';
import { defaultServices } from '../../src/server/services';
import { onWorkflowTransition, type WorkflowTransition } from '../../src/server/notifications/workflow-transition';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

let t: TestApp;
let adminKey: string;
let staffKey: string;
let customerKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
});
afterAll(() => t.close());

const base = '/api/demo/notifications-config';
const get = (url: string, key: string) => t.app.inject({ method: 'GET', url, headers: { 'user-key': key } });
const save = (payload: unknown, key = adminKey) => t.app.inject({ method: 'POST', url: base, headers: { 'user-key': key, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const current = async () => (await get(base, adminKey)).json() as { version: number; config: { low_balance_threshold: number; events: Record<string, unknown[]> }; roles: string[]; events: { event: string }[] };

/** A delivery's steps the customer hears of (issue 26), by the channels their delivery reminders name. */
const deliverySteps = Object.fromEntries(['scheduled', 'on_truck', 'delivered', 'not_delivered'].map((s) => [`delivery.${s}`, [{ to: 'customer', methods: ['text', 'email'] }]]));

describe('GET /notifications-config', () => {
  it('answers the built-in rules (the customer mailed on final statuses, new orders, a tank at the reorder level and a price alert met), the roles and the events an editor offers', async () => {
    const response = await get(base, adminKey);
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.version).toBeGreaterThanOrEqual(1);
    expect(view.config).toEqual({
      low_balance_threshold: 35,
      events: { 'workflow.*.@final': [{ to: 'customer', methods: ['email'] }], 'order.created': [{ to: 'customer', methods: ['email'] }], 'tank.low': [{ to: 'customer', methods: ['text', 'email'] }], 'price.alert_triggered': [{ to: 'customer', methods: ['text', 'email'] }], ...deliverySteps },
    });
    expect(view.roles).toEqual(['User', 'Customer Service', 'Admin']);
    expect(view.events.map((e: { event: string }) => e.event)).toEqual(expect.arrayContaining(['workflow.inquiry.@final', 'payment.failed', 'balance.low', 'tank.low', 'price.alert_triggered', 'delivery.on_truck', 'town.SMS_EMERGENCY']));
    expect(view.methods).toEqual(expect.arrayContaining(['email']));
  });

  it('is for admins: staff without notifications:manage get 403, customers too', async () => {
    expect((await get(base, staffKey)).statusCode).toBe(403);
    expect((await get(base, customerKey)).statusCode).toBe(403);
    expect((await save({ low_balance_threshold: 50 }, staffKey)).statusCode).toBe(403);
  });
});

describe('POST /notifications-config', () => {
  it('refuses what breaks the schema with 422 and the JSON path of each problem, and changes nothing', async () => {
    const before = await current();
    const low = await save({ low_balance_threshold: 34 });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toEqual([expect.objectContaining({ path: '/low_balance_threshold' })]);
    const method = await save({ events: { 'order.created': [{ to: 'customer', methods: ['fax'] }] } });
    expect(method.statusCode).toBe(422);
    expect(method.json().errors[0].path).toBe('/events/order.created/0/methods/0');
    const event = await save({ events: { 'workflow.spaceship.launched': [] } });
    expect(event.statusCode).toBe(422);
    expect(event.json().errors[0].message).toContain('workflow.spaceship.launched');
    // Not an object at all: refused by the operation's own schema.
    expect((await save([1, 2])).statusCode).toBe(400);
    expect(await current()).toEqual(before);
  });

  it('refuses a role the tenant lacks and a user it does not have, at their paths', async () => {
    const response = await save({
      events: { 'payment.failed': [{ to: 'role', role: 'Dispatcher', methods: ['email'] }, { to: 'user', email: 'nobody@demo.test', methods: ['email'] }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual(['/events/payment.failed/0/role', '/events/payment.failed/1/email']);
  });

  it('saves a partial config over the published one as a new version, logs the change, and the role and user views follow', async () => {
    const before = await current();
    const response = await save({ low_balance_threshold: 50, events: { 'payment.failed': [{ to: 'role', role: 'Customer Service', methods: ['email'] }, { to: 'customer', methods: ['email', 'text'] }] } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Notifications updated successfully!', version: before.version + 1 });
    const after = await current();
    expect(after.version).toBe(before.version + 1);
    expect(after.config.low_balance_threshold).toBe(50);
    // Merged: the rules not named in the body stay.
    expect(Object.keys(after.config.events).sort()).toEqual(['delivery.delivered', 'delivery.not_delivered', 'delivery.on_truck', 'delivery.scheduled', 'order.created', 'payment.failed', 'price.alert_triggered', 'tank.low', 'workflow.*.@final']);
    const logged = await t.database.withTenant('demo', (db) => db.select().from(changeLog).where(eq(changeLog.operationId, 'saveNotificationsConfig')).orderBy(desc(changeLog.id)).limit(1));
    expect(logged[0]).toMatchObject({ target: 'notifications', before: expect.objectContaining({ low_balance_threshold: 35 }), after: expect.objectContaining({ low_balance_threshold: 50 }) });

    const role = (await get(`${base}/role/Customer%20Service`, adminKey)).json();
    expect(role).toEqual({ role: 'Customer Service', events: [{ event: 'payment.failed', label: 'Payment failed', methods: ['email'], via: ['role'] }] });
    expect((await get(`${base}/role/Nobody`, adminKey)).statusCode).toBe(404);

    const mine = await get(`${base}/for-user`, customerKey);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      role: 'User',
      low_balance_threshold: 50,
      notification_preferences: expect.any(Array),
      town_notifications: expect.any(Array),
    });
    expect(mine.json().events.map((e: { event: string }) => e.event).sort()).toEqual(['delivery.delivered', 'delivery.not_delivered', 'delivery.on_truck', 'delivery.scheduled', 'order.created', 'payment.failed', 'price.alert_triggered', 'tank.low', 'workflow.*.@final']);
    // Staff are no customers: what goes to "the customer" is not theirs.
    expect((await get(`${base}/for-user`, staffKey)).json().events).toEqual([{ event: 'payment.failed', label: 'Payment failed', methods: ['email'], via: ['role'] }]);
  });
});

describe('onWorkflowTransition', () => {
  const transition = (over: Partial<WorkflowTransition>): WorkflowTransition => ({
    itemType: 'inquiry',
    requestId: 4242,
    fromStatus: 'new',
    toStatus: 'closed',
    comment: 'We refilled your tank.',
    userId: null,
    itemContents: {},
    ...over,
  });
  const run = async (over: Partial<WorkflowTransition>) => {
    const services = defaultServices(t.database);
    const configs = new TenantConfigs(0);
    await t.database.withTenant('demo', async (db) => {
      const tenant = await configs.tenantFor(db, t.tenants.get('demo')!);
      await onWorkflowTransition({ db, tenant, services }, transition(over));
    });
  };

  it('mails and texts the submitter as the configuration says, and the staff role by mail', async () => {
    expect((await save({ events: { 'workflow.inquiry.closed': [{ to: 'customer', methods: ['email', 'text'] }, { to: 'role', role: 'Customer Service', methods: ['email'] }] } })).statusCode).toBe(200);
    const customer = await t.database.withTenant('demo', async (db) => {
      await db.update(users).set({ cellPhone: '555-234-5678' }).where(eq(users.email, 'customer@demo.test'));
      return (await db.select().from(users).where(eq(users.email, 'customer@demo.test')))[0];
    });
    await run({ userId: customer.id });
    const mails = await t.database.withTenant('demo', (db) => db.select().from(outbox).where(eq(outbox.subject, 'Inquiry #4242 is now Closed')));
    expect(mails.map((m) => m.to).sort()).toEqual(['customer@demo.test', 'staff@demo.test']);
    expect(mails[0].text).toContain('Comment: We refilled your tank.');
    const texts = await t.database.withTenant('demo', (db) => db.select().from(textOutbox).where(eq(textOutbox.to, '+15552345678')));
    expect(texts).toEqual([expect.objectContaining({ event: 'workflow.inquiry.closed', transport: 'outbox', status: 'recorded', body: expect.stringContaining('inquiry #4242 is now Closed') })]);
  });

  it('reaches a prospect through the email and phone of the item, and nobody for a move no rule names', async () => {
    await run({ requestId: 4343, itemContents: { from_email: 'prospect@example.test', phone: '(555) 765-4321' } });
    const mails = await t.database.withTenant('demo', (db) => db.select().from(outbox).where(eq(outbox.to, 'prospect@example.test')));
    expect(mails.map((m) => m.subject)).toEqual(['Inquiry #4343 is now Closed']);
    const texts = await t.database.withTenant('demo', (db) => db.select().from(textOutbox).where(and(eq(textOutbox.to, '+15557654321'))));
    expect(texts).toHaveLength(1);

    await run({ requestId: 4444, toStatus: 'in_progress', itemContents: { from_email: 'prospect@example.test' } });
    const none = await t.database.withTenant('demo', (db) => db.select().from(outbox).where(eq(outbox.to, 'prospect@example.test')));
    expect(none).toHaveLength(1);
  });
});

describe('GET /text-outbox', () => {
  it('lists the texts newest first for outbox readers only', async () => {
    const response = await get('/api/demo/text-outbox?page=0&size=5', adminKey);
    expect(response.statusCode).toBe(200);
    expect(response.json().content[0]).toMatchObject({ to: expect.stringMatching(/^\+1/), event: 'workflow.inquiry.closed', status: 'recorded' });
    const one = (await get('/api/demo/text-outbox?to=555-234-5678', adminKey)).json();
    expect(one.content.map((text: { to: string }) => text.to)).toEqual(['+15552345678']);
    expect((await get('/api/demo/text-outbox', staffKey)).statusCode).toBe(403);
  });
});
