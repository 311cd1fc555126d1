import { and, count, desc, eq } from 'drizzle-orm';
import { workflowItems } from '../../../db/schema';
import { pageOf } from '../../../http/paging';
import { tenantHandler } from '../../../openapi/operation-types';
import { accessRequestColumns, accessRequestOf, resolver, resolverJoin } from './access-request-view';

/** GET /workflow/access_request: self-registration requests for staff, newest first, optionally by status. */
export const listAccessRequests = tenantHandler<'listAccessRequests'>(async ({ db, query }) => {
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const where = and(eq(workflowItems.type, 'access_request'), query.status ? eq(workflowItems.status, query.status) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(workflowItems).where(where);
  const rows = await db
    .select(accessRequestColumns)
    .from(workflowItems)
    .leftJoin(resolver, resolverJoin)
    .where(where)
    .orderBy(desc(workflowItems.createdAt), desc(workflowItems.id))
    .limit(size)
    .offset(page * size);
  return pageOf(rows.map((r) => accessRequestOf(r.item, r.resolvedByEmail)), total, page, size);
});
