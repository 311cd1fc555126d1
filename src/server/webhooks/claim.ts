import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';

export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  eventSeq: number;
  attempts: number;
  firstAttemptAt: Date;
}

/**
 * Leases the tenant's due deliveries to enabled endpoints: pending ones whose time came, and sending
 * ones whose worker's lease ran out. A delivery whose account has an earlier delivery to the same
 * endpoint still pending or sending waits for it (per-account order), so one claim holds at most one
 * delivery per endpoint and account and they can be sent side by side. FOR UPDATE SKIP LOCKED in a
 * MATERIALIZED CTE (as the mail outbox claims): processes sharing a PostgreSQL take disjoint rows.
 *
 * The head of each endpoint's and account's queue is found in one pass over the undelivered
 * deliveries (DISTINCT ON), not by asking for every due delivery whether an earlier one is still
 * undelivered: that probe walked the account's whole delivered history, for every waiting delivery,
 * on every claim (bench/webhook-fanout.ts; claims of a backlog behind a failing receiver).
 */
export async function claimDue(db: Db, now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    with heads as materialized (
      select distinct on (h.endpoint_id, h.account_id) h.id from ${webhookDeliveries} h
      where h.status in ('pending', 'sending') and h.account_id is not null
      order by h.endpoint_id, h.account_id, h.event_seq
    ), due as materialized (
      select d.id from ${webhookDeliveries} d
      join ${webhookEndpoints} w on w.tenant_id = d.tenant_id and w.id = d.endpoint_id and w.enabled
      where d.status in ('pending', 'sending') and d.next_attempt_at <= ${now}
        and (d.account_id is null or d.id in (select id from heads))
      order by d.event_seq, d.id
      limit ${limit}
      for update of d skip locked
    )
    update ${webhookDeliveries} d set status = 'sending', attempts = d.attempts + 1, next_attempt_at = ${new Date(now.getTime() + leaseMs)},
      first_attempt_at = coalesce(d.first_attempt_at, ${now}), last_attempt_at = ${now}
    from due where d.id = due.id
    returning d.id as id, d.endpoint_id as "endpointId", d.event_seq as "eventSeq", d.attempts as attempts, d.first_attempt_at as "firstAttemptAt"`);
  return (result as { rows: ClaimedDelivery[] }).rows.map((r) => ({
    ...r,
    eventSeq: Number(r.eventSeq),
    firstAttemptAt: new Date(r.firstAttemptAt),
  }));
}
