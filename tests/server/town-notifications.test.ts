import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, outbox, textOutbox, users } from '../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

/**
 * POST /notifications/town: an admin's notice reaches the confirmed customers subscribed to its
 * code (profile town_notifications), by the methods the notification config gives town.<code>.
 */
let t: TestApp;
let adminKey: string;
let staffKey: string;
let customerKey: string;
let others: { id: number; email: string }[];

beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
  others = await t.database.withTenant('demo', async (db) => {
    await db.update(users).set({ townNotifications: [] });
    const rows = await db
      .insert(users)
      .values(['town-unconfirmed@example.test', 'town-wide@example.test'].map((email) => ({ tenantId: 'demo', email, passwordHash: '!', role: 'User' })))
      .returning({ id: users.id, email: users.email });
    // The demo customer wants parcels and emergencies; a second customer only parcels but is not confirmed; staff subscribing is no customer.
    await db.update(users).set({ townNotifications: ['PACKAGE_DELIVERED', 'SMS_EMERGENCY'], cellPhone: '(802) 555-0101' }).where(eq(users.email, 'customer@demo.test'));
    await db.update(users).set({ townNotifications: ['PACKAGE_DELIVERED'], confirmed: false }).where(eq(users.id, rows[0].id));
    await db.update(users).set({ townNotifications: ['TOWN_WIDE_EMAIL'], confirmed: true }).where(eq(users.id, rows[1].id));
    await db.update(users).set({ townNotifications: ['PACKAGE_DELIVERED'] }).where(eq(users.email, 'staff@demo.test'));
    return rows;
  });
});
afterAll(() => t.close());

const send = (payload: unknown, key = adminKey) => t.app.inject({ method: 'POST', url: '/api/demo/notifications/town', headers: { 'user-key': key, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const configure = async (events: Record<string, unknown>) => expect((await t.app.inject({ method: 'POST', url: '/api/demo/notifications-config', headers: { 'user-key': adminKey }, payload: { events } })).statusCode).toBe(200);
const mailsWith = (subject: string) => t.database.withTenant('demo', (db) => db.select().from(outbox).where(eq(outbox.subject, subject)));

describe('POST /notifications/town', () => {
  it('queues nothing, and says why, while the config gives the code no method', async () => {
    const response = await send({ code: 'PACKAGE_DELIVERED', subject: 'Unrouted parcel', message: 'At the office.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.stringContaining('No notification method is set for PACKAGE_DELIVERED'), subscribers: 0, queued: 0 });
    expect(await mailsWith('Unrouted parcel')).toEqual([]);
  });

  it('mails and texts only the confirmed customers subscribed to the code, and logs the send', async () => {
    await configure({ 'town.PACKAGE_DELIVERED': [{ to: 'customer', methods: ['email', 'text'] }], 'town.TOWN_WIDE_EMAIL': [{ to: 'customer', methods: ['email'] }] });
    const response = await send({ code: 'PACKAGE_DELIVERED', subject: 'Your parcel arrived', message: 'A parcel is waiting at the town office.\n\nOpen 9–5.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Town notification sent: 2 messages queued for 1 subscribers.', subscribers: 1, queued: 2 });
    const mails = await mailsWith('Your parcel arrived');
    expect(mails.map((m) => m.to)).toEqual(['customer@demo.test']);
    expect(mails[0].text).toContain('Open 9–5.');
    const texts = await t.database.withTenant('demo', (db) => db.select().from(textOutbox).where(eq(textOutbox.event, 'town.PACKAGE_DELIVERED')));
    expect(texts).toEqual([expect.objectContaining({ to: '+18025550101', body: expect.stringContaining('Your parcel arrived') })]);

    const wide = await send({ code: 'TOWN_WIDE_EMAIL', subject: 'Road closed', message: 'Main St is closed Friday.' });
    expect(wide.json()).toMatchObject({ subscribers: 1, queued: 1 });
    expect((await mailsWith('Road closed')).map((m) => m.to)).toEqual([others[1].email.toLowerCase()]);
    expect(await t.database.withTenant('demo', (db) => db.select().from(outbox).where(and(eq(outbox.subject, 'Your parcel arrived'), inArray(outbox.to, [others[0].email, 'staff@demo.test']))))).toEqual([]);

    const [logged] = await t.database.withTenant('demo', (db) => db.select().from(changeLog).where(eq(changeLog.operationId, 'sendTownNotification')).orderBy(desc(changeLog.id)).limit(1));
    expect(logged).toMatchObject({ target: 'town.TOWN_WIDE_EMAIL', after: expect.objectContaining({ subject: 'Road closed', queued: 1 }) });
  });

  it('refuses an unknown code, blank or over-long words and control characters with 422 or 400, queuing nothing', async () => {
    const before = (await t.database.withTenant('demo', (db) => db.select().from(outbox))).length;
    expect((await send({ code: 'FIRE_DRILL', subject: 'x', message: 'y' })).statusCode).toBe(400);
    expect((await send({ code: 'PACKAGE_DELIVERED', subject: 'x'.repeat(151), message: 'y' })).statusCode).toBe(400);
    const blank = await send({ code: 'PACKAGE_DELIVERED', subject: '   ', message: 'y' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([expect.objectContaining({ path: 'body/subject' })]);
    // A line break is text the request guard lets through; in a subject it would shape the mail's headers.
    const injected = await send({ code: 'PACKAGE_DELIVERED', subject: 'Hi\r\nBcc: all@example.test', message: 'Fine.' });
    expect(injected.statusCode).toBe(422);
    expect(injected.json().errors.map((e: { path: string }) => e.path)).toEqual(['body/subject']);
    // Other control characters never reach the handler (hostile-input guard).
    expect((await send({ code: 'PACKAGE_DELIVERED', subject: 'Bell', message: 'bell\u0007' })).statusCode).toBe(400);
    expect((await send({ code: 'PACKAGE_DELIVERED', subject: 'x' })).statusCode).toBe(400);
    expect((await t.database.withTenant('demo', (db) => db.select().from(outbox))).length).toBe(before);
  });

  it('is for admins: staff without notifications:send and customers get 403, nobody signed in 401', async () => {
    const body = { code: 'PACKAGE_DELIVERED', subject: 'Not yours', message: 'No.' };
    expect((await send(body, staffKey)).statusCode).toBe(403);
    expect((await send(body, customerKey)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/demo/notifications/town', payload: body })).statusCode).toBe(401);
    expect(await mailsWith('Not yours')).toEqual([]);
  });
});
