/**
 * Reference lists (issue 14 item 7): departments and transaction types as data documents — the
 * built-in lists, a tenant's published override through the config API, and their use by the
 * contact form (department) and the records list (transaction type filter, keyset paging kept).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { transactions, workflowItems } from '../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { publishDocument } from './support/config-documents';
import { mailsTo } from './support/outbox';

let t: TestApp;
let adminKey: string;
let customerKey: string;
let staffKey: string;
let cleangasAdminKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  cleangasAdminKey = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
});
afterAll(() => t?.close());

const get = (url: string, key?: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query, headers: key ? { 'user-key': key } : {} });
const inquiry = (body: object) => t.app.inject({ method: 'POST', url: '/api/demo/inquiry', headers: { 'user-key': customerKey }, payload: { inquiry_type: 'Billing', message: 'Where is my delivery?', ...body } });

describe('GET /config/departments and /config/transaction_types', () => {
  it('answers the built-in lists to any signed-in user, and 401 to nobody', async () => {
    const departments = await get('/api/demo/config/departments', customerKey);
    expect(departments.statusCode).toBe(200);
    expect(departments.json()).toEqual([
      { id: 'billing', name: 'Billing' },
      { id: 'deliveries', name: 'Deliveries' },
      { id: 'service', name: 'Service' },
      { id: 'sales', name: 'Sales' },
      { id: 'general', name: 'General' },
    ]);
    const types = (await get('/api/demo/config/transaction_types', staffKey)).json() as { id: string }[];
    // Every type the ledger holds is named (the seeded transactions' transaction_type values).
    const seeded = await t.database.withTenant('demo', (db) => db.selectDistinct({ type: transactions.transactionType }).from(transactions));
    expect(types.map((type) => type.id)).toEqual(expect.arrayContaining(seeded.map((row) => row.type)));
    expect((await get('/api/demo/config/departments')).statusCode).toBe(401);
  });

  it('serves a tenant override published through the config API at once, to that tenant only', async () => {
    await publishDocument(t.app, cleangasAdminKey, 'departments', { departments: [{ id: 'propane', name: 'Propane Desk' }] }, 'cleangas');
    expect((await get('/api/cleangas/config/departments', cleangasAdminKey)).json()).toEqual([{ id: 'propane', name: 'Propane Desk' }]);
    expect(((await get('/api/demo/config/departments', customerKey)).json() as unknown[]).length).toBe(5);
  });

  it('refuses an override that is not a list of { id, name } (422, nothing published)', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/demo/config/documents/transaction_types/draft',
      headers: { 'user-key': adminKey },
      payload: { document: { transaction_types: [{ id: 'Has Spaces', name: '' }] } },
    });
    expect(saved.statusCode).toBe(422);
    expect(((await get('/api/demo/config/transaction_types', customerKey)).json() as unknown[]).length).toBe(6);
  });
});

describe('the contact form names a department', () => {
  it('stores the department on the inquiry staff work', async () => {
    const sent = await inquiry({ department: 'deliveries', subject: 'dept-test' });
    expect(sent.statusCode).toBe(201);
    const [item] = await t.database.withTenant('demo', (db) =>
      db.select().from(workflowItems).where(eq(workflowItems.type, 'inquiry')).orderBy(desc(workflowItems.id)).limit(1),
    );
    expect(item.itemContents).toMatchObject({ department: 'deliveries', subject: 'dept-test' });
    // The supplier's mail names the department as the tenant's list does.
    const [mail] = await mailsTo(t, 'feedback@demofuel.test');
    expect(mail.text).toContain('Department: Deliveries');
  });

  it('refuses a department the tenant does not have (422 with the field), and stores nothing', async () => {
    const countInquiries = async () =>
      (await t.database.withTenant('demo', (db) => db.select({ n: count() }).from(workflowItems).where(eq(workflowItems.type, 'inquiry'))))[0].n;
    const before = await countInquiries();
    const refused = await inquiry({ department: 'propane' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error_code: 'UNKNOWN_DEPARTMENT', errors: [{ path: 'body/department' }] });
    expect(await countInquiries()).toBe(before);
  });
});

describe('the records list filters by transaction type', () => {
  let accountId: string;
  beforeAll(async () => {
    const [busiest] = await t.database.withTenant('demo', (db) =>
      db.select({ accountId: transactions.accountId, lines: count() }).from(transactions).groupBy(transactions.accountId).orderBy(desc(count()), transactions.accountId).limit(1),
    );
    accountId = busiest.accountId;
  });
  const page = (query: Record<string, string>) => get(`/api/demo/accounts/${accountId}/transactions`, staffKey, query);

  it('answers only lines of the type, with the filtered total, page after page by cursor', async () => {
    const [{ n }] = await t.database.withTenant('demo', (db) =>
      db.select({ n: count() }).from(transactions).where(and(eq(transactions.accountId, accountId), eq(transactions.transactionType, 'delivery'))),
    );
    expect(n).toBeGreaterThan(40);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 100; i++) {
      const answer = await page({ transaction_type: 'delivery', size: '40', ...(cursor ? { cursor, page: String(i) } : {}) });
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as { content: { transaction_id: string; transaction_type: string }[]; totalElements: number; next_cursor?: string | null };
      expect(body.totalElements).toBe(n);
      expect(body.content.every((line) => line.transaction_type === 'delivery')).toBe(true);
      seen.push(...body.content.map((line) => line.transaction_id));
      cursor = body.next_cursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen.length).toBe(n);
    expect(new Set(seen).size).toBe(n);
  });

  it('exports only the lines of the type the table shows', async () => {
    const csv = await get(`/api/demo/accounts/${accountId}/transactions/csv`, staffKey, { transaction_type: 'payment' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/).slice(1);
    expect(lines.length).toBeGreaterThan(0);
    // Every line's Type cell is a payment (the file holds the raw value, the table its name).
    expect(lines.every((line) => /(^|,)"?payment"?(,|$)/.test(line))).toBe(true);
    expect((await get(`/api/demo/accounts/${accountId}/transactions/csv`, staffKey, { transaction_type: 'bitcoin' })).statusCode).toBe(422);
  });

  it('refuses a type the tenant does not list (422)', async () => {
    const refused = await page({ transaction_type: 'bitcoin' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error_code: 'UNKNOWN_TRANSACTION_TYPE' });
  });
});
