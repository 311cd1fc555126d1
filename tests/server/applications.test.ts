import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, workflowItems } from '../../src/server/db/schema';
import { ephemeralFieldKey } from '../../src/server/sensitive/field-key';
import { unseal, type SealedValue } from '../../src/server/sensitive/seal';
import { sealContext } from '../../src/server/sensitive/seal-answers';
import { creditApplication, residentialApplication } from './authorization/fixtures';
import { publishDocument, rollBack } from './support/config-documents';
import { mailsTo } from './support/outbox';
import { secretsAtRest } from './support/secret-scan';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

const key = ephemeralFieldKey();
let t: TestApp;
let customerKey: string;
let customerId: number;
let staffKey: string;
let adminKey: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ fieldKey: key, publicBaseUrl: (tenant) => `https://${tenant.id}.portal.test` });
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  ({ customerKey, staffKey } = signedIn);
  customerId = signedIn.customer.user_id;
  const admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body;
  ({ user_key: adminKey, user_id: adminId } = admin);
});
afterAll(() => t.close());

// Each call from its own address, so the per-address limit is tested once, on purpose, below.
let address = 0;
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;
const post = (path: string, payload: unknown, options: { key?: string; tenant?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${options.tenant ?? 'demo'}/applications/${path}`,
    headers: options.key ? { 'user-key': options.key } : {},
    remoteAddress: options.ip ?? nextAddress(),
    payload: payload as object,
  });
const newest = async (type: 'credit_application' | 'account_application') => {
  const [item] = await t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.type, type)).orderBy(desc(workflowItems.id)).limit(1));
  return item;
};
const count = async () => (await t.database.withTenant('demo', (db) => db.select({ id: workflowItems.id }).from(workflowItems))).length;
const queue = async (type: string, userKey = staffKey, tenant = 'demo') => t.app.inject({ method: 'GET', url: `/api/${tenant}/workflow/${type}?size=50`, headers: { 'user-key': userKey } });

const SSN = '287-65-4321';
const BANK_ACCOUNT = '9876543210123';

describe('POST /applications/credit-application', () => {
  it('stores a prospect’s application as a new credit_application item with the form version, the SSN and bank account sealed and masked', async () => {
    const response = await post('credit-application', { ...creditApplication('prospect@example.test', SSN), bank_account_number: BANK_ACCOUNT });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Thank you. Your credit application was received; we will contact you once it has been reviewed.' });
    const item = await newest('credit_application');
    const form = (await t.app.inject({ method: 'GET', url: '/api/demo/config/documents/form.credit-application' })).json();
    expect(item).toMatchObject({ status: 'new', channel: 'portal', userId: null, formName: 'form.credit-application', formVersion: form.version });
    expect(item.itemContents).toMatchObject({ first_name: 'Casey', ssn: '•••-••-4321', bank_account_number: '••••0123', authorize_credit_check: true });
    const sealed = item.itemContents._sealed as Record<string, SealedValue>;
    expect(Object.keys(sealed).sort()).toEqual(['bank_account_number', 'ssn']);
    expect(sealed.ssn).toMatchObject({ alg: 'A256GCM', key_id: key.id });
    expect(unseal(key, sealed.ssn, sealContext('demo', 'ssn'))).toBe(SSN);
    expect(unseal(key, sealed.bank_account_number, sealContext('demo', 'bank_account_number'))).toBe(BANK_ACCOUNT);
    // Bound to its tenant and field: moved anywhere else it no longer opens.
    expect(() => unseal(key, sealed.ssn, sealContext('cleangas', 'ssn'))).toThrow();
    expect(() => unseal(key, sealed.ssn, sealContext('demo', 'bank_account_number'))).toThrow();
  });

  it('never keeps the SSN or bank account number in plaintext anywhere in the database', async () => {
    expect(await secretsAtRest(t.database, [SSN, SSN.replace(/-/g, ''), BANK_ACCOUNT])).toEqual([]);
  });

  it('mails the applicant a confirmation with the reference and none of the answers', async () => {
    const [mail] = await mailsTo(t, 'prospect@example.test');
    const item = await newest('credit_application');
    expect(mail.subject).toBe(`We received your Residential Credit Application (#${item.id})`);
    expect(mail.text).toContain('Dear Casey Applicant');
    expect(`${mail.text}${mail.html}`).not.toMatch(/4321|0123|Lake Co/);
  });

  it('records the user when a signed-in customer applies', async () => {
    expect((await post('credit-application', creditApplication('customer-credit@example.test'), { key: customerKey })).statusCode).toBe(201);
    expect((await newest('credit_application')).userId).toBe(customerId);
  });

  it('shows staff the mask in the Credit Applications queue, never the sealed value', async () => {
    const answer = await queue('credit_application');
    expect(answer.statusCode).toBe(200);
    const first = answer.json().content.find((i: { item_contents: { email: string } }) => i.item_contents.email === 'prospect@example.test');
    expect(first.item_contents).toMatchObject({ ssn: '•••-••-4321', bank_account_number: '••••0123' });
    expect(first.item_contents).not.toHaveProperty('_sealed');
    expect(answer.body).not.toMatch(/287-?65-?4321|9876543210123|ciphertext/);
  });

  it("another tenant's staff see none of it, and a tenant that offers no credit application refuses one (404)", async () => {
    const cleangasAdmin = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
    const theirs = await queue('credit_application', cleangasAdmin, 'cleangas');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().totalElements).toBe(0);
    // Demo's key means nothing there.
    expect((await queue('credit_application', staffKey, 'cleangas')).statusCode).toBe(401);
    expect((await post('credit-application', creditApplication('elsewhere@example.test'), { tenant: 'cleangas' })).statusCode).toBe(404);
  });

  it('refuses bad answers at their fields with the spec’s messages, storing nothing', async () => {
    const before = await count();
    const good = creditApplication('refused@example.test');
    const refused = await post('credit-application', { ...good, email: 'not-an-email', phone: '8025550142', zipcode: '5401', ssn: '000-12-3456', authorize_credit_check: false, date_of_birth: `${new Date().getUTCFullYear() - 10}-01-01`, first_name: '   ' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body/email', message: 'Invalid email address' },
        { path: 'body/phone', message: 'Please enter a 10 digit phone number' },
        { path: 'body/zipcode', message: 'Invalid delivery zipcode. Format: 12345 or 12345-6789' },
        { path: 'body/ssn', message: 'Enter a valid 9-digit social security number' },
        { path: 'body/authorize_credit_check', message: 'You must authorize the credit check to apply' },
        { path: 'body/date_of_birth', message: 'Enter a valid date of birth: you must be at least 18' },
        { path: 'body/first_name', message: 'Value missing' },
      ]),
    );
    // Not a calendar day: the schema's date format refuses it; a real day long past, the signature's window.
    expect((await post('credit-application', { ...good, signature_date: '2026-02-30' })).statusCode).toBe(400);
    const stale = await post('credit-application', { ...good, signature_date: '2019-05-01' });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual([{ path: 'body/signature_date', message: 'Enter a valid date' }]);
    const { ssn: _ssn, ...withoutSsn } = good;
    expect((await post('credit-application', withoutSsn)).statusCode).toBe(400);
    expect((await post('credit-application', { ...good, residence_status: 'castle' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers hostile input with 4xx, never 5xx, and stores nothing', async () => {
    const before = await count();
    const good = creditApplication('hostile@example.test');
    for (const payload of [
      { ...good, first_name: 'Nul\u0000l' },
      { ...good, employer: 'x'.repeat(10 * 1024 * 1024) },
      { ...good, monthly_income: 1e308 },
      { ...good, years_at_address: -1 },
      { ...good, extra: { a: { b: { c: { d: ['deep'] } } } } },
      { ...good, ssn: { $gt: '' } },
      { ...good, __proto__: { admin: true }, constructor: 'x' },
    ]) {
      const answer = await post('credit-application', payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    expect(await count()).toBe(before);
  });

  it('is throttled per client address', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('credit-application', { ...creditApplication(`flood-${i}@example.test`), ssn: '000-00-0000' }, { ip })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /workflow/items/{request_id}/sensitive/{field}', () => {
  const reveal = (id: number, field: string, userKey: string, tenant = 'demo') =>
    t.app.inject({ method: 'POST', url: `/api/${tenant}/workflow/items/${id}/sensitive/${field}`, headers: { 'user-key': userKey } });

  it('gives the Admin the answer behind the mask, not cached, and writes who read it to the audit log', async () => {
    expect((await post('credit-application', creditApplication('reveal@example.test', '321-54-9876'))).statusCode).toBe(201);
    const item = await newest('credit_application');
    const answer = await reveal(item.id, 'ssn', adminKey);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ request_id: item.id, field: 'ssn', value: '321-54-9876' });
    const audit = await t.database.withTenant('demo', (db) => db.select().from(auditLog).where(eq(auditLog.path, `/workflow/items/${item.id}/sensitive/ssn`)));
    expect(audit).toEqual([expect.objectContaining({ operationId: 'revealSensitiveAnswer', method: 'POST', status: 200, actorUserId: adminId, subjectUserId: adminId })]);
  });

  it('is refused to queue staff (403), finds no answer where none was sealed (404), and nothing across tenants', async () => {
    const item = await newest('credit_application');
    expect((await reveal(item.id, 'ssn', staffKey)).statusCode).toBe(403);
    expect((await reveal(item.id, 'employer', adminKey)).statusCode).toBe(404);
    expect((await reveal(item.id, 'bank_account_number', adminKey)).statusCode).toBe(404);
    expect((await reveal(999_999, 'ssn', adminKey)).statusCode).toBe(404);
    expect((await reveal(item.id, 'Bad-Field', adminKey)).statusCode).toBe(400);
    const cleangasAdmin = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
    expect((await reveal(item.id, 'ssn', cleangasAdmin, 'cleangas')).statusCode).toBe(404);
  });
});

describe('a tenant’s own sensitive fields', () => {
  it('seals and masks an added field the tenant marks sensitive, and refuses marking one that holds no text', async () => {
    const extraFields = { co_applicant_ssn: { type: 'string', title: 'Co-applicant SSN', maxLength: 11 }, household_size: { type: 'integer', title: 'Household size' } };
    const refusedDraft = await t.app.inject({
      method: 'PUT',
      url: '/api/demo/config/documents/form.credit-application/draft',
      headers: { 'user-key': adminKey },
      payload: { document: { extraFields, sensitive: ['household_size'] } },
    });
    expect(refusedDraft.statusCode).toBe(422);
    expect(JSON.stringify(refusedDraft.json())).toContain('only a text field can be sensitive');

    const original = (await t.app.inject({ method: 'GET', url: '/api/demo/config/documents/form.credit-application' })).json().version;
    await publishDocument(t.app, adminKey, 'form.credit-application', { extraFields, sensitive: ['co_applicant_ssn'] });
    try {
      const sent = await post('credit-application', { ...creditApplication('co-applicant@example.test'), extra: { co_applicant_ssn: '345-67-8912', household_size: 3 } });
      expect(sent.statusCode).toBe(201);
      const item = await newest('credit_application');
      expect(item.extra).toEqual({ co_applicant_ssn: '•••-••-8912', household_size: 3 });
      const sealed = item.itemContents._sealed as Record<string, SealedValue>;
      expect(unseal(key, sealed['extra.co_applicant_ssn'], sealContext('demo', 'extra.co_applicant_ssn'))).toBe('345-67-8912');
      expect(await secretsAtRest(t.database, ['345-67-8912', '345678912'])).toEqual([]);
      const listed = await queue('credit_application');
      expect(listed.body).not.toContain('345-67-8912');
    } finally {
      await rollBack(t.app, adminKey, 'form.credit-application', original);
    }
  });
});

describe('POST /applications/residential-application', () => {
  it('stores an account_application of kind residential and mails the applicant', async () => {
    const response = await post('residential-application', { ...residentialApplication('resident@example.test'), tank_location: 'outdoor', other_heat_sources: ['Wood Stove'] });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Thank you. Your application was received; we will contact you to set up your account.');
    const item = await newest('account_application');
    expect(item).toMatchObject({ status: 'new', channel: 'portal', userId: null, formName: 'form.residential-application' });
    expect(item.itemContents).toMatchObject({ application_kind: 'residential', fuel_type: 'Propane', fuel_uses: ['Heat', 'Hot Water'], property_status: 'owned' });
    const [mail] = await mailsTo(t, 'resident@example.test');
    expect(mail.subject).toBe(`We received your Residential Application (#${item.id})`);
  });

  it('refuses choices outside spec 2 §9 and a start date in the past', async () => {
    const good = residentialApplication('resident-bad@example.test');
    expect((await post('residential-application', { ...good, fuel_uses: ['Heat', 'Jacuzzi'] })).statusCode).toBe(400);
    expect((await post('residential-application', { ...good, property_occupied: 'sometimes' })).statusCode).toBe(400);
    const past = await post('residential-application', { ...good, start_date: '2001-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual([{ path: 'body/start_date', message: 'Enter a valid date' }]);
  });

  it('is refused (404) while the tenant hides account applications', async () => {
    const original = (await t.app.inject({ method: 'GET', url: '/api/demo/config/documents/settings' })).json().version;
    await publishDocument(t.app, adminKey, 'settings', { show_account_application: false });
    try {
      expect((await post('residential-application', residentialApplication('hidden@example.test'))).statusCode).toBe(404);
      expect((await post('apply-for-account', { account_type: 'residential_account', street: '1 A St', city: 'B', state: 'VT', zipcode: '05401', fuel_type: 'Propane' }, { key: customerKey })).statusCode).toBe(404);
    } finally {
      await rollBack(t.app, adminKey, 'settings', original);
    }
  });
});

describe('POST /applications/apply-for-account', () => {
  const request = { account_type: 'business_account', business_name: 'Lakeside Diner', street: '40 Shore Rd', city: 'Burlington', state: 'VT', zipcode: '05401-1234', fuel_type: 'Fuel Oil' };

  it('needs a signed-in user', async () => {
    expect((await post('apply-for-account', request)).statusCode).toBe(401);
  });

  it('stores an account_application of kind additional_account for the caller and mails them', async () => {
    const response = await post('apply-for-account', request, { key: customerKey });
    expect(response.statusCode).toBe(201);
    const item = await newest('account_application');
    expect(item).toMatchObject({ userId: customerId, formName: 'form.apply-for-account' });
    expect(item.itemContents).toMatchObject({ application_kind: 'additional_account', business_name: 'Lakeside Diner', zipcode: '05401-1234' });
    const [mail] = await mailsTo(t, 'customer@demo.test');
    expect(mail.subject).toBe(`We received your application for another account (#${item.id})`);
    const listed = (await queue('account_application')).json();
    expect(listed.content[0]).toMatchObject({ request_id: item.id, submitted_by: { email: 'customer@demo.test' } });
  });

  it('wants a business name for a business account, and a valid ZIP', async () => {
    const refused = await post('apply-for-account', { ...request, business_name: ' ', zipcode: 'ABCDE' }, { key: customerKey });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body/business_name', message: 'Value missing' },
        { path: 'body/zipcode', message: 'Invalid delivery zipcode. Format: 12345 or 12345-6789' },
      ]),
    );
  });
});
