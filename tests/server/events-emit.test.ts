import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { events } from '../../src/server/db/schema';
import { emitEvent } from '../../src/server/events/emit-event';
import { createTestApp, type TestApp } from './support/test-app';

let built: TestApp;
beforeAll(async () => {
  built = await createTestApp();
});
afterAll(() => built.close());

const at = new Date('2026-11-26T12:00:00Z');
const listed = (tenant: string) => built.database.withTenant(tenant, (db) => db.select().from(events).orderBy(asc(events.seq)));

describe('emitEvent (the transactional outbox)', () => {
  it('keeps an event only when its transaction commits, in commit order, with secrets stripped', async () => {
    const first = await built.database.withTenant('demo', (db) => emitEvent(db, 'demo', { type: 'inquiry.created', accountId: '100001', data: { inquiry_id: 1 }, at }));
    await expect(
      built.database.withTenant('demo', async (db) => {
        await emitEvent(db, 'demo', { type: 'inquiry.created', data: { inquiry_id: 2 }, at });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const second = await built.database.withTenant('demo', (db) => emitEvent(db, 'demo', { type: 'payment.created', data: { payment_id: 'P-000001', card_number: '4242424242424242', cvv: '123' }, at }));
    const rows = await listed('demo');
    expect(rows.map((r) => r.id)).toEqual([first, second]);
    expect(rows[0]).toMatchObject({ type: 'inquiry.created', accountId: '100001', data: { inquiry_id: 1 } });
    expect(JSON.stringify(rows[1].data)).not.toContain('4242424242424242');
    expect(rows[1].data).toMatchObject({ payment_id: 'P-000001', card_number: '[redacted]', cvv: '[redacted]' });
    expect(rows[0].seq).toBeLessThan(rows[1].seq);
    expect(first).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('shows a tenant only its own events', async () => {
    await built.database.withTenant('cleangas', (db) => emitEvent(db, 'cleangas', { type: 'inquiry.created', data: { inquiry_id: 9 }, at }));
    expect((await listed('cleangas')).map((r) => r.data)).toEqual([{ inquiry_id: 9 }]);
    expect((await listed('demo')).some((r) => (r.data as { inquiry_id?: number }).inquiry_id === 9)).toBe(false);
  });
});
