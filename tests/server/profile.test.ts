import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, users } from '../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { publishDocument, rollBack } from './support/config-documents';

const clock = { now: new Date('2026-03-02T15:04:05.000Z') };
let t: TestApp;
let customerKey: string;
let customerAccounts: string[];
let staffKey: string;
let adminKey: string;
let dispatcherKey: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now });
  const customer = await loginAs(t.app, 'demo', 'customer@demo.test');
  customerKey = customer.body.user_key;
  customerAccounts = customer.body.account_ids;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  dispatcherKey = (await loginAs(t.app, 'cleangas', 'staff@demo.test')).body.user_key;
});
afterAll(() => t.close());

/** Narrows the tenant's settings the way its admin would: a published settings document. */
let published: number | undefined;
async function narrowSettings(change: { alert_options?: string[]; notification_methods?: string[] }) {
  published = await publishDocument(t.app, adminKey, 'settings', change);
}
// Tests that narrow the tenant's settings put them back (a rollback to the version before).
afterEach(async () => {
  if (published !== undefined) await rollBack(t.app, adminKey, 'settings', published - 1);
  published = undefined;
});

const get = (url: string, key?: string) => t.app.inject({ method: 'GET', url, headers: key ? { 'user-key': key } : {} });
const post = (url: string, payload: unknown, key?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: key ? { 'user-key': key } : {} });
const update = (payload: unknown, key = customerKey) => post('/api/demo/user/profile', payload, key);
/** What the customer's accounts are recorded to get, any of them: the profile's boxes before a choice (alertChoice). */
const recordedAlerts = async () => {
  const rows = await t.database.withTenant('demo', (db) => db.select().from(accounts));
  const linked = rows.filter((a) => customerAccounts.includes(a.accountId));
  return Object.fromEntries((['delivery_reminders', 'new_documents', 'schedule_reminders'] as const).map((id) => [id, linked.some((a) => a.alerts[id])])) as Record<string, boolean>;
};

describe('GET /user/profile', () => {
  it("answers the customer's profile with the tenant's alert options and the first account's billing address", async () => {
    const response = await get('/api/demo/user/profile', customerKey);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      email: 'customer@demo.test',
      role: 'User',
      locale: 'en-US',
      contact_type_id: 1,
      account_ids: [...customerAccounts].sort(),
      paperless_delivery: false,
      winter_address: { street1: '', city: '', state: '', zipcode: '' },
      town_notifications: [],
      household_members: [],
      terms_of_use_acknowledged: false,
      last_manually_updated: null,
      notify_options: ['email', 'text'],
    });
    // Nothing chosen yet: what the accounts' records say, by email.
    const recorded = await recordedAlerts();
    expect(recorded.delivery_reminders).toBe(true);
    expect(profile.alerts).toEqual(recorded);
    expect(profile.display_name).toBe(`${profile.first_name} ${profile.last_name}`);
    expect(profile.name).toBe(profile.display_name);
    expect(profile.notification_preferences).toEqual([
      { id: 'delivery_reminders', name: 'Delivery Reminders', description: expect.any(String), text: false, email: recorded.delivery_reminders },
      { id: 'new_documents', name: 'New Documents', description: expect.any(String), text: false, email: recorded.new_documents },
      { id: 'schedule_reminders', name: 'Schedule Reminders', description: expect.any(String), text: false, email: recorded.schedule_reminders },
    ]);
    expect(profile.notifications_wanted).toEqual([
      { route_name: 'delivery_reminders', wanted: recorded.delivery_reminders },
      { route_name: 'new_documents', wanted: recorded.new_documents },
      { route_name: 'schedule_reminders', wanted: recorded.schedule_reminders },
    ]);
    const [first] = [...customerAccounts].sort();
    const [account] = await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, first)));
    expect(profile.billing_address).toEqual({
      street1: account.street1,
      street2: account.street2,
      city: account.city,
      state: account.state,
      zipcode: account.zipcode,
      country: account.country,
    });
    expect(response.body).not.toMatch(/password|argon2|tenant_id/);
  });

  it('answers staff, who have no accounts, without a billing address or contact type', async () => {
    const profile = (await get('/api/demo/user/profile', staffKey)).json();
    expect(profile).toMatchObject({ email: 'staff@demo.test', role: 'Customer Service', account_ids: [] });
    expect(profile).not.toHaveProperty('billing_address');
    expect(profile).not.toHaveProperty('contact_type_id');
  });

  it('refuses an anonymous caller and an unknown key', async () => {
    expect((await get('/api/demo/user/profile')).statusCode).toBe(401);
    expect((await get('/api/demo/user/profile', 'not-a-key-at-all')).statusCode).toBe(401);
  });

  it('only offers the alert options and channels the tenant has', async () => {
    await narrowSettings({ alert_options: ['new_documents'], notification_methods: ['email'] });
    const profile = (await get('/api/demo/user/profile', customerKey)).json();
    expect(profile.notification_preferences.map((p: { id: string }) => p.id)).toEqual(['new_documents']);
    expect(profile.notify_options).toEqual(['email']);
    // Only the offered alert reads as wanted, as the records say (nothing chosen yet).
    expect(profile.alerts).toEqual({ delivery_reminders: false, new_documents: (await recordedAlerts()).new_documents, schedule_reminders: false });
  });
});

describe('POST /user/profile', () => {
  const member = { first_name: 'Robin', last_name: 'Doe', email: 'robin@example.com', mobile_phone: '802-555-0101', relationship_to_owner: 'spouse', town_notifications: ['SMS_EMERGENCY'], notify_methods: ['text'] };

  it('saves the profile, stamps last_manually_updated and answers the new profile', async () => {
    clock.now = new Date('2026-03-02T15:04:05.000Z');
    const response = await update({
      first_name: ' Casey ',
      last_name: 'Jones',
      cell_phone: '802-555-0199',
      home_phone: '802-555-0100',
      paperless_delivery: true,
      winter_address: { street1: '1 Palm Way', city: 'Naples', state: 'FL', zipcode: '34102' },
      notification_preferences: [{ id: 'delivery_reminders', text: false, email: true }],
      town_notifications: ['TOWN_WIDE_EMAIL', 'PACKAGE_DELIVERED'],
      household_members: [member],
      terms_of_use_acknowledged: true,
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      first_name: 'Casey',
      last_name: 'Jones',
      display_name: 'Casey Jones',
      cell_phone: '802-555-0199',
      home_phone: '802-555-0100',
      paperless_delivery: true,
      winter_address: { street1: '1 Palm Way', city: 'Naples', state: 'FL', zipcode: '34102' },
      town_notifications: ['TOWN_WIDE_EMAIL', 'PACKAGE_DELIVERED'],
      household_members: [{ ...member, relationship_to_owner: 'Spouse' }],
      terms_of_use_acknowledged: true,
      last_manually_updated: '2026-03-02T15:04:05.000Z',
      // Only delivery reminders were chosen: the others are still what the records say.
      alerts: { delivery_reminders: true, new_documents: (await recordedAlerts()).new_documents, schedule_reminders: (await recordedAlerts()).schedule_reminders },
    });
    expect(profile.notification_preferences[0]).toMatchObject({ id: 'delivery_reminders', text: false, email: true });
    expect(profile.notifications_wanted[0]).toEqual({ route_name: 'delivery_reminders', wanted: true });
    expect((await get('/api/demo/user/profile', customerKey)).json()).toEqual(profile);
  });

  it('keeps what a partial update leaves out, and changes only the alerts it sends', async () => {
    clock.now = new Date('2026-03-02T15:10:00.000Z');
    const response = await update({ first_name: 'Casey', last_name: 'Jones', notification_preferences: [{ id: 'new_documents', text: true, email: false }] });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      cell_phone: '802-555-0199',
      paperless_delivery: true,
      household_members: [expect.objectContaining({ first_name: 'Robin' })],
      last_manually_updated: '2026-03-02T15:10:00.000Z',
      // Schedule reminders were never chosen: still what the records say.
      alerts: { delivery_reminders: true, new_documents: true, schedule_reminders: (await recordedAlerts()).schedule_reminders },
    });
    // Empty lists clear.
    const cleared = (await update({ first_name: 'Casey', last_name: 'Jones', household_members: [], town_notifications: [] })).json();
    expect(cleared.household_members).toEqual([]);
    expect(cleared.town_notifications).toEqual([]);
  });

  it('refuses a phone number not shown ###-###-####', async () => {
    const response = await update({ first_name: 'Casey', last_name: 'Jones', cell_phone: '8025550199' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'body/cell_phone' })]);
  });

  it('lists every missing name', async () => {
    const response = await update({ cell_phone: '802-555-0199' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body/first_name', message: 'Value missing' },
        { path: 'body/last_name', message: 'Value missing' },
      ]),
    );
  });

  it('refuses names of spaces only', async () => {
    const response = await update({ first_name: '   ', last_name: 'Jones', household_members: [{ first_name: 'Ann', last_name: ' ' }] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { path: 'body/first_name', message: 'Value missing' },
      { path: 'body/household_members/0/last_name', message: 'Value missing' },
    ]);
  });

  it('refuses a relationship the tenant does not know, naming the choices', async () => {
    const response = await update({ first_name: 'Casey', last_name: 'Jones', household_members: [{ ...member, relationship_to_owner: 'Cousin' }] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 422,
      error_code: 'PROFILE_INVALID',
      detail: 'body/household_members/0/relationship_to_owner Relationship must be one of: Spouse, Partner, Child, Parent, Tenant, Other',
    });
  });

  it('refuses an unknown town notification code or notify method', async () => {
    const response = await update({ first_name: 'Casey', last_name: 'Jones', town_notifications: ['FIRE_DRILL'], household_members: [{ ...member, notify_methods: ['pigeon'] }] });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body/town_notifications/0', 'body/household_members/0/notify_methods/0']));
  });

  it('refuses an alert option the tenant does not offer, or one listed twice', async () => {
    await narrowSettings({ alert_options: ['delivery_reminders'] });
    const response = await update({
      first_name: 'Casey',
      last_name: 'Jones',
      notification_preferences: [
        { id: 'schedule_reminders', text: true, email: true },
        { id: 'delivery_reminders', text: true, email: true },
        { id: 'delivery_reminders', text: false, email: false },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { path: 'body/notification_preferences/0/id', message: 'schedule_reminders is not an alert this supplier offers (delivery_reminders)' },
      { path: 'body/notification_preferences/2/id', message: 'delivery_reminders is listed twice' },
    ]);
  });

  it('refuses a channel the tenant cannot send on, for the user and for household members', async () => {
    await narrowSettings({ notification_methods: ['email'] });
    const response = await update({
      first_name: 'Casey',
      last_name: 'Jones',
      notification_preferences: [{ id: 'delivery_reminders', text: true, email: true }],
      household_members: [{ ...member, notify_methods: ['text'] }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { path: 'body/notification_preferences/0/text', message: 'Text notifications are not offered' },
      { path: 'body/household_members/0/notify_methods', message: 'Text notifications are not offered' },
    ]);
  });

  it('refuses fields a user may not change', async () => {
    const response = await update({ first_name: 'Casey', last_name: 'Jones', role: 'Admin' });
    expect(response.statusCode).toBe(400);
    expect((await get('/api/demo/user/profile', customerKey)).json().role).toBe('User');
  });

  it('refuses an anonymous caller before reading the body', async () => {
    const response = await update({}, '');
    expect(response.statusCode).toBe(401);
  });

  it('lets staff edit their own profile too', async () => {
    const response = await update({ first_name: 'Sam', last_name: 'Staffer', cell_phone: '802-555-0123' }, staffKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'staff@demo.test', display_name: 'Sam Staffer' });
  });
});

describe('GET /user/profile/{email}', () => {
  it("lets staff with users:read read a customer's profile, whatever the case of the email", async () => {
    const response = await get('/api/demo/user/profile/Customer@Demo.TEST', staffKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'customer@demo.test', contact_type_id: 1 });
    expect((await get('/api/demo/user/profile/customer@demo.test', adminKey)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown email', async () => {
    const response = await get('/api/demo/user/profile/nobody@demo.test', adminKey);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('User not found');
  });

  it('refuses a customer, a role without users:read and an anonymous caller', async () => {
    expect((await get('/api/demo/user/profile/staff@demo.test', customerKey)).statusCode).toBe(403);
    expect((await get('/api/cleangas/user/profile/customer@demo.test', dispatcherKey)).statusCode).toBe(403);
    expect((await get('/api/demo/user/profile/customer@demo.test')).statusCode).toBe(401);
  });

  it('calls a user linked to an account someone else owns an authorised contact (2)', async () => {
    const created = await post(
      '/api/demo/users',
      { email: 'contact@demo.test', first_name: 'Pat', last_name: 'Contact', role: 'User', account_ids: [customerAccounts[0]], password: 'Contact-pass-1' },
      adminKey,
    );
    expect(created.statusCode).toBe(201);
    const profile = (await get('/api/demo/user/profile/contact@demo.test', adminKey)).json();
    expect(profile).toMatchObject({ contact_type_id: 2, account_ids: [customerAccounts[0]] });
  });

  it("does not reach another tenant's users", async () => {
    const created = await post('/api/cleangas/users', { email: 'only-cleangas@demo.test', first_name: 'Only', last_name: 'Cleangas', role: 'User' }, (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key);
    expect(created.statusCode).toBe(201);
    expect((await get('/api/demo/user/profile/only-cleangas@demo.test', adminKey)).statusCode).toBe(404);
  });
});

describe('one answer to "which alerts" (issue 22 item 14)', () => {
  type Alerts = Record<'delivery_reminders' | 'new_documents' | 'schedule_reminders', boolean>;
  type Owned = { account_id: string; alerts: Alerts; account_owner?: { user_id: number; alerts: Alerts } };
  const ownAccounts = async (userId: number) => ((await get('/api/demo/accounts/for-user', customerKey)).json() as Owned[]).filter((a) => a.account_owner?.user_id === userId);

  it('ticks on the profile what the overview says the account gets, and the overview follows the profile once chosen', async () => {
    // A customer who has never chosen: the accounts' records speak (the seed records delivery reminders on every account).
    await t.database.withTenant('demo', (db) => db.update(users).set({ notificationChoices: {} }).where(eq(users.email, 'customer@demo.test')));
    const profile = (await get('/api/demo/user/profile', customerKey)).json();
    const owned = await ownAccounts(profile.user_id);
    expect(owned.length).toBeGreaterThan(0);
    const recorded = (await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, owned[0].account_id))))[0].alerts;
    expect(recorded.delivery_reminders).toBe(true);
    expect(profile.notification_preferences.find((p: { id: string }) => p.id === 'delivery_reminders')).toMatchObject({ email: true, text: false });
    expect(profile.alerts.delivery_reminders).toBe(true);
    expect(owned[0].alerts).toEqual(recorded);
    expect(owned[0].account_owner?.alerts).toEqual(recorded);

    // Unticked on the profile: the overview says No too; ticked by text: Yes.
    expect((await update({ first_name: 'Casey', last_name: 'Jones', notification_preferences: [{ id: 'delivery_reminders', text: false, email: false }] })).statusCode).toBe(200);
    for (const account of await ownAccounts(profile.user_id)) expect([account.alerts.delivery_reminders, account.account_owner?.alerts.delivery_reminders]).toEqual([false, false]);
    expect((await get('/api/demo/user/profile', customerKey)).json().alerts.delivery_reminders).toBe(false);
    expect((await update({ first_name: 'Casey', last_name: 'Jones', notification_preferences: [{ id: 'delivery_reminders', text: true, email: false }] })).statusCode).toBe(200);
    for (const account of await ownAccounts(profile.user_id)) expect(account.alerts.delivery_reminders).toBe(true);
  });
});
