import { count, desc, eq } from 'drizzle-orm';
import { toE164 } from '../../../engine/notifications/sms-number';
import { tenantCountryOf } from '../../notifications/tenant-country';
import { textOutbox } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler } from '../../openapi/operation-types';

/** The tenant's text outbox, newest first; `to` narrows it to one number, typed as people write them (555-234-5678). */
export const listTextOutbox = tenantHandler<'listTextOutbox'>(async ({ db, tenant, query }) => {
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const typed = query.to?.trim();
  const to = typed ? (toE164(typed, tenantCountryOf(tenant)) ?? typed) : undefined;
  const where = to ? eq(textOutbox.to, to) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(textOutbox).where(where);
  const rows = await db
    .select()
    .from(textOutbox)
    .where(where)
    .orderBy(desc(textOutbox.createdAt), desc(textOutbox.id))
    .limit(size)
    .offset(page * size);
  const content = rows.map((t) => ({ id: t.id, to: t.to, body: t.body, event: t.event, transport: t.transport, status: t.status, created_at: t.createdAt.toISOString() }));
  return pageOf(content, total, page, size);
});
