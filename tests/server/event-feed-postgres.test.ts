/**
 * Issue 21 item 3, "complete and in commit order", where it can fail: PostgreSQL with many
 * concurrent writers. Writers emit events in transactions that linger after taking their seq
 * (the worst case: a seq taken early, committed late) while a reader polls GET /events with its
 * cursor; afterwards the union of what the reader saw must be every event, once each, in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { events } from '../../src/server/db/schema';
import { emitEvent } from '../../src/server/events/emit-event';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

let t: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp({ apiKeyRateLimit: { key: 'api-key', limit: 1_000_000, window: 60, bucket: 'api-key' } });
  const session = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  const created = await t.app.inject({ method: 'POST', url: '/api/demo/integrations/api-keys', headers: { 'user-key': session }, payload: { name: 'Poller', scopes: ['events:read'] } });
  secret = (created.json() as { secret: string }).secret;
});
afterAll(() => t.close());

const WRITERS = 12;
const EVENTS_PER_WRITER = 15;

describe('GET /events under concurrent writers (PostgreSQL)', () => {
  it('never skips nor repeats an event a poller reads with its cursor', async () => {
    let writing = true;
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let i = 0; i < EVENTS_PER_WRITER; i++) {
        await t.database.withTenant('demo', async (db) => {
          await emitEvent(db, 'demo', { type: 'inquiry.created', data: { writer, i }, at: new Date() });
          // Hold the transaction open after the seq is taken: without the per-tenant lock a later
          // seq would commit first and a poller would move its cursor past this one.
          await db.execute(sql`select pg_sleep(random() * 0.02)`);
        });
      }
    });
    const done = Promise.all(writers).finally(() => {
      writing = false;
    });

    const seen: string[] = [];
    let cursor: string | undefined;
    let polls = 0;
    const poll = async () => {
      // At the head of the feed each time (a small page would trail behind and never meet an uncommitted seq).
      const answer = await t.app.inject({ method: 'GET', url: `/api/demo/events?limit=1000${cursor ? `&after=${cursor}` : ''}`, headers: { authorization: `Bearer ${secret}` } });
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json() as { events: { id: string }[]; next_cursor: string; has_more: boolean };
      seen.push(...page.events.map((e) => e.id));
      cursor = page.next_cursor;
      polls++;
      return page.has_more;
    };
    while (writing) await poll();
    const pollsWhileWriting = polls;
    await done;
    // The writers are done: read what is left.
    while (await poll());

    const rows = await t.database.withTenant('demo', (db) => db.select({ id: events.id }).from(events).orderBy(asc(events.seq)));
    expect(rows.length).toBeGreaterThanOrEqual(WRITERS * EVENTS_PER_WRITER);
    // The poller read while the writers wrote (not only after).
    expect(pollsWhileWriting).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(rows.map((r) => r.id));
  });
});
