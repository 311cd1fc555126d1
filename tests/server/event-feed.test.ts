/**
 * Issue 21 item 3: GET /events, the feed a supplier's system polls with an events:read key —
 * every event of the tenant after the cursor, in commit order, paged, webhook test events left
 * out, another tenant's never; a cursor that is not the feed's own is a 400, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, isNull } from 'drizzle-orm';
import { events } from '../../src/server/db/schema';
import { emitEvent } from '../../src/server/events/emit-event';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

let t: TestApp;
const secrets: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const tenant of ['demo', 'cleangas']) {
    const session = (await loginAs(t.app, tenant, 'admin@demo.test')).body.user_key;
    const created = await t.app.inject({ method: 'POST', url: `/api/${tenant}/integrations/api-keys`, headers: { 'user-key': session }, payload: { name: 'Feed reader', scopes: ['events:read'] } });
    secrets[tenant] = (created.json() as { secret: string }).secret;
  }
  const at = new Date('2026-11-26T12:00:00Z');
  for (let i = 1; i <= 7; i++) {
    await t.database.withTenant('demo', (db) => emitEvent(db, 'demo', { type: i % 2 ? 'inquiry.created' : 'payment.created', accountId: i % 3 ? '100001' : null, data: { n: i }, at }));
    if (i === 4) await t.database.withTenant('demo', (db) => emitEvent(db, 'demo', { type: 'webhook.test', data: { test: true }, at, endpointId: 1 }));
  }
  await t.database.withTenant('cleangas', (db) => emitEvent(db, 'cleangas', { type: 'inquiry.created', data: { n: 'cleangas' }, at }));
});
afterAll(() => t.close());

interface FeedPage {
  events: { id: string; type: string; timestamp: string; tenant: string; account_id: string | null; data: Record<string, unknown> }[];
  next_cursor: string;
  has_more: boolean;
}

const read = (query: string, tenant = 'demo') => t.app.inject({ method: 'GET', url: `/api/${tenant}/events${query}`, headers: { authorization: `Bearer ${secrets[tenant]}` } });
const feedRows = (tenant: string) => t.database.withTenant(tenant, (db) => db.select().from(events).where(isNull(events.endpointId)).orderBy(asc(events.seq)));

describe('GET /events', () => {
  it('pages through every event of the tenant in commit order, test events left out', async () => {
    const seen: FeedPage['events'] = [];
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const answer = await read(`?limit=3${cursor ? `&after=${cursor}` : ''}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json() as FeedPage;
      seen.push(...page.events);
      cursor = page.next_cursor;
      pages++;
      if (!page.has_more) break;
    }
    const rows = await feedRows('demo');
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(pages).toBe(Math.ceil(rows.length / 3));
    expect(seen.map((e) => e.id)).toEqual(rows.map((r) => r.id));
    expect(seen.some((e) => e.type === 'webhook.test')).toBe(false);
    expect(seen.every((e) => e.tenant === 'demo')).toBe(true);
    expect(seen.find((e) => e.data.n === 1)).toMatchObject({ type: 'inquiry.created', account_id: '100001', timestamp: '2026-11-26T12:00:00.000Z' });

    // Read to the end: an empty page keeps the reader where it was, and a later event follows.
    const empty = (await read(`?after=${cursor}`)).json() as FeedPage;
    expect(empty).toEqual({ events: [], next_cursor: cursor, has_more: false });
    const late = await t.database.withTenant('demo', (db) => emitEvent(db, 'demo', { type: 'profile.updated', data: { n: 8 }, at: new Date() }));
    const next = (await read(`?after=${cursor}`)).json() as FeedPage;
    expect(next.events.map((e) => e.id)).toEqual([late]);
  });

  it('answers 100 events by default and never another tenant’s', async () => {
    const demo = (await read('')).json() as FeedPage;
    expect(demo.events.some((e) => e.data.n === 'cleangas')).toBe(false);
    const cleangas = (await read('', 'cleangas')).json() as FeedPage;
    expect(cleangas.events.map((e) => e.data)).toEqual([{ n: 'cleangas' }]);
    // A cursor is no key: demo's cursor read in cleangas shows cleangas's events after that position only.
    expect(((await read(`?after=${demo.next_cursor}`, 'cleangas')).json() as FeedPage).events.every((e) => e.tenant === 'cleangas')).toBe(true);
  });

  it('refuses a cursor it did not give and a limit out of range (400, never 500)', async () => {
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    for (const after of ['garbage!', forged('e1:-1'), forged('e1:01'), forged('e2:5'), forged('e1:99999999999999999'), forged('e1:5\u0000'), 'x'.repeat(101), '%00']) {
      const answer = await read(`?after=${encodeURIComponent(after)}`);
      expect(answer.statusCode, after).toBe(400);
    }
    expect((await read(`?after=${forged('e1:1x')}`)).json()).toMatchObject({ error_code: 'INVALID_CURSOR' });
    expect((await read('?limit=0')).statusCode).toBe(400);
    expect((await read('?limit=1001')).statusCode).toBe(400);
    expect((await read('?limit=1000')).statusCode).toBe(200);
  });
});
