import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import { outbox, userTokens, users } from '../../src/server/db/schema';
import { appWithSteppedClock, DEMO_PASSWORD } from './support/test-app';
import { mailedLinkKey, mailsTo as outboxMailsTo } from './support/outbox';
import esMail from '../../src/engine/messages/locales/es/mail-identity';

const t = appWithSteppedClock();

let serial = 0;
/** A fresh user of its own per test, so tests never share passwords, sessions or counters. */
async function newUser(options: { confirmed?: boolean; tenant?: string; locale?: string } = {}) {
  const email = `pw-${++serial}-${Date.now()}@example.test`;
  const tenant = options.tenant ?? 'demo';
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [user] = await t.database.withTenant(tenant, (db) =>
    db
      .insert(users)
      .values({ tenantId: tenant, email, passwordHash, role: 'User', firstName: 'Pat', lastName: 'Tester', confirmed: options.confirmed ?? true, ...(options.locale && { locale: options.locale }) })
      .returning({ id: users.id }),
  );
  return { email, id: user.id };
}

const login = (email: string, password: string, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}/login`, payload: { user_id: email, password, app_id: '', app_url: '' } });
const keyOf = async (email: string, password = DEMO_PASSWORD) => (await login(email, password)).json().user_key as string;
const forgot = (email: string, tenant = 'demo') => t.app.inject({ method: 'POST', url: `/api/${tenant}/forgot-password`, payload: { email } });
const reset = (key: string | undefined, newPassword: string, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}/resetPassword`, headers: key ? { 'user-key': key } : {}, payload: { new_password: newPassword } });
const change = (key: string, newPassword: string, currentPassword = DEMO_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/demo/users/password', headers: { 'user-key': key }, payload: { current_password: currentPassword, new_password: newPassword } });
const permissions = (key: string) => t.app.inject({ method: 'GET', url: '/api/demo/users/permissions', headers: { 'user-key': key } });

const mailsTo = (email: string, tenant = 'demo') => outboxMailsTo(t, email, tenant);
const mailedResetKey = (email: string, tenant = 'demo') => mailedLinkKey(t, email, 'password-reset/complete', tenant);

const INSTRUCTIONS_SENT =
  'If an account exists for that address, we sent instructions to reset your password. Please check your spam folder if it does not arrive.';

describe('POST /forgot-password', () => {
  it('mails a branded reset link and answers that instructions were sent', async () => {
    const user = await newUser();
    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: INSTRUCTIONS_SENT });

    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ from: '"Demo Fuel Co." <portal@demofuel.test>', subject: 'Reset your Demo Fuel Customer Portal password', transport: 'outbox', status: 'recorded' });
    expect(mail.text).toContain('Hello Pat,');
    expect(mail.text).toMatch(/expires in one hour/);
    expect(mail.html).toContain('Demo Fuel Customer Portal');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('https://demo.portal.test/tenant-files/demo/assets/logo.svg');
    expect(mail.html).toMatch(/<a href="https:\/\/demo\.portal\.test\/password-reset\/complete\?user_key=[A-Za-z0-9_-]{43}"/);
    expect(await mailedResetKey(user.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("mails the link in the account's language, whatever the requester's browser asks (issue 24)", async () => {
    const user = await newUser({ locale: 'es-MX' });
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/forgot-password', headers: { 'accept-language': 'fr-CA' }, payload: { email: user.email } });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe(esMail.resetSubject.replace('{site}', 'Demo Fuel Customer Portal'));
    expect(mail.html).toContain('<html lang="es">');
  });

  it('answers an unknown address exactly the same and mails nothing', async () => {
    const before = await t.database.withTenant('demo', (db) => db.select({ id: outbox.id }).from(outbox));
    const response = await forgot('nobody-here@example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: INSTRUCTIONS_SENT });
    const after = await t.database.withTenant('demo', (db) => db.select({ id: outbox.id }).from(outbox));
    expect(after).toHaveLength(before.length);
  });

  it('does not find a user of another tenant', async () => {
    const user = await newUser({ tenant: 'cleangas' });
    expect((await forgot(user.email, 'demo')).json()).toEqual({ message: INSTRUCTIONS_SENT });
    expect(await mailsTo(user.email, 'demo')).toHaveLength(0);
    expect(await mailsTo(user.email, 'cleangas')).toHaveLength(0);
  });

  it('says "Value missing" for an empty body and refuses a blank address', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/demo/forgot-password', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'body/email', message: 'Value missing' }]);
    expect((await forgot('')).statusCode).toBe(400);
  });

  it('stores only a hash of the mailed key', async () => {
    const user = await newUser();
    await forgot(user.email);
    const key = await mailedResetKey(user.email);
    const tokens = await t.database.withTenant('demo', (db) => db.select().from(userTokens).where(eq(userTokens.userId, user.id)));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: 'reset', usedAt: null });
    expect(tokens[0].tokenHash).not.toBe(key);
    expect(tokens[0].expiresAt.getTime() - t.now().getTime()).toBe(60 * 60 * 1000);
  });
});

describe('POST /resetPassword', () => {
  it('sets the new password, ends every session and works only once', async () => {
    const user = await newUser();
    const sessionA = await keyOf(user.email);
    const sessionB = await keyOf(user.email);
    await forgot(user.email);
    const key = await mailedResetKey(user.email);

    const response = await reset(key, 'Brand-new-pass-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully!' });

    expect((await login(user.email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Brand-new-pass-1')).statusCode).toBe(200);
    for (const old of [sessionA, sessionB]) {
      const refused = await permissions(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error_code).toBe('SESSION_EXPIRED');
    }

    const again = await reset(key, 'Another-pass-2');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ status: 401, error_code: 'INVALID_RESET_KEY' });
    expect((await login(user.email, 'Another-pass-2')).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const user = await newUser();
    await forgot(user.email);
    const key = await mailedResetKey(user.email);
    await t.database.withTenant('demo', (db) => db.update(userTokens).set({ expiresAt: new Date(t.now().getTime() - 1000) }).where(eq(userTokens.userId, user.id)));
    const response = await reset(key, 'Brand-new-pass-1');
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toMatch(/invalid, already used or expired/);
    expect((await login(user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('expires a link after one hour of the clock', async () => {
    const user = await newUser();
    await forgot(user.email);
    const key = await mailedResetKey(user.email);
    t.advance(60 * 60 * 1000 + 1);
    expect((await reset(key, 'Brand-new-pass-1')).statusCode).toBe(401);
  });

  it('keeps only the newest link working', async () => {
    const user = await newUser();
    await forgot(user.email);
    const first = await mailedResetKey(user.email);
    await forgot(user.email);
    const second = await mailedResetKey(user.email);
    expect(second).not.toBe(first);
    expect((await reset(first, 'Brand-new-pass-1')).statusCode).toBe(401);
    expect((await reset(second, 'Brand-new-pass-1')).statusCode).toBe(200);
  });

  it('refuses a missing key, a made-up key, a session key and a key of another tenant', async () => {
    const user = await newUser();
    const sessionKey = await keyOf(user.email);
    expect((await reset(undefined, 'Brand-new-pass-1')).statusCode).toBe(401);
    expect((await reset('x'.repeat(43), 'Brand-new-pass-1')).statusCode).toBe(401);
    expect((await reset(sessionKey, 'Brand-new-pass-1')).statusCode).toBe(401);

    await forgot(user.email);
    const key = await mailedResetKey(user.email);
    expect((await reset(key, 'Brand-new-pass-1', 'cleangas')).statusCode).toBe(401);
    // The attempt on the other tenant did not use it up.
    expect((await reset(key, 'Brand-new-pass-1', 'demo')).statusCode).toBe(200);
  });

  it('refuses the link of a user deleted since it was mailed', async () => {
    const user = await newUser();
    await forgot(user.email);
    const key = await mailedResetKey(user.email);
    await t.database.withTenant('demo', (db) => db.delete(users).where(eq(users.id, user.id)));
    const response = await reset(key, 'Brand-new-pass-1');
    expect(response.statusCode).toBe(401);
    expect(response.json().error_code).toBe('INVALID_RESET_KEY');
  });

  it('refuses a short password without using up the link', async () => {
    const user = await newUser();
    await forgot(user.email);
    const key = await mailedResetKey(user.email);
    const short = await reset(key, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: 'body/new_password', message: 'must NOT have fewer than 8 characters' }]);
    expect((await reset(key, 'Long-enough-1')).statusCode).toBe(200);
  });

  it('confirms an unconfirmed user, who proved the mailbox by using the link', async () => {
    const user = await newUser({ confirmed: false });
    expect((await login(user.email, DEMO_PASSWORD)).statusCode).toBe(403);
    await forgot(user.email);
    expect((await reset(await mailedResetKey(user.email), 'Brand-new-pass-1')).statusCode).toBe(200);
    expect((await login(user.email, 'Brand-new-pass-1')).statusCode).toBe(200);
  });
});

describe('POST /users/password', () => {
  it("changes the caller's password, ends the other sessions and keeps the caller's", async () => {
    const user = await newUser();
    const mine = await keyOf(user.email);
    const other = await keyOf(user.email);
    const response = await change(mine, 'Changed-pass-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully!' });

    expect((await permissions(mine)).statusCode).toBe(200);
    expect((await permissions(other)).statusCode).toBe(401);
    expect((await login(user.email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Changed-pass-1')).statusCode).toBe(200);
  });

  it('needs the current password: a wrong one changes nothing and keeps every session', async () => {
    const user = await newUser();
    const mine = await keyOf(user.email);
    const other = await keyOf(user.email);
    const response = await change(mine, 'Changed-pass-1', 'Not-my-password-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'WRONG_CURRENT_PASSWORD', detail: 'Your current password is not correct.' });
    expect((await permissions(other)).statusCode).toBe(200);
    expect((await login(user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'POST', url: '/api/demo/users/password', headers: { 'user-key': mine }, payload: { new_password: 'Changed-pass-1' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual(expect.objectContaining({ path: 'body/current_password' }));
  });

  it('is throttled like login: the 11th guess within 15 minutes with one session is refused, even when right', async () => {
    const user = await newUser();
    const key = await keyOf(user.email);
    for (let guess = 0; guess < 10; guess++) expect((await change(key, 'Changed-pass-1', `Wrong-guess-${guess}`)).statusCode).toBe(400);
    const eleventh = await change(key, 'Changed-pass-1');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toBeDefined();
    expect((await login(user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("ends the login-as sessions its user opened: staff changing their own password end their impersonations", async () => {
    const customer = await newUser();
    const staff = await newUser();
    await t.database.withTenant('demo', (db) => db.update(users).set({ role: 'Customer Service' }).where(eq(users.id, staff.id)));
    const staffKey = await keyOf(staff.email);
    const impersonating = (await t.app.inject({ method: 'POST', url: `/api/demo/login-as?user_id=${customer.id}`, headers: { 'user-key': staffKey } })).json().user_key as string;
    expect((await permissions(impersonating)).statusCode).toBe(200);
    expect((await change(staffKey, 'Changed-pass-1')).statusCode).toBe(200);
    expect((await permissions(staffKey)).statusCode).toBe(200);
    expect((await permissions(impersonating)).statusCode).toBe(401);
  });

  it('leaves the sessions of other users alone', async () => {
    const user = await newUser();
    const bystander = await newUser();
    const bystanderKey = await keyOf(bystander.email);
    expect((await change(await keyOf(user.email), 'Changed-pass-1')).statusCode).toBe(200);
    expect((await permissions(bystanderKey)).statusCode).toBe(200);
  });

  it('refuses a short password with the rule, and keeps the old one', async () => {
    const user = await newUser();
    const key = await keyOf(user.email);
    const response = await change(key, '1234567');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', errors: [{ path: 'body/new_password', message: 'must NOT have fewer than 8 characters' }] });
    expect((await login(user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session: anonymous gets 401 before any input check', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/users/password', payload: { new_password: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error_code).toBe('UNAUTHENTICATED');
  });

  it('refuses staff logged in as the customer', async () => {
    const user = await newUser();
    const staffKey = (await login('staff@demo.test', DEMO_PASSWORD)).json().user_key as string;
    const loggedInAs = await t.app.inject({ method: 'POST', url: `/api/demo/login-as?user_id=${user.id}`, headers: { 'user-key': staffKey } });
    const impersonating = loggedInAs.json().user_key as string;
    expect((await permissions(impersonating)).statusCode).toBe(200);
    const response = await change(impersonating, 'Changed-pass-1');
    expect(response.statusCode).toBe(403);
    expect(response.json().error_code).toBe('IMPERSONATING');
    expect((await login(user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
