import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import { accounts, users } from '../../src/server/db/schema';
import { createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from './support/test-app';

let t: TestApp;
let adminKey: string;
let staffKey: string;
let customerKey: string;
let customer: { user_id: number; account_ids: string[] };
let cleangasAdminKey: string;
/** Demo accounts nobody owns, handed out one per test that changes an account. */
let spareAccounts: string[];
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  const c = await loginAs(t.app, 'demo', 'customer@demo.test');
  customerKey = c.body.user_key;
  customer = c.body;
  cleangasAdminKey = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
  const unowned = await t.database.withTenant('demo', (db) => db.select({ id: accounts.accountId }).from(accounts).where(and(eq(accounts.isDeleted, false), isNull(accounts.ownerUserId))));
  spareAccounts = unowned.map((a) => a.id).filter((id) => !customer.account_ids.includes(id));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, key?: string, payload?: object, tenant = 'demo') =>
  t.app.inject({ method, url: `/api/${tenant}${url}`, headers: key ? { 'user-key': key } : {}, ...(payload ? { payload } : {}) });
const spareAccount = () => {
  const id = spareAccounts.pop();
  if (!id) throw new Error('the demo seed ran out of spare accounts');
  return id;
};

let serial = 0;
/** A spare account owned by a new portal user who can log in with the demo password. */
async function ownedAccount(): Promise<{ accountId: string; ownerEmail: string; ownerId: number }> {
  const accountId = spareAccount();
  const ownerEmail = `owner-${++serial}@example.test`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ownerId = await t.database.withTenant('demo', async (db) => {
    const [user] = await db.insert(users).values({ tenantId: 'demo', email: ownerEmail, passwordHash, role: 'User', firstName: 'Olive', lastName: 'Owner', displayName: 'Olive Owner', confirmed: true }).returning();
    await db.update(accounts).set({ ownerUserId: user.id, email: ownerEmail }).where(eq(accounts.accountId, accountId));
    return user.id;
  });
  return { accountId, ownerEmail, ownerId };
}

const detailOf = async (accountId: string, key = adminKey) => (await call('GET', `/accounts/${accountId}`, key)).json();

describe('GET /accounts/{account_id}', () => {
  it('answers the Account with phones, status, comment and owner', async () => {
    const [accountId] = customer.account_ids;
    const response = await call('GET', `/accounts/${accountId}`, adminKey);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [row] = await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, accountId)));
    expect(body).toMatchObject({
      account_id: accountId,
      display_name: row.displayName,
      home_phone: row.homePhone,
      work_phone: row.workPhone,
      cell_phone: row.cellPhone,
      account_status: row.accountStatus,
      comment: row.comment,
      owner: { user_id: customer.user_id, email: 'customer@demo.test', display_name: expect.any(String) },
    });
    expect(body.locations.length).toBeGreaterThan(0);
    expect(body.locations[0].drops.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/password|argon2|owner_user_id|tenant_id/);
  });

  it('answers owner null for an account no portal user owns', async () => {
    const accountId = spareAccounts[0];
    expect((await detailOf(accountId)).owner).toBeNull();
  });

  it('lets Customer Service read an account', async () => {
    const response = await call('GET', `/accounts/${customer.account_ids[0]}`, staffKey);
    expect(response.statusCode).toBe(200);
    expect(response.json().account_id).toBe(customer.account_ids[0]);
  });

  it('answers 404 for an unknown account, 403 to a customer, even for their own account, and 401 anonymous', async () => {
    const unknown = await call('GET', '/accounts/999999999', adminKey);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, detail: 'Account not found' });
    expect((await call('GET', `/accounts/${customer.account_ids[0]}`, customerKey)).statusCode).toBe(403);
    expect((await call('GET', `/accounts/${customer.account_ids[0]}`)).statusCode).toBe(401);
  });

  it("does not show another tenant's account (RLS): 404, and a session of the other tenant is none here", async () => {
    const cleangasIds = new Set(
      (await t.database.withTenant('cleangas', (db) => db.select({ id: accounts.accountId }).from(accounts))).map((a) => a.id),
    );
    const demoOnly = spareAccounts.find((id) => !cleangasIds.has(id));
    expect(demoOnly).toBeDefined();
    expect((await call('GET', `/accounts/${demoOnly}`, cleangasAdminKey, undefined, 'cleangas')).statusCode).toBe(404);
    expect((await call('POST', `/accounts/${demoOnly}`, cleangasAdminKey, { account_status: 'closed' }, 'cleangas')).statusCode).toBe(404);
    expect((await call('GET', `/accounts/${demoOnly}`, cleangasAdminKey)).statusCode).toBe(401);
  });
});

describe('POST /accounts/{account_id}: status', () => {
  it('changes the status and comment, and the search list shows the new status', async () => {
    const accountId = spareAccount();
    const response = await call('POST', `/accounts/${accountId}`, adminKey, { account_status: 'credit_hold', comment: 'Two cheques bounced' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Account status updated successfully!' });
    expect(await detailOf(accountId)).toMatchObject({ account_status: 'credit_hold', comment: 'Two cheques bounced' });
    const found = (await call('GET', `/accounts/find?searchText=${accountId}`, adminKey)).json();
    expect(found.content.find((r: { account_id: string }) => r.account_id === accountId)).toMatchObject({ account_status: 'credit_hold' });
  });

  it('keeps the comment when a status comes without one', async () => {
    const accountId = spareAccount();
    await call('POST', `/accounts/${accountId}`, adminKey, { account_status: 'collections', comment: 'Sent to the agency' });
    expect((await call('POST', `/accounts/${accountId}`, adminKey, { account_status: 'active' })).statusCode).toBe(200);
    expect(await detailOf(accountId)).toMatchObject({ account_status: 'active', comment: 'Sent to the agency' });
  });

  it('refuses an unknown status, an empty body and a comment alone with 400, changing nothing', async () => {
    const accountId = spareAccount();
    const before = await detailOf(accountId);
    const unknown = await call('POST', `/accounts/${accountId}`, adminKey, { account_status: 'frozen' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/account_status/);
    expect((await call('POST', `/accounts/${accountId}`, adminKey, {})).statusCode).toBe(400);
    const commentOnly = await call('POST', `/accounts/${accountId}`, adminKey, { comment: 'Just a note' });
    expect(commentOnly.statusCode).toBe(400);
    expect(commentOnly.json()).toMatchObject({ error_code: 'NOTHING_TO_UPDATE' });
    expect(await detailOf(accountId)).toMatchObject({ account_status: before.account_status, comment: before.comment });
  });

  it('answers 404 for an unknown account', async () => {
    expect((await call('POST', '/accounts/999999999', adminKey, { account_status: 'closed' })).statusCode).toBe(404);
  });

  it('refuses Customer Service (no accounts:update), a customer and an anonymous caller', async () => {
    const accountId = customer.account_ids[0];
    const before = await detailOf(accountId);
    expect((await call('POST', `/accounts/${accountId}`, staffKey, { account_status: 'closed' })).statusCode).toBe(403);
    expect((await call('POST', `/accounts/${accountId}`, customerKey, { account_status: 'closed' })).statusCode).toBe(403);
    expect((await call('POST', `/accounts/${accountId}`, undefined, { account_status: 'closed' })).statusCode).toBe(401);
    expect((await detailOf(accountId)).account_status).toBe(before.account_status);
  });
});

describe('POST /accounts/{account_id}: email', () => {
  it("changes the account's email only, without update_user", async () => {
    const { accountId, ownerEmail } = await ownedAccount();
    const response = await call('POST', `/accounts/${accountId}`, adminKey, { email: 'Billing-Only@Example.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Account Email updated successfully!' });
    const detail = await detailOf(accountId);
    expect(detail.email).toBe('billing-only@example.test');
    expect(detail.owner.email).toBe(ownerEmail);
    expect((await loginAs(t.app, 'demo', ownerEmail)).response.statusCode).toBe(200);
  });

  it("changes the owner's login email too with update_user: the owner logs in with the new one", async () => {
    const { accountId, ownerEmail } = await ownedAccount();
    const newEmail = `moved-${serial}@example.test`;
    expect((await call('POST', `/accounts/${accountId}`, adminKey, { email: newEmail, update_user: true })).statusCode).toBe(200);
    const detail = await detailOf(accountId);
    expect(detail).toMatchObject({ email: newEmail, owner: { email: newEmail } });
    expect((await loginAs(t.app, 'demo', newEmail)).response.statusCode).toBe(200);
    expect((await loginAs(t.app, 'demo', ownerEmail)).response.statusCode).toBe(401);
  });

  it('answers 409 when another user has the email, changing nothing', async () => {
    const { accountId, ownerEmail } = await ownedAccount();
    const response = await call('POST', `/accounts/${accountId}`, adminKey, { email: 'staff@demo.test', update_user: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 409, error_code: 'USER_EXISTS' });
    expect(await detailOf(accountId)).toMatchObject({ email: ownerEmail, owner: { email: ownerEmail } });
  });

  it("changes an Admin owner's login email for an Admin only: other staff with accounts:update get 403 ADMIN_ONLY, changing nothing", async () => {
    const { accountId, ownerEmail, ownerId } = await ownedAccount();
    await t.database.withTenant('demo', (db) => db.update(users).set({ role: 'Admin' }).where(eq(users.id, ownerId)));
    const serviceRole = t.tenants.get('demo')!.config.roles.find((r) => r.name === 'Customer Service')!;
    serviceRole.permissions.push('accounts:update');
    try {
      const refused = await call('POST', `/accounts/${accountId}`, staffKey, { email: `taken-${serial}@example.test`, update_user: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error_code: 'ADMIN_ONLY' });
      expect(await detailOf(accountId)).toMatchObject({ email: ownerEmail, owner: { email: ownerEmail } });
    } finally {
      serviceRole.permissions.pop();
    }
    const moved = `admin-moved-${serial}@example.test`;
    expect((await call('POST', `/accounts/${accountId}`, adminKey, { email: moved, update_user: true })).statusCode).toBe(200);
    expect(await detailOf(accountId)).toMatchObject({ email: moved, owner: { email: moved } });
  });

  it('lets update_user on an account without an owner change the account email alone', async () => {
    const accountId = spareAccount();
    const response = await call('POST', `/accounts/${accountId}`, adminKey, { email: 'nobody-owns@example.test', update_user: true });
    expect(response.statusCode).toBe(200);
    expect(await detailOf(accountId)).toMatchObject({ email: 'nobody-owns@example.test', owner: null });
  });

  it('refuses an invalid email with 400', async () => {
    const accountId = spareAccount();
    expect((await call('POST', `/accounts/${accountId}`, adminKey, { email: 'not-an-email' })).statusCode).toBe(400);
  });

  it('applies a status and an email sent together and says both', async () => {
    const accountId = spareAccount();
    const response = await call('POST', `/accounts/${accountId}`, adminKey, { account_status: 'inactive', email: 'both@example.test' });
    expect(response.json()).toEqual({ message: 'Account status updated successfully! Account Email updated successfully!' });
    expect(await detailOf(accountId)).toMatchObject({ account_status: 'inactive', email: 'both@example.test' });
  });
});
