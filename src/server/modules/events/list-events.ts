import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { events } from '../../db/schema';
import type { EventType } from '../../events/emit-event';
import { tenantHandler } from '../../openapi/operation-types';
import { decodeEventCursor, encodeEventCursor } from './event-cursor';

/**
 * GET /events: the tenant's events after the cursor in `seq` order. emitEvent takes a per-tenant
 * lock held until commit before it takes a seq, so seq is commit order: once a reader has seen
 * seq N, no event below N can still commit, and reading `seq > N` never skips one. Webhook test
 * events (endpoint_id set) belong to their endpoint only.
 */
export const listEvents = tenantHandler<'listEvents'>(async ({ db, tenant, query }) => {
  const after = decodeEventCursor(query.after);
  const limit = query.limit ?? 100;
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenant.id), gt(events.seq, after), isNull(events.endpointId)))
    .orderBy(asc(events.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    events: page.map((row) => ({
      id: row.id,
      // Written only by emitEvent, from the EventType enum.
      type: row.type as EventType,
      timestamp: row.occurredAt.toISOString(),
      tenant: row.tenantId,
      account_id: row.accountId,
      data: row.data,
    })),
    // Where this page ended; an empty page keeps the reader where it was.
    next_cursor: encodeEventCursor(page.length ? page[page.length - 1].seq : after),
    has_more: rows.length > limit,
  };
});
