import { sql } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/tenant-api';
import { redact } from '../audit/redact';
import type { Db } from '../db/database';
import { events } from '../db/schema';
import { newEventId } from './event-id';
import { markEmitted } from './event-signal';

export type EventType = components['schemas']['EventType'];

export interface PortalEvent {
  type: EventType;
  /** The account it concerns: webhooks deliver one account's events in order. */
  accountId?: string | null;
  /** What happened: ids, amounts, labels — never a card, bank account or national id number. */
  data: Record<string, unknown>;
  /** When the change was made: the request's clock (services.now()). */
  at: Date;
  /** A test event for one webhook endpoint: delivered there only, never in the feed. */
  endpointId?: number;
}

/** Advisory lock class of the event sequence (its second key is the tenant). */
const EVENT_LOCK = 7301;

/**
 * Writes an event in the caller's transaction: it exists if and only if the change it describes
 * commits. The per-tenant lock, held until that commit, makes `seq` the commit order — a feed
 * reader that has seen seq N never later finds an N-1 that committed after it. Call it last in a
 * transaction, so the lock is held only for the commit. Returns the event's public id.
 */
export async function emitEvent(db: Db, tenantId: string, event: PortalEvent): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(${EVENT_LOCK}, hashtext(${tenantId}))`);
  const id = newEventId(event.at);
  await db.insert(events).values({
    tenantId,
    id,
    type: event.type,
    accountId: event.accountId ?? null,
    occurredAt: event.at,
    // Defence in depth: a field named like a secret never leaves, whatever a caller passes.
    data: redact(event.data) as Record<string, unknown>,
    endpointId: event.endpointId ?? null,
  });
  markEmitted(db);
  return id;
}
