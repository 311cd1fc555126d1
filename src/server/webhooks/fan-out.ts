import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { events, webhookDeliveries, webhookEndpoints } from '../db/schema';

/**
 * Gives each enabled endpoint of the tenant one pending delivery per new event it wants (its types,
 * or all; a test event only to its own endpoint), then moves the endpoints' cursors to the newest
 * event. Events take their seq under a per-tenant lock held until commit (emit-event.ts), so every
 * event up to the newest committed one is visible here: none is skipped. Unique (endpoint, seq):
 * a second fan-out of the same events changes nothing.
 */
export async function fanOut(db: Db, now: Date): Promise<void> {
  const top = await newestEventSeq(db);
  await db.execute(sql`
    insert into ${webhookDeliveries} (tenant_id, endpoint_id, event_seq, event_id, event_type, account_id, status, attempts, next_attempt_at, created_at)
    select e.tenant_id, w.id, e.seq, e.id, e.type, e.account_id, 'pending', 0, ${now}, ${now}
    from ${webhookEndpoints} w
    join ${events} e on e.tenant_id = w.tenant_id and e.seq > w.cursor_seq and e.seq <= ${top}
    where w.enabled
      and ((e.endpoint_id is null and (jsonb_array_length(w.event_types) = 0 or w.event_types ? e.type)) or e.endpoint_id = w.id)
    on conflict do nothing`);
  await db.execute(sql`update ${webhookEndpoints} set cursor_seq = ${top} where enabled and cursor_seq < ${top}`);
}

/** Where a new endpoint's cursor starts: at the newest event, so it receives what happens from now on. */
export async function newestEventSeq(db: Db): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(${events.seq}), 0)::bigint as newest from ${events}`);
  return Number((result as { rows: { newest: string | number }[] }).rows[0].newest);
}
