import { describe, expect, it } from 'vitest';
import { and, asc, desc, eq, isNull, notInArray } from 'drizzle-orm';
import { accounts, userAccounts, users, workflowItems } from '../../src/server/db/schema';
import { appWithSteppedClock, loginAs } from './support/test-app';
import { publishDocument, rollBack } from './support/config-documents';
import { mailedLinkKey, mailsTo as outboxMailsTo } from './support/outbox';
import { claimStart, claimVerify, mailedCode } from './support/account-claims';

const t = appWithSteppedClock();

const taken = new Set<string>();
/** A seeded account no user owns yet, found through the database; each test gets its own. */
async function freeAccount(tenant = 'demo') {
  const linked = t.database.withTenant(tenant, (db) => db.select({ accountId: userAccounts.accountId }).from(userAccounts));
  const linkedIds = (await linked).map((l) => l.accountId);
  const rows = await t.database.withTenant(tenant, (db) =>
    db
      .select({ accountId: accounts.accountId, zipcode: accounts.zipcode })
      .from(accounts)
      .where(and(isNull(accounts.ownerUserId), eq(accounts.isDeleted, false), linkedIds.length ? notInArray(accounts.accountId, linkedIds) : undefined))
      .orderBy(asc(accounts.accountId)),
  );
  const free = rows.find((r) => !taken.has(`${tenant}:${r.accountId}`));
  if (!free) throw new Error('no free seeded account left');
  taken.add(`${tenant}:${free.accountId}`);
  return free;
}

let serial = 0;
const newEmail = () => `reg-${++serial}-${Date.now()}@example.test`;
const registration = (account: { accountId: string; zipcode: string }, overrides: Record<string, unknown> = {}) => ({
  account_id: account.accountId,
  zipcode: account.zipcode,
  first_name: 'Robin',
  last_name: 'Register',
  email: newEmail(),
  password: 'Register-pass-1',
  ...overrides,
});
const register = (payload: object, tenant = 'demo') => claimStart(t, payload, tenant);
const verify = (key: string | undefined, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}/verify-email`, headers: { 'content-type': 'application/json', ...(key ? { 'user-key': key } : {}) } });
const login = (email: string, password: string, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}/login`, payload: { user_id: email, password, app_id: '', app_url: '' } });

const mailsTo = (email: string, tenant = 'demo') => outboxMailsTo(t, email, tenant);
const mailedVerifyKey = (email: string, tenant = 'demo') => mailedLinkKey(t, email, 'registration-confirm/complete', tenant);

/** The email on file of a seeded account: where its code goes. */
const emailOnFile = async (accountId: string, tenant = 'demo') =>
  (await t.database.withTenant(tenant, (db) => db.select({ email: accounts.email }).from(accounts).where(eq(accounts.accountId, accountId))))[0].email;

/** Both steps: the claim, then the code the contact on file received. */
async function registerWithCode(payload: { account_id: string }, tenant = 'demo') {
  const started = await register(payload, tenant);
  expect(started.statusCode).toBe(200);
  const code = await mailedCode(t, await emailOnFile(payload.account_id, tenant), tenant);
  expect(code).toMatch(/^\d{6}$/);
  return claimVerify(t, started.json().claim_id, code!, tenant);
}

const REGISTERED =
  'User registered successfully. Please check your email, including the spam folder, and use the link we sent to verify your email address. If it does not arrive, please call us at 802-555-0142.';

describe('POST /register-user → POST /register-user/verify → POST /verify-email', () => {
  it('registers with the code, refuses login until verified, verifies once, then logs in with the account', async () => {
    const account = await freeAccount();
    const payload = registration(account, { email: 'Robin.Register@Example.TEST' });
    const response = await registerWithCode(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: REGISTERED });

    const email = 'robin.register@example.test';
    const [user] = await t.database.withTenant('demo', (db) => db.select().from(users).where(eq(users.email, email)));
    expect(user).toMatchObject({ role: 'User', confirmed: false, firstName: 'Robin', lastName: 'Register', displayName: 'Robin Register' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const [owned] = await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, account.accountId)));
    expect(owned.ownerUserId).toBe(user.id);

    const refused = await login(email, 'Register-pass-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_code).toBe('EMAIL_NOT_VERIFIED');

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ from: '"Demo Fuel Co." <portal@demofuel.test>', subject: 'Verify your email address for Demo Fuel Customer Portal' });
    expect(mail.text).toContain('Hello Robin,');
    expect(mail.html).toMatch(/<a href="https:\/\/demo\.portal\.test\/registration-confirm\/complete\?user_key=[A-Za-z0-9_-]{43}"/);
    const key = await mailedVerifyKey(email);

    const verified = await verify(key);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      data: { welcome_message: 'Welcome to Demo Fuel Customer Portal, Robin! Your email address is verified.', button_label: 'Log In' },
    });

    const signedIn = await login(email, 'Register-pass-1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ role: 'User', account_ids: [account.accountId] });
    const mine = await t.app.inject({ method: 'GET', url: '/api/demo/accounts/for-user', headers: { 'user-key': signedIn.json().user_key } });
    expect(mine.json().map((a: { account_id: string }) => a.account_id)).toEqual([account.accountId]);

    const reused = await verify(key);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ status: 401, detail: 'Unauthorized' });
  });

  it('accepts the ZIP+4 form of the billing ZIP code', async () => {
    const account = await freeAccount();
    expect((await registerWithCode(registration(account, { zipcode: `${account.zipcode}-1234` }))).statusCode).toBe(201);
  });

  it('does not find an account of another tenant', async () => {
    await t.database.withTenant('cleangas', (db) =>
      db.insert(accounts).values({
        tenantId: 'cleangas', accountId: 'CG-ONLY-1', displayName: 'Only In Cleangas', email: 'only@cleangas-owner.test', street1: '1 Harbour Rd', city: 'George Town', state: 'KY', zipcode: '90210',
        alerts: { delivery_reminders: false, new_documents: false, schedule_reminders: false },
      }),
    );
    const account = { accountId: 'CG-ONLY-1', zipcode: '90210' };
    expect((await register(registration(account), 'demo')).statusCode).toBe(200);
    expect(await mailsTo('only@cleangas-owner.test', 'cleangas')).toHaveLength(0);
    expect((await registerWithCode(registration(account), 'cleangas')).statusCode).toBe(201);
  });

  it('at the code, an address that already has a user (in any case) is answered as a new one, its owner mailed, and the account kept free', async () => {
    const account = await freeAccount();
    const response = await registerWithCode(registration(account, { email: 'Staff@Demo.test' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: REGISTERED });
    expect((await mailsTo('staff@demo.test'))[0].subject).toBe('Someone tried to register with your email address on Demo Fuel Customer Portal');
    const [still] = await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, account.accountId)));
    expect(still.ownerUserId).toBeNull();
    expect((await registerWithCode(registration(account))).statusCode).toBe(201);
  });

  it('lists every missing or malformed field', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    const paths = empty.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body/account_id', 'body/zipcode', 'body/email', 'body/password', 'body/first_name', 'body/last_name']));

    const account = await freeAccount();
    const bad = await register(registration(account, { email: 'not-an-email', password: 'short', code_delivery: 'pigeon' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['body/email', 'body/password', 'body/code_delivery']));
  });

  it('refuses a missing or made-up verification key with (401) Unauthorized', async () => {
    for (const key of [undefined, 'short', 'y'.repeat(43)]) {
      const response = await verify(key);
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe('Unauthorized');
    }
  });

  it('refuses an expired verification key', async () => {
    const account = await freeAccount();
    const payload = registration(account);
    await registerWithCode(payload);
    const key = await mailedVerifyKey(payload.email);
    t.advance(7 * 24 * 60 * 60 * 1000 + 1);
    expect((await verify(key)).statusCode).toBe(401);
    expect((await login(payload.email, payload.password)).statusCode).toBe(403);
  });

  it('does not take a verification key as a reset key, nor on another tenant', async () => {
    const account = await freeAccount();
    const payload = registration(account);
    await registerWithCode(payload);
    const key = await mailedVerifyKey(payload.email);
    const asReset = await t.app.inject({ method: 'POST', url: '/api/demo/resetPassword', headers: { 'user-key': key }, payload: { new_password: 'Hijacked-pass-1' } });
    expect(asReset.statusCode).toBe(401);
    expect((await verify(key, 'cleangas')).statusCode).toBe(401);
    expect((await verify(key, 'demo')).statusCode).toBe(200);
  });
});

describe('POST /request-user-self-register', () => {
  const request = {
    first_name: 'Quinn',
    last_name: '<b>Newcomer</b>',
    email: 'quinn@example.test',
    phone: '802-555-0100',
    service_address: '12 Maple St, Burlington VT',
    message: 'I rent the house and the bill is in my landlord’s name.',
  };

  it('stores an access request for staff and mails the supplier', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/request-user-self-register', payload: request });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Your request was sent. We will contact you as soon as possible.' });

    const items = await t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.type, 'access_request')));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: 'new', channel: 'portal', accountId: null, itemContents: request, formName: 'form.request-access', formVersion: expect.any(Number) });

    const [mail] = await mailsTo('billing@demofuel.test');
    expect(mail.subject).toBe(`Portal access request #${items[0].id} from Quinn <b>Newcomer</b>`);
    expect(mail.text).toContain('Email: quinn@example.test');
    expect(mail.text).toContain('Phone: 802-555-0100');
    expect(mail.text).toContain('Service address: 12 Maple St, Burlington VT');
    expect(mail.html).toContain('Quinn &#60;b&#62;Newcomer&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Newcomer');
    // Nothing goes to the address typed into an anonymous form.
    expect(await mailsTo('quinn@example.test')).toHaveLength(0);
  });

  it('tells the contact on file of the account a request names, once, and nothing to the typed address', async () => {
    const account = await freeAccount();
    const owner = await emailOnFile(account.accountId);
    const before = (await mailsTo(owner)).length;
    const asked = { ...request, email: 'asker@example.test', account_id: ` ${account.accountId} ` };
    expect((await t.app.inject({ method: 'POST', url: '/api/demo/request-user-self-register', payload: asked })).statusCode).toBe(201);
    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].subject).toBe('Someone asked for portal access to your account on Demo Fuel Customer Portal');
    expect(mails[0].text).toContain(`access to account ${account.accountId} in Demo Fuel Customer Portal, giving the email address asker@example.test`);
    expect(await mailsTo('asker@example.test')).toHaveLength(0);
    // An account number the tenant does not have tells no one.
    const unknown = await t.app.inject({ method: 'POST', url: '/api/demo/request-user-self-register', payload: { ...request, email: 'asker2@example.test', account_id: '999999997' } });
    expect(unknown.statusCode).toBe(201);
    expect(await mailsTo(owner)).toHaveLength(before + 1);
  });

  it("mails the portal's own address when the tenant has no billing support address", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cleangas/request-user-self-register', payload: { ...request, account_id: '100008' } });
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsTo('care@cleangas.test', 'cleangas');
    expect(mail.text).toContain('Account number: 100008');
    const [item] = await t.database.withTenant('cleangas', (db) => db.select().from(workflowItems));
    expect(item.accountId).toBe('100008');
    // Tenant-scoped: the demo queue did not get it.
    const demo = await t.database.withTenant('demo', (db) => db.select().from(workflowItems));
    expect(demo.every((i) => i.itemContents.account_id !== '100008')).toBe(true);
  });

  it('refuses a request without a name, a valid email or a valid phone', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/request-user-self-register', payload: { email: 'bad', phone: '12345' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['body/first_name', 'body/last_name', 'body/email', 'body/phone']),
    );
  });

  it("checks the answers to fields the tenant added to the form, and mails them under their labels", async () => {
    // The shipped form adds nothing: an extra answer has no field to go to.
    const unknown = await t.app.inject({ method: 'POST', url: '/api/demo/request-user-self-register', payload: { ...request, email: 'extra@example.test', extra: { heard_from: 'Radio' } } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error_code: 'INVALID_EXTRA', errors: [{ path: 'body/extra/heard_from', message: 'is not a field of this form' }] });

    const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
    const version = await publishDocument(t.app, adminKey, 'form.request-access', {
      extraFields: { heard_from: { type: 'string', title: 'How did you hear about us?', enum: ['Radio', 'Neighbour', 'Truck'] } },
    });
    try {
      const sent = await t.app.inject({ method: 'POST', url: '/api/demo/request-user-self-register', payload: { ...request, email: 'heard@example.test', extra: { heard_from: 'Truck' } } });
      expect(sent.statusCode).toBe(201);
      const [item] = await t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.type, 'access_request')).orderBy(desc(workflowItems.id)).limit(1));
      expect(item).toMatchObject({ extra: { heard_from: 'Truck' }, formName: 'form.request-access', formVersion: version });
      expect(item.itemContents).not.toHaveProperty('extra');
      const [mail] = await mailsTo('billing@demofuel.test');
      expect(mail.text).toContain('How did you hear about us?: Truck');
      // Staff read it with the request: the answers and the form version to label them by.
      const queue = await t.app.inject({ method: 'GET', url: '/api/demo/workflow/access_request?size=1', headers: { 'user-key': adminKey } });
      expect(queue.json().content[0]).toMatchObject({ extra: { heard_from: 'Truck' }, form: { name: 'form.request-access', version } });
    } finally {
      await rollBack(t.app, adminKey, 'form.request-access', version - 1);
    }
  });
});
