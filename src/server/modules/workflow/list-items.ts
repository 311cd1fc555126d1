import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { users, workflowItems } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler, type QueryOf } from '../../openapi/operation-types';
import { SEALED_KEY } from '../../sensitive/seal-answers';

type WorkflowItem = components['schemas']['WorkflowItem'];
type ItemType = WorkflowItem['item_type'];
type Query = QueryOf<'listInquiries'>;

const SORTS = {
  created_at: workflowItems.createdAt,
  status: workflowItems.status,
  request_id: workflowItems.id,
  account_id: workflowItems.accountId,
} as const;

function itemOf(item: typeof workflowItems.$inferSelect, email: string | null): WorkflowItem {
  // Sealed answers stay in the database: staff read their masks, which item_contents holds in their place.
  const { [SEALED_KEY]: _sealed, ...contents } = item.itemContents;
  return {
    request_id: item.id,
    item_type: item.type as ItemType,
    status: item.status,
    channel: item.channel,
    account_id: item.accountId,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
    item_contents: contents,
    extra: item.extra,
    form: item.formName && item.formVersion !== null ? { name: item.formName, version: item.formVersion } : null,
    submitted_by: item.userId !== null && email !== null ? { user_id: item.userId, email } : null,
  };
}

/**
 * One page of a queue (spec 2 §7 GET /workflow/{type}: page, size, sort, optional status), newest
 * first unless sorted otherwise; the id breaks ties so pages never overlap. Each item carries the
 * form version it was made on, for staff to read its answers under that form's labels.
 */
async function queuePage(db: Db, type: ItemType, query: Query) {
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const where = and(eq(workflowItems.type, type), query.status ? eq(workflowItems.status, query.status) : undefined);
  const direction = query.order === 'asc' ? asc : desc;
  const order: SQL[] = [direction(SORTS[query.sort ?? 'created_at']), direction(workflowItems.id)];
  const [{ total }] = await db.select({ total: count() }).from(workflowItems).where(where);
  const rows = await db
    .select({ item: workflowItems, email: users.email })
    .from(workflowItems)
    .leftJoin(users, and(eq(users.tenantId, workflowItems.tenantId), eq(users.id, workflowItems.userId)))
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(page * size);
  return pageOf(rows.map((row) => itemOf(row.item, row.email)), total, page, size);
}

export const listInquiries = tenantHandler<'listInquiries'>(async ({ db, query }) => queuePage(db, 'inquiry', query));
export const listAccountApplications = tenantHandler<'listAccountApplications'>(async ({ db, query }) => queuePage(db, 'account_application', query));
export const listCreditApplications = tenantHandler<'listCreditApplications'>(async ({ db, query }) => queuePage(db, 'credit_application', query));
export const listFuelOrders = tenantHandler<'listFuelOrders'>(async ({ db, query }) => queuePage(db, 'fuel_order', query));
