import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import { outbox, workflowItems } from '../../src/server/db/schema';
import { createTestApp, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';
import esMail from '../../src/engine/messages/locales/es/mail-notices';

// The workflow module moves an item; the notifications module decides who hears of it. This
// checks the two together, as a supplier runs them: by default the customer is mailed when
// their inquiry reaches a final status, and not on the steps before.
let t: TestApp;
let customerKey: string;
let staffKey: string;
const customerEmail = 'customer@demo.test';
beforeAll(async () => {
  t = await createTestApp();
  ({ customerKey, staffKey } = await signInDemoCustomerAndStaff(t.app));
});
afterAll(() => t.close());

const advance = (body: object) => t.app.inject({ method: 'POST', url: '/api/demo/workflow/advance', headers: { 'user-key': staffKey }, payload: body });
const mailsAbout = (id: number) =>
  t.database.withTenant('demo', (db) => db.select().from(outbox).where(and(eq(outbox.to, customerEmail), like(outbox.subject, `%#${id}%`))));

describe('a workflow move tells the customer what the notification config selects', () => {
  it('mails the customer once their inquiry is closed, with the comment, and not on the step before', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/demo/inquiry', headers: { 'user-key': customerKey }, payload: { inquiry_type: 'Service', subject: 'Gauge reads empty', message: 'Please check' } });
    expect(sent.statusCode).toBe(201);
    const [item] = await t.database.withTenant('demo', (db) => db.select({ id: workflowItems.id }).from(workflowItems).where(eq(workflowItems.type, 'inquiry')).orderBy(desc(workflowItems.id)).limit(1));

    expect((await advance({ item_type: 'inquiry', request_id: item.id, from_status: 'new', to_status: 'in_progress' })).statusCode).toBe(200);
    expect(await mailsAbout(item.id)).toEqual([]);

    expect((await advance({ item_type: 'inquiry', request_id: item.id, from_status: 'in_progress', to_status: 'closed', comment: 'The gauge was stuck; fixed.' })).statusCode).toBe(200);
    const mails = await mailsAbout(item.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Inquiry #${item.id} is now Closed`);
    expect(mails[0].text).toContain('The gauge was stuck; fixed.');
    // It names what it is about: a customer may have several items open.
    expect(mails[0].text).toContain(`Your inquiry about Gauge reads empty (request #${item.id})`);
  });

  it("writes to the customer in their profile's language, whatever the staff member's (issue 24)", async () => {
    const profile = (locale: string) => t.app.inject({ method: 'POST', url: '/api/demo/user/profile', headers: { 'user-key': customerKey }, payload: { first_name: 'Demo', last_name: 'Customer', locale } });
    expect((await profile('es-MX')).statusCode).toBe(200);
    try {
      const sent = await t.app.inject({ method: 'POST', url: '/api/demo/inquiry', headers: { 'user-key': customerKey }, payload: { inquiry_type: 'Service', subject: 'Tank gauge', message: 'Please check' } });
      expect(sent.statusCode).toBe(201);
      const [item] = await t.database.withTenant('demo', (db) => db.select({ id: workflowItems.id }).from(workflowItems).where(eq(workflowItems.type, 'inquiry')).orderBy(desc(workflowItems.id)).limit(1));
      // The staff member's request asks for English; the mail is the customer's.
      const closed = await t.app.inject({ method: 'POST', url: '/api/demo/workflow/advance', headers: { 'user-key': staffKey, 'accept-language': 'en-US' }, payload: { item_type: 'inquiry', request_id: item.id, from_status: 'new', to_status: 'closed' } });
      expect(closed.statusCode).toBe(200);
      const mails = await t.database.withTenant('demo', (db) => db.select().from(outbox).where(and(eq(outbox.to, customerEmail), like(outbox.subject, `%${item.id}%`))));
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(`n.º ${item.id}:`)]);
      expect(mails[0].text).toContain(esMail.hello);
      expect(mails[0].text).not.toContain('Hello,');
    } finally {
      await profile('en-US');
    }
  });
});
