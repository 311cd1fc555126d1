import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { changeLog, events, workflowHistory, workflowItems } from '../../src/server/db/schema';
import esTexts from '../../src/engine/messages/locales/es/texts';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

let t: TestApp;
let customerKey: string;
let staffKey: string;
let staffId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ customerKey, staffKey } = await signInDemoCustomerAndStaff(t.app));
  staffId = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_id;
});
afterAll(() => t.close());

/** A customer's inquiry through the contact form; its id. */
async function newInquiry(subject = 'Gauge'): Promise<number> {
  const sent = await t.app.inject({ method: 'POST', url: '/api/demo/inquiry', headers: { 'user-key': customerKey }, payload: { inquiry_type: 'Service', subject, message: `About ${subject}` } });
  if (sent.statusCode !== 201) throw new Error(sent.body);
  const [item] = await t.database.withTenant('demo', (db) => db.select({ id: workflowItems.id }).from(workflowItems).where(eq(workflowItems.type, 'inquiry')).orderBy(desc(workflowItems.id)).limit(1));
  return item.id;
}
const advance = (body: object, key = staffKey, tenant = 'demo') => t.app.inject({ method: 'POST', url: `/api/${tenant}/workflow/advance`, headers: { 'user-key': key }, payload: body });
const history = (type: string, id: number, key = staffKey) => t.app.inject({ method: 'GET', url: `/api/demo/workflow/${type}/${id}/history`, headers: { 'user-key': key } });
const statusOf = async (id: number) => (await t.database.withTenant('demo', (db) => db.select({ status: workflowItems.status }).from(workflowItems).where(eq(workflowItems.id, id))))[0]?.status;

describe('GET /workflow/config', () => {
  it("answers the tenant's workflow: statuses with labels, initial and final statuses, allowed moves", async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/demo/workflow/config', headers: { 'user-key': staffKey } });
    expect(answer.statusCode).toBe(200);
    const config = answer.json();
    expect(config.inquiry).toMatchObject({ initial: 'new', final: ['closed'], transitions: { new: ['in_progress', 'closed'], in_progress: ['closed'] } });
    expect(config.inquiry.statuses).toContainEqual({ id: 'in_progress', label: 'In progress' });
    expect(Object.keys(config).sort()).toEqual(['account_application', 'credit_application', 'fuel_order', 'inquiry', 'program_enrolment', 'tank_request']);
  });

  it('is refused to customers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/workflow/config', headers: { 'user-key': customerKey } })).statusCode).toBe(403);
  });
});

describe("a status in the reader's language (issue 24)", () => {
  it("labels an item's status in the caller's language in the queue and a move's answer; the event keeps the tenant's wording", async () => {
    const id = await newInquiry('Spanish staff');
    // The staff member's profile names their language (it goes before a browser's).
    const profile = (await t.app.inject({ method: 'GET', url: '/api/demo/user/profile', headers: { 'user-key': staffKey } })).json();
    const locale = (value: string) => t.app.inject({ method: 'POST', url: '/api/demo/user/profile', headers: { 'user-key': staffKey }, payload: { first_name: profile.first_name, last_name: profile.last_name, locale: value } });
    expect((await locale('es-MX')).statusCode).toBe(200);
    onTestFinished(async () => void (await locale(profile.locale ?? 'en-US')));
    const spanish = { 'user-key': staffKey };
    const listed = await t.app.inject({ method: 'GET', url: '/api/demo/workflow/inquiry?size=100', headers: spanish });
    expect(listed.statusCode).toBe(200);
    expect((listed.json().content as { request_id: number; status_label: string }[]).find((item) => item.request_id === id)?.status_label).toBe(esTexts.New);
    const moved = await t.app.inject({ method: 'POST', url: '/api/demo/workflow/advance', headers: spanish, payload: { item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'in_progress' } });
    expect(moved.json()).toMatchObject({ status: 'in_progress', status_label: esTexts['In progress'] });
    const [event] = await t.database.withTenant('demo', (db) => db.select().from(events).where(eq(events.type, 'workflow.item.status_changed')).orderBy(desc(events.seq)).limit(1));
    expect(event.data).toMatchObject({ request_id: id, from_status_label: 'New', to_status_label: 'In progress' });
  });
});

describe('POST /workflow/advance', () => {
  it('moves an item new → in progress → closed, keeping each step with who, when and why, in history and the change log', async () => {
    const id = await newInquiry('Happy path');
    const first = await advance({ item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'in_progress', comment: '  Calling the customer  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ request_id: id, status: 'in_progress', status_label: 'In progress', item_type: 'inquiry' });
    const second = await advance({ item_type: 'inquiry', request_id: id, from_status: 'in_progress', to_status: 'closed' });
    expect(second.json()).toMatchObject({ status: 'closed', status_label: 'Closed' });
    expect(await statusOf(id)).toBe('closed');

    const steps = (await history('inquiry', id)).json();
    expect(steps).toEqual([
      { from_status: 'new', to_status: 'in_progress', comment: 'Calling the customer', at: expect.any(String), by: { user_id: staffId, email: 'staff@demo.test' } },
      { from_status: 'in_progress', to_status: 'closed', comment: null, at: expect.any(String), by: { user_id: staffId, email: 'staff@demo.test' } },
    ]);
    const changes = await t.database.withTenant('demo', (db) => db.select().from(changeLog).where(eq(changeLog.target, `workflow:inquiry/${id}`)).orderBy(changeLog.id));
    expect(changes.map((c) => [c.operationId, c.actorUserId, c.before, c.after])).toEqual([
      ['advanceWorkflowItem', staffId, { status: 'new' }, { status: 'in_progress', comment: 'Calling the customer' }],
      ['advanceWorkflowItem', staffId, { status: 'in_progress' }, { status: 'closed' }],
    ]);
  });

  it('refuses a move the workflow does not allow with 422, changing nothing', async () => {
    const id = await newInquiry('Not allowed');
    const back = await advance({ item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'new' });
    expect(back.statusCode).toBe(422);
    const unknown = await advance({ item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'approved' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error_code: 'TRANSITION_NOT_ALLOWED', errors: [{ path: 'body/to_status' }] });
    expect(unknown.json().detail).toContain('From New: In progress, Closed');
    expect(await statusOf(id)).toBe('new');
    expect((await history('inquiry', id)).json()).toEqual([]);
  });

  it("answers 404 for another tenant's item and for an item of another type", async () => {
    const [foreign] = await t.database.withTenant('cleangas', (db) =>
      db.insert(workflowItems).values({ tenantId: 'cleangas', type: 'inquiry', status: 'new', itemContents: { message: 'theirs' } }).returning({ id: workflowItems.id }),
    );
    const other = await advance({ item_type: 'inquiry', request_id: foreign.id, from_status: 'new', to_status: 'closed' });
    expect(other.statusCode).toBe(404);
    expect((await history('inquiry', foreign.id)).statusCode).toBe(404);
    const [still] = await t.database.withTenant('cleangas', (db) => db.select().from(workflowItems).where(eq(workflowItems.id, foreign.id)));
    expect(still.status).toBe('new');
    const id = await newInquiry('Wrong type');
    expect((await advance({ item_type: 'fuel_order', request_id: id, from_status: 'new', to_status: 'scheduled' })).statusCode).toBe(404);
    expect((await advance({ item_type: 'inquiry', request_id: 2147483647, from_status: 'new', to_status: 'closed' })).statusCode).toBe(404);
  });

  it('lets one of two staff moving the same item from the same status win; the other gets 409 and the current status', async () => {
    const id = await newInquiry('Race');
    const [a, b] = await Promise.all([
      advance({ item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'in_progress', comment: 'Mine' }),
      advance({ item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'closed', comment: 'No, mine' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    const now = won.json().status as string;
    expect(lost.json()).toMatchObject({ status: 409, error_code: 'STATUS_CHANGED', details: { current_status: now } });
    expect(await statusOf(id)).toBe(now);
    const steps = (await history('inquiry', id)).json();
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ from_status: 'new', to_status: now });
    const changes = await t.database.withTenant('demo', (db) => db.select().from(changeLog).where(and(eq(changeLog.target, `workflow:inquiry/${id}`))));
    expect(changes).toHaveLength(1);
  });

  it('answers 409 when the item has already moved on, naming its status', async () => {
    const id = await newInquiry('Stale');
    expect((await advance({ item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'in_progress' })).statusCode).toBe(200);
    const stale = await advance({ item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'closed' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ details: { current_status: 'in_progress' } });
    expect(stale.json().detail).toContain('In progress');
  });

  it('refuses a comment over 2000 characters and malformed input with 400', async () => {
    const id = await newInquiry('Long comment');
    expect((await advance({ item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'closed', comment: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await advance({ item_type: 'access_request', request_id: id, from_status: 'new', to_status: 'approved' })).statusCode).toBe(400);
    expect((await advance({ item_type: 'inquiry', request_id: id, from_status: 'New!', to_status: 'closed' })).statusCode).toBe(400);
    expect((await advance({ item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'closed', comment: 'y'.repeat(2000) })).statusCode).toBe(200);
    const [step] = await t.database.withTenant('demo', (db) => db.select().from(workflowHistory).where(eq(workflowHistory.itemId, id)));
    expect(step.comment).toHaveLength(2000);
  });

  it('needs the permission of the item type: a customer and a dispatcher of fuel orders are refused inquiries', async () => {
    const id = await newInquiry('Permission');
    expect((await advance({ item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'closed' }, customerKey)).statusCode).toBe(403);
    const dispatcher = (await loginAs(t.app, 'cleangas', 'staff@demo.test')).body.user_key;
    expect((await advance({ item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'closed' }, dispatcher, 'cleangas')).statusCode).toBe(403);
    expect((await history('inquiry', id, customerKey)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('new');
  });
});
