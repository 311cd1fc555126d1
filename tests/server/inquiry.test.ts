import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { workflowItems } from '../../src/server/db/schema';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';
import { publishDocument, rollBack } from './support/config-documents';
import { mailsTo } from './support/outbox';

let t: TestApp;
let customerKey: string;
let customer: { user_id: number; account_ids: string[] };
let staffKey: string;
let adminKey: string;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: (tenant) => `https://${tenant.id}.portal.test` });
  ({ customer, customerKey, staffKey } = await signInDemoCustomerAndStaff(t.app));
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());

/** `key` null sends no session at all. */
const send = (payload: object, key: string | null = customerKey) =>
  t.app.inject({ method: 'POST', url: '/api/demo/inquiry', headers: key ? { 'user-key': key } : {}, payload });
const newestInquiry = async () => {
  const [item] = await t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.type, 'inquiry')).orderBy(desc(workflowItems.id)).limit(1));
  return item;
};
const inquiryCount = async () => (await t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.type, 'inquiry')))).length;

describe('POST /inquiry', () => {
  it('stores the message as a new inquiry workflow item with who sent it', async () => {
    const payload = { inquiry_type: 'Delivery', account_id: customer.account_ids[1], subject: 'Tank gauge', message: 'The gauge reads 10% — please deliver.', phone: '802-555-0199' };
    const response = await send(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Your message was sent. We will reply to you by email as soon as possible.' });
    const item = await newestInquiry();
    expect(item).toMatchObject({ type: 'inquiry', status: 'new', channel: 'portal', accountId: customer.account_ids[1], userId: customer.user_id });
    expect(item.itemContents).toMatchObject({ ...payload, from_email: 'customer@demo.test', from_name: expect.any(String) });
  });

  it("mails the supplier's feedback address through the outbox, with the customer's text escaped", async () => {
    const before = (await mailsTo(t, 'feedback@demofuel.test')).length;
    const message = 'Is <b>this</b> & "that" billed twice?\nThanks';
    expect((await send({ inquiry_type: 'Billing', subject: 'Invoice\r\nBcc: x@evil.test', message })).statusCode).toBe(201);
    const mails = await mailsTo(t, 'feedback@demofuel.test');
    expect(mails).toHaveLength(before + 1);
    const [mail] = mails;
    expect(mail.subject).toMatch(/^Billing inquiry #\d+ from .+: Invoice Bcc: x@evil\.test$/);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain(message.trim());
    expect(mail.text).toContain('customer@demo.test');
    expect(mail.html).toContain('&#60;b&#62;this&#60;/b&#62; &#38; &#34;that&#34;');
    expect(mail.html).not.toContain('<b>this</b>');
  });

  it('mails site_email_address once the tenant publishes settings without a feedback_email', async () => {
    const published = await publishDocument(t.app, adminKey, 'settings', { feedback_email: '' });
    try {
      const before = (await mailsTo(t, 'portal@demofuel.test')).length;
      expect((await send({ inquiry_type: 'Other', message: 'No feedback address set' })).statusCode).toBe(201);
      expect(await mailsTo(t, 'portal@demofuel.test')).toHaveLength(before + 1);
    } finally {
      await rollBack(t.app, adminKey, 'settings', published - 1);
    }
  });

  it('refuses an inquiry type the tenant does not offer with 422, storing nothing', async () => {
    const before = await inquiryCount();
    const response = await send({ inquiry_type: 'Complaint', message: 'Hello' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error_code: 'UNKNOWN_INQUIRY_TYPE' });
    expect(response.json().detail).toContain('Billing, Delivery, Service, Other');
    expect(await inquiryCount()).toBe(before);
  });

  it("answers 404 for another customer's account or an unknown one", async () => {
    const before = await inquiryCount();
    const foreign = await send({ inquiry_type: 'Billing', account_id: '100400', message: 'Not mine' });
    expect(customer.account_ids).not.toContain('100400');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ detail: 'Account not found' });
    expect((await send({ inquiry_type: 'Billing', account_id: 'nope', message: 'Unknown' })).statusCode).toBe(404);
    expect(await inquiryCount()).toBe(before);
  });

  it('lets staff name any account of the tenant, and refuses an unknown one', async () => {
    expect((await send({ inquiry_type: 'Service', account_id: '100400', message: 'Called in by phone' }, staffKey)).statusCode).toBe(201);
    expect(await newestInquiry()).toMatchObject({ accountId: '100400' });
    expect((await send({ inquiry_type: 'Service', account_id: 'nope', message: 'x' }, staffKey)).statusCode).toBe(404);
  });

  it('refuses an empty or blank message with 400 and a bad phone with 422', async () => {
    expect((await send({ inquiry_type: 'Billing', message: '' })).statusCode).toBe(400);
    expect((await send({ inquiry_type: 'Billing' })).statusCode).toBe(400);
    const blank = await send({ inquiry_type: 'Billing', message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error_code: 'VALUE_MISSING' });
    const phone = await send({ inquiry_type: 'Billing', message: 'Call me', phone: '12345' });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors).toEqual([{ path: 'body/phone', message: 'Please enter a 10 digit phone number' }]);
  });

  it('requires a session', async () => {
    const response = await send({ inquiry_type: 'Billing', message: 'Anonymous' }, null);
    expect(response.statusCode).toBe(401);
  });

  it('records an inquiry sent by staff logged in as the customer in the audit log', async () => {
    const loginAsResponse = await t.app.inject({ method: 'POST', url: `/api/demo/login-as?user_id=${customer.user_id}`, headers: { 'user-key': adminKey } });
    expect(loginAsResponse.statusCode).toBe(200);
    const impersonationKey = loginAsResponse.json().user_key as string;
    expect((await send({ inquiry_type: 'Billing', message: 'Sent for the customer' }, impersonationKey)).statusCode).toBe(201);
    expect(await newestInquiry()).toMatchObject({ userId: customer.user_id });
    const log = (await t.app.inject({ method: 'GET', url: '/api/demo/audit-log?size=5', headers: { 'user-key': adminKey } })).json();
    expect(log.content[0]).toMatchObject({ operation_id: 'createInquiry', method: 'POST', status: 201, actor_email: 'admin@demo.test', subject_email: 'customer@demo.test' });
  });
});

describe("answers to the fields a tenant added to its contact form (tenants/demo/forms/contact.json)", () => {
  it('are stored apart from the form’s own, with the form name and version they were checked against', async () => {
    const response = await send({ inquiry_type: 'Delivery', message: 'Please call before you come', extra: { best_time: 'Evening' } });
    expect(response.statusCode).toBe(201);
    const item = await newestInquiry();
    expect(item).toMatchObject({ extra: { best_time: 'Evening' }, formName: 'form.contact', formVersion: expect.any(Number) });
    expect(item.itemContents).not.toHaveProperty('extra');
    const published = (await t.app.inject({ method: 'GET', url: '/api/demo/config/documents/form.contact' })).json();
    expect(item.formVersion).toBe(published.version);
  });

  it("reach the supplier's mail under the label the form showed", async () => {
    expect((await send({ inquiry_type: 'Service', subject: 'Furnace', message: 'Noisy burner', extra: { best_time: 'Morning' } })).statusCode).toBe(201);
    const [mail] = await mailsTo(t, 'feedback@demofuel.test');
    expect(mail.text).toContain('Best time to reach you: Morning');
    expect(mail.text).not.toContain('best_time');
  });

  it('are refused when wrong or unknown, with 422 and the path of each, storing nothing', async () => {
    const before = await inquiryCount();
    const wrong = await send({ inquiry_type: 'Billing', message: 'Hi', extra: { best_time: 'Midnight', colour: 'red' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error_code: 'INVALID_EXTRA' });
    expect(wrong.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body/extra/best_time', message: 'must be equal to one of the allowed values' },
        { path: 'body/extra/colour', message: 'is not a field of this form' },
      ]),
    );
    expect((await send({ inquiry_type: 'Billing', message: 'Hi', extra: { best_time: { nested: ['x'] } } })).statusCode).toBe(422);
    // A flood of unknown answers gets a short answer, not a flood.
    const flood = await send({ inquiry_type: 'Billing', message: 'Hi', extra: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`field_${i}`, 'x'])) });
    expect(flood.statusCode).toBe(422);
    expect(flood.json().errors).toHaveLength(20);
    expect(flood.json().detail).toMatch(/\(and 497 more\)$/);
    expect(flood.body.length).toBeLessThan(5_000);
    expect(await inquiryCount()).toBe(before);
  });

  it('follow the form the tenant publishes next, without a restart: a new required field is enforced', async () => {
    const form = {
      extraFields: { gallons_wanted: { type: 'integer', title: 'Gallons wanted', minimum: 100, maximum: 5000 } },
      required: ['gallons_wanted'],
    };
    const version = await publishDocument(t.app, adminKey, 'form.contact', form);
    try {
      const missing = await send({ inquiry_type: 'Delivery', message: 'Fill me up', extra: { best_time: 'Morning' } });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual([{ path: 'body/extra/gallons_wanted', message: 'Value missing' }]);
      expect((await send({ inquiry_type: 'Delivery', message: 'Fill me up', extra: { gallons_wanted: 50 } })).statusCode).toBe(422);
      expect((await send({ inquiry_type: 'Delivery', message: 'Fill me up', extra: { best_time: 'Morning', gallons_wanted: 250 } })).statusCode).toBe(201);
      expect(await newestInquiry()).toMatchObject({ formVersion: version, extra: { best_time: 'Morning', gallons_wanted: 250 } });
    } finally {
      await rollBack(t.app, adminKey, 'form.contact', version - 1);
    }
    expect((await send({ inquiry_type: 'Delivery', message: 'Fill me up' })).statusCode).toBe(201);
  });
});
