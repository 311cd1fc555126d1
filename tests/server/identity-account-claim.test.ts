/**
 * Issue 21 item 4: an account is claimed for a portal login only with the one-time code sent to the
 * contact on file for it — never to the address the requester typed — and the answers do not tell
 * which account numbers exist or which accounts have portal users.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, userAccounts, users } from '../../src/server/db/schema';
import { appWithSteppedClock } from './support/test-app';
import { mailsTo } from './support/outbox';
import { claimedEvents, claimStart, claimVerify, mailedCode, newAccount, textsTo } from './support/account-claims';

const t = appWithSteppedClock();

let serial = 0;
const typedEmail = () => `typed-${++serial}-${Date.now()}@attacker.test`;
const request = (account: { accountId: string; zipcode: string }, overrides: Record<string, unknown> = {}) => ({
  account_id: account.accountId,
  zipcode: account.zipcode,
  first_name: 'Mallory',
  last_name: 'Claimer',
  email: typedEmail(),
  password: 'Claimer-pass-1',
  ...overrides,
});
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/demo/login', payload: { user_id: email, password, app_id: '', app_url: '' } });
const userNamed = async (email: string) => (await t.database.withTenant('demo', (db) => db.select().from(users).where(eq(users.email, email))))[0];
const linksOf = (accountId: string) => t.database.withTenant('demo', (db) => db.select().from(userAccounts).where(eq(userAccounts.accountId, accountId)));
const ownerOf = async (accountId: string) => (await t.database.withTenant('demo', (db) => db.select().from(accounts).where(eq(accounts.accountId, accountId))))[0].ownerUserId;

const EMAIL_MESSAGE =
  'If the account number and ZIP code match an account, we sent a 6-digit code to the email address on file for that account. Enter the code to finish registering; it expires in 15 minutes. If the contact details on file are out of date, please call us at 802-555-0142.';
const INVALID = { status: 422, error_code: 'INVALID_CLAIM_CODE', detail: 'This code is not right, or it has expired or was already used. Check the code, or start over to get a new one.' };

describe('claiming an account someone else holds the contact details of', () => {
  it('fails: the typed address gets nothing, the owner on file gets the code, and without it no user or link exists', async () => {
    const account = await newAccount(t);
    const payload = request(account);
    const started = await claimStart(t, payload);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ claim_id: expect.stringMatching(/^[0-9a-f]{32}$/), message: EMAIL_MESSAGE });

    expect(await mailsTo(t, payload.email)).toHaveLength(0);
    const [notice] = await mailsTo(t, account.email);
    expect(notice.subject).toMatch(/^Your code to register for Demo Fuel Customer Portal: \d{6}$/);
    expect(notice.text).toContain(`on account ${account.accountId}, with the email address ${payload.email}`);
    expect(notice.text).toContain('If this was not you, do not share the code');
    expect(await userNamed(payload.email)).toBeUndefined();
    expect(await linksOf(account.accountId)).toEqual([]);

    // Guessing: five wrong codes answer alike, the sixth try is refused before it is checked — even the right code.
    const code = (await mailedCode(t, account.email))!;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const guess = await claimVerify(t, started.json().claim_id, wrong);
      expect(guess.statusCode).toBe(422);
      expect(guess.json()).toMatchObject(INVALID);
    }
    const killed = await claimVerify(t, started.json().claim_id, code);
    expect(killed.statusCode).toBe(429);
    expect(await userNamed(payload.email)).toBeUndefined();
    expect(await ownerOf(account.accountId)).toBeNull();
    expect(await linksOf(account.accountId)).toEqual([]);
    expect(await claimedEvents(t, account.accountId)).toEqual([]);
  });

  it('on an account with a portal user: the same answer, the owner told of the attempt with no code', async () => {
    const [linked] = await t.database.withTenant('demo', (db) =>
      db.select({ accountId: accounts.accountId, zipcode: accounts.zipcode, email: accounts.email }).from(accounts).innerJoin(users, eq(users.id, accounts.ownerUserId)).where(eq(users.email, 'customer@demo.test')),
    );
    const before = (await mailsTo(t, linked.email)).length;
    const payload = request(linked);
    const started = await claimStart(t, payload);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ claim_id: expect.stringMatching(/^[0-9a-f]{32}$/), message: EMAIL_MESSAGE });
    const mails = await mailsTo(t, linked.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].subject).toBe('Someone tried to register a login for your account on Demo Fuel Customer Portal');
    expect(mails[0].text).toContain(payload.email);
    expect(mails[0].text).toContain('Forgot Password');
    expect(mails[0].text).not.toContain('code');
    expect(await mailsTo(t, payload.email)).toHaveLength(0);
    for (const code of ['000000', '123456']) expect((await claimVerify(t, started.json().claim_id, code)).json()).toMatchObject(INVALID);
    expect(await userNamed(payload.email)).toBeUndefined();
  });
});

describe('POST /register-user answers alike whatever it names', () => {
  it('unknown account, wrong ZIP code, portal user already, no contact on file, match: one status, one body shape, one message', async () => {
    const match = await newAccount(t);
    const noContact = await newAccount(t, { email: '', cellPhone: '' });
    const [registered] = await t.database.withTenant('demo', (db) =>
      db.select({ accountId: accounts.accountId, zipcode: accounts.zipcode }).from(accounts).innerJoin(users, eq(users.id, accounts.ownerUserId)).where(eq(users.email, 'customer@demo.test')),
    );
    const cases = {
      unknown: request({ accountId: '999999999', zipcode: '05401' }),
      wrongZip: request({ ...match, zipcode: '05402' }),
      notAZip: request({ ...match, zipcode: 'abcde' }),
      registered: request(registered),
      noContact: request(noContact),
      match: request(match),
    };
    const answers = [];
    for (const [name, payload] of Object.entries(cases)) {
      const response = await claimStart(t, payload);
      expect(response.statusCode, name).toBe(200);
      expect(Object.keys(response.json()).sort(), name).toEqual(['claim_id', 'message']);
      answers.push(response.json());
      expect(await mailsTo(t, payload.email), name).toHaveLength(0);
      expect(await userNamed(payload.email), name).toBeUndefined();
    }
    expect(new Set(answers.map((a) => a.message))).toEqual(new Set([EMAIL_MESSAGE]));
    expect(new Set(answers.map((a) => a.claim_id)).size).toBe(answers.length);
    // A decoy claim fails at the code as a wrong code does.
    for (const answer of answers.slice(0, -1)) expect((await claimVerify(t, answer.claim_id, '123456')).json()).toMatchObject(INVALID);
    // Only the match mailed its owner, once.
    expect(await mailsTo(t, match.email)).toHaveLength(1);
  });

  it('tells a text request the same words whatever it names', async () => {
    const match = await newAccount(t);
    const unknown = await claimStart(t, request({ accountId: '999999998', zipcode: '05401' }, { code_delivery: 'text' }));
    const found = await claimStart(t, request(match, { code_delivery: 'text' }));
    expect(unknown.statusCode).toBe(200);
    expect(found.json().message).toBe(unknown.json().message);
    expect(found.json().message).toContain('by text message to the mobile phone number on file');
  });
});

describe('POST /register-user/verify', () => {
  it('the right code links the account; a login equal to the email on file that got the code is confirmed at once', async () => {
    const account = await newAccount(t);
    const started = await claimStart(t, request(account, { email: account.email.toUpperCase(), first_name: 'Olive' }));
    const code = (await mailedCode(t, account.email))!;
    const done = await claimVerify(t, started.json().claim_id, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({ message: 'User registered successfully. Your account is linked to your new login: you can log in now.' });
    const user = await userNamed(account.email);
    expect(user).toMatchObject({ confirmed: true, firstName: 'Olive', role: 'User' });
    expect(await ownerOf(account.accountId)).toBe(user.id);
    const signedIn = await login(account.email, 'Claimer-pass-1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ account_ids: [account.accountId] });

    const [confirmation] = await mailsTo(t, account.email);
    expect(confirmation.subject).toBe('A login was linked to your account on Demo Fuel Customer Portal');
    const emitted = await claimedEvents(t, account.accountId);
    expect(emitted).toHaveLength(1);
    expect(emitted[0].data).toEqual({ account_id: account.accountId, user_id: user.id, email: account.email, method: 'email', via: 'self' });

    // Used: the same code again, or the claim again, is the one refusal.
    expect((await claimVerify(t, started.json().claim_id, code)).json()).toMatchObject(INVALID);
    expect(await claimedEvents(t, account.accountId)).toHaveLength(1);
  });

  it('a code by text goes to the mobile number on file; the typed address then still has to be verified', async () => {
    const account = await newAccount(t, { cellPhone: '(802) 555-0123' });
    const payload = request(account, { code_delivery: 'text' });
    const started = await claimStart(t, payload);
    expect(await mailsTo(t, account.email)).toHaveLength(0);
    const [text] = await textsTo(t, '+18025550123');
    expect(text.body).toContain(payload.email);
    const code = /(\d{6}) is your code/.exec(text.body)![1];
    const done = await claimVerify(t, started.json().claim_id, code);
    expect(done.statusCode).toBe(201);
    expect(done.json().message).toMatch(/^User registered successfully\. Please check your email/);
    expect(await userNamed(payload.email)).toMatchObject({ confirmed: false });
    const [verifyMail] = await mailsTo(t, payload.email);
    expect(verifyMail.subject).toBe('Verify your email address for Demo Fuel Customer Portal');
    // The owner hears of the link the way the code went.
    expect((await textsTo(t, '+18025550123'))[0].body).toContain('now has access to account');
    expect((await claimedEvents(t, account.accountId))[0].data).toMatchObject({ method: 'text', via: 'self' });
  });

  it('a typed email that already has a login gets the answer a new address gets: nothing created or linked, that login mailed instead', async () => {
    const fresh = await newAccount(t, { cellPhone: '(802) 555-0124' });
    const freshStart = await claimStart(t, request(fresh, { code_delivery: 'text' }));
    const freshCode = /(\d{6}) is your code/.exec((await textsTo(t, '+18025550124'))[0].body)![1];
    const newAddress = await claimVerify(t, freshStart.json().claim_id, freshCode);

    const account = await newAccount(t, { cellPhone: '(802) 555-0125' });
    const users0 = (await t.database.withTenant('demo', (db) => db.select({ id: users.id }).from(users))).length;
    const started = await claimStart(t, request(account, { code_delivery: 'text', email: 'Staff@demo.test' }));
    const code = /(\d{6}) is your code/.exec((await textsTo(t, '+18025550125'))[0].body)![1];
    const known = await claimVerify(t, started.json().claim_id, code);
    expect(known.statusCode).toBe(newAddress.statusCode);
    expect(known.json()).toEqual(newAddress.json());
    expect((await t.database.withTenant('demo', (db) => db.select({ id: users.id }).from(users))).length).toBe(users0);
    expect(await linksOf(account.accountId)).toEqual([]);
    expect(await ownerOf(account.accountId)).toBeNull();
    const [notice] = await mailsTo(t, 'staff@demo.test');
    expect(notice.subject).toBe('Someone tried to register with your email address on Demo Fuel Customer Portal');
    // The claim is used up like any other.
    expect((await claimVerify(t, started.json().claim_id, code)).json()).toMatchObject(INVALID);
  });

  it('a code by text falls back to the email on file when the account has no mobile number', async () => {
    const account = await newAccount(t, { cellPhone: '' });
    const started = await claimStart(t, request(account, { code_delivery: 'text' }));
    const code = await mailedCode(t, account.email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await claimVerify(t, started.json().claim_id, code!)).statusCode).toBe(201);
  });

  it('refuses an expired code, by the app clock', async () => {
    const account = await newAccount(t);
    const payload = request(account);
    const started = await claimStart(t, payload);
    const code = (await mailedCode(t, account.email))!;
    t.advance(15 * 60 * 1000 + 1);
    expect((await claimVerify(t, started.json().claim_id, code)).json()).toMatchObject(INVALID);
    expect(await userNamed(payload.email)).toBeUndefined();
    expect(await claimedEvents(t, account.accountId)).toEqual([]);
  });

  it('answers unknown, malformed and other-tenant claims with the one refusal, and hostile input with no 5xx', async () => {
    const account = await newAccount(t);
    const started = await claimStart(t, request(account));
    const code = (await mailedCode(t, account.email))!;
    for (const [claimId, typed] of [['f'.repeat(32), code], ['not-a-claim', code], [started.json().claim_id, 'abcdef'], [started.json().claim_id, '1234567']]) {
      expect((await claimVerify(t, claimId, typed)).json()).toMatchObject(INVALID);
    }
    expect((await claimVerify(t, started.json().claim_id, code, 'cleangas')).json()).toMatchObject(INVALID);
    for (const body of [{}, { claim_id: 'x'.repeat(100_000), code }, { claim_id: started.json().claim_id, code: 123456 }, { claim_id: ['a'], code: { $ne: 1 } }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/demo/register-user/verify', payload: body });
      expect(response.statusCode).toBe(400);
    }
    expect((await claimVerify(t, started.json().claim_id, code)).statusCode).toBe(201);
  });

  it('links an account once: of two live claims, the second code finds the account taken', async () => {
    const account = await newAccount(t);
    const first = await claimStart(t, request(account));
    const firstCode = (await mailedCode(t, account.email))!;
    const second = await claimStart(t, request(account));
    const secondCode = (await mailedCode(t, account.email))!;
    expect((await claimVerify(t, first.json().claim_id, firstCode)).statusCode).toBe(201);
    const late = await claimVerify(t, second.json().claim_id, secondCode);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error_code: 'ACCOUNT_ALREADY_REGISTERED' });
    expect(await linksOf(account.accountId)).toHaveLength(1);
    expect(await claimedEvents(t, account.accountId)).toHaveLength(1);
  });

  it('two requests racing with the right code create one login', async () => {
    const account = await newAccount(t);
    const started = await claimStart(t, request(account));
    const code = (await mailedCode(t, account.email))!;
    const answers = await Promise.all([claimVerify(t, started.json().claim_id, code), claimVerify(t, started.json().claim_id, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await linksOf(account.accountId)).toHaveLength(1);
    expect(await claimedEvents(t, account.accountId)).toHaveLength(1);
  });
});

describe('limits on claims', () => {
  it('takes 5 claims of one account number an hour, from any address, each told to the owner', async () => {
    const account = await newAccount(t);
    for (let i = 0; i < 5; i++) expect((await claimStart(t, request(account))).statusCode).toBe(200);
    const sixth = await claimStart(t, request(account));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('3600');
    expect(await mailsTo(t, account.email)).toHaveLength(5);
    // Another account is not held up.
    expect((await claimStart(t, request(await newAccount(t)))).statusCode).toBe(200);
  });

  it('takes 10 claims of one account number a day, whatever the hour', async () => {
    const account = await newAccount(t);
    for (let hour = 0; hour < 2; hour++) {
      for (let i = 0; i < 5; i++) expect((await claimStart(t, request(account))).statusCode).toBe(200);
      t.advance(60 * 60 * 1000 + 1);
    }
    expect((await claimStart(t, request(account))).statusCode).toBe(429);
  });

  it('takes 5 claims naming one typed email address an hour', async () => {
    const email = typedEmail();
    for (let i = 0; i < 5; i++) expect((await claimStart(t, request(await newAccount(t), { email }))).statusCode).toBe(200);
    expect((await claimStart(t, request(await newAccount(t), { email: email.toUpperCase() }))).statusCode).toBe(429);
  });
});
