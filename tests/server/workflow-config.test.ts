import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { workflowItems } from '../../src/server/db/schema';
import { publishDocument, rollBack } from './support/config-documents';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

let t: TestApp;
let customerKey: string;
let staffKey: string;
let adminKey: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ customerKey, staffKey } = await signInDemoCustomerAndStaff(t.app));
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());

const saveDraft = (document: object) =>
  t.app.inject({ method: 'PUT', url: '/api/demo/config/documents/workflow/draft', headers: { 'user-key': adminKey }, payload: { document } });
const sendInquiry = () =>
  t.app.inject({ method: 'POST', url: '/api/demo/inquiry', headers: { 'user-key': customerKey }, payload: { inquiry_type: 'Other', message: 'Hello' } });
const newestInquiry = async () =>
  (await t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.type, 'inquiry')).orderBy(desc(workflowItems.id)).limit(1)))[0];

describe('the workflow configuration document', () => {
  it('is refused with 422 and the JSON path when it names a status it does not have', async () => {
    const wrongInitial = await saveDraft({ inquiry: { initial: 'open' } });
    expect(wrongInitial.statusCode).toBe(422);
    expect(wrongInitial.json().errors).toEqual([{ path: '/inquiry/initial', message: '"open" is not one of the statuses of inquiry' }]);
    const wrongTarget = await saveDraft({ fuel_order: { transitions: { new: ['scheduled', 'lost'] } } });
    expect(wrongTarget.statusCode).toBe(422);
    expect(wrongTarget.json().errors).toEqual([{ path: '/fuel_order/transitions/new/1', message: '"lost" is not one of the statuses of fuel_order' }]);
    const badShape = await saveDraft({ inquiry: { statuses: [{ id: 'New Status', label: 'x' }] } });
    expect(badShape.statusCode).toBe(422);
    expect(badShape.json().errors[0].path).toBe('/inquiry/statuses/0/id');
  });

  it('once published, gives new items its initial status and the queue its labels, and rolls back', async () => {
    const inquiry = {
      statuses: [{ id: 'received', label: 'Received' }, { id: 'answered', label: 'Answered' }],
      initial: 'received',
      final: ['answered'],
      transitions: { received: ['answered'], new: [], in_progress: [] },
    };
    const version = await publishDocument(t.app, adminKey, 'workflow', { inquiry });
    try {
      const config = (await t.app.inject({ method: 'GET', url: '/api/demo/workflow/config', headers: { 'user-key': staffKey } })).json();
      expect(config.inquiry).toMatchObject({ initial: 'received', statuses: inquiry.statuses });
      expect(config.fuel_order.initial).toBe('new');
      expect((await sendInquiry()).statusCode).toBe(201);
      const item = await newestInquiry();
      expect(item.status).toBe('received');
      const queue = (await t.app.inject({ method: 'GET', url: '/api/demo/workflow/inquiry?status=received', headers: { 'user-key': staffKey } })).json();
      expect(queue.content[0]).toMatchObject({ request_id: item.id, status: 'received', status_label: 'Received' });
      const moved = await t.app.inject({ method: 'POST', url: '/api/demo/workflow/advance', headers: { 'user-key': staffKey }, payload: { item_type: 'inquiry', request_id: item.id, from_status: 'received', to_status: 'answered' } });
      expect(moved.json()).toMatchObject({ status: 'answered', status_label: 'Answered' });
    } finally {
      await rollBack(t.app, adminKey, 'workflow', version - 1);
    }
    expect((await sendInquiry()).statusCode).toBe(201);
    expect((await newestInquiry()).status).toBe('new');
  });

  it("sorts the queue by status label in the workflow's order of statuses", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      await sendInquiry();
      ids.push((await newestInquiry()).id);
    }
    const move = (id: number, from: string, to: string) =>
      t.app.inject({ method: 'POST', url: '/api/demo/workflow/advance', headers: { 'user-key': staffKey }, payload: { item_type: 'inquiry', request_id: id, from_status: from, to_status: to } });
    await move(ids[0], 'new', 'closed');
    await move(ids[1], 'new', 'in_progress');
    const page = (await t.app.inject({ method: 'GET', url: '/api/demo/workflow/inquiry?sort=status_label&order=asc&size=1000', headers: { 'user-key': staffKey } })).json();
    const order = ['new', 'in_progress', 'closed'];
    // A status the workflow no longer names (the 'answered' of the rolled-back version above) sorts last.
    const ranks = (page.content as { status: string }[]).map((row) => (order.includes(row.status) ? order.indexOf(row.status) : order.length));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2, 3]));
  });
});
