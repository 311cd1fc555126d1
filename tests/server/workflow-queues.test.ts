import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

let t: TestApp;
let customerKey: string;
let staffKey: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ customerKey, staffKey } = await signInDemoCustomerAndStaff(t.app));
  for (const [message, best_time] of [['First: tank gauge stuck', 'Morning'], ['Second: invoice question', 'Evening'], ['Third: service visit', undefined]] as const) {
    const payload = { inquiry_type: 'Service', subject: message.split(':')[0], message, ...(best_time ? { extra: { best_time } } : {}) };
    const sent = await t.app.inject({ method: 'POST', url: '/api/demo/inquiry', headers: { 'user-key': customerKey }, payload });
    if (sent.statusCode !== 201) throw new Error(sent.body);
  }
});
afterAll(() => t.close());

type Page = { content: { request_id: number; status: string; item_contents: Record<string, unknown>; extra: Record<string, unknown>; form: { name: string; version: number } | null; submitted_by: { email: string } | null }[]; totalElements: number };
const queue = async (path: string, key = staffKey) => t.app.inject({ method: 'GET', url: `/api/demo/workflow/${path}`, headers: { 'user-key': key } });
const page = async (path: string, key = staffKey) => (await queue(path, key)).json() as Page;

describe('GET /workflow/inquiry', () => {
  it('shows staff the inquiries newest first, with the extra answers, the form version they were made on and who sent them', async () => {
    const { content, totalElements } = await page('inquiry');
    expect(totalElements).toBe(3);
    expect(content.map((i) => i.item_contents.message)).toEqual(['Third: service visit', 'Second: invoice question', 'First: tank gauge stuck']);
    const published = (await t.app.inject({ method: 'GET', url: '/api/demo/config/documents/form.contact' })).json();
    expect(content[1]).toMatchObject({ status: 'new', extra: { best_time: 'Evening' }, form: { name: 'form.contact', version: published.version }, submitted_by: { email: 'customer@demo.test' } });
    expect(content[0].extra).toEqual({});
  });

  it('pages, sorts and filters by status on the server', async () => {
    const ascending = await page('inquiry?sort=request_id&order=asc&size=2');
    expect(ascending.content.map((i) => i.item_contents.message)).toEqual(['First: tank gauge stuck', 'Second: invoice question']);
    const second = await page('inquiry?sort=request_id&order=asc&size=2&page=1');
    expect(second.content.map((i) => i.item_contents.message)).toEqual(['Third: service visit']);
    expect((await page('inquiry?status=new')).totalElements).toBe(3);
    expect((await page('inquiry?status=closed')).totalElements).toBe(0);
  });

  it('refuses a sort it does not know and paging out of range with 400', async () => {
    expect((await queue('inquiry?sort=message')).statusCode).toBe(400);
    expect((await queue('inquiry?size=0')).statusCode).toBe(400);
    expect((await queue('inquiry?page=-1')).statusCode).toBe(400);
    expect((await queue(`inquiry?status=${'x'.repeat(41)}`)).statusCode).toBe(400);
    expect((await queue('inquiry?status=%00')).statusCode).toBe(400);
    expect((await queue('inquiry?page=1e20')).statusCode).toBe(400);
    expect((await queue('inquiry?page=9223372036854775&size=1000')).statusCode).toBe(400);
  });

  it('is for staff holding workflow:inquiry only, and only their tenant’s', async () => {
    expect((await queue('inquiry', customerKey)).statusCode).toBe(403);
    // CleanGas's Dispatcher works fuel orders only (its tenant.json role); its Admin sees none of demo's inquiries.
    const dispatcher = (await loginAs(t.app, 'cleangas', 'staff@demo.test')).body.user_key;
    expect((await t.app.inject({ method: 'GET', url: '/api/cleangas/workflow/inquiry', headers: { 'user-key': dispatcher } })).statusCode).toBe(403);
    const cleangasAdmin = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
    const theirs = await t.app.inject({ method: 'GET', url: '/api/cleangas/workflow/inquiry', headers: { 'user-key': cleangasAdmin } });
    expect(theirs.json()).toMatchObject({ totalElements: 0, content: [] });
  });
});

describe('the other queues', () => {
  it.each(['account_application', 'credit_application', 'fuel_order'])('%s answers an empty page until such items arrive', async (type) => {
    expect(await page(type)).toMatchObject({ totalElements: 0, content: [] });
  });
});
