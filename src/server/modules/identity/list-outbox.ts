import { count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import { outbox } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler } from '../../openapi/operation-types';

/** The tenant's outbox, newest first; `to` narrows it to one address (any case). */
export const listOutbox = tenantHandler<'listOutbox'>(async ({ db, query }) => {
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const to = query.to?.trim().toLowerCase();
  const where = to ? eq(sql`lower(${outbox.to})`, to) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(outbox).where(where);
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(size)
    .offset(page * size);
  const content: components['schemas']['OutboxMessage'][] = rows.map((m) => ({
    id: m.id,
    to: m.to,
    from: m.from,
    subject: m.subject,
    text: m.text,
    html: m.html,
    created_at: m.createdAt.toISOString(),
    transport: m.transport,
    result: m.result,
  }));
  return pageOf(content, total, page, size);
});
