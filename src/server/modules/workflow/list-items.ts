import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { WorkflowItemType } from '../../../engine/workflow';
import type { Db } from '../../db/database';
import { users, workflowItems } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler, type QueryOf } from '../../openapi/operation-types';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { itemOf } from './item-view';
import { itemWorkflow } from '../../workflow/tenant-workflow';

type Query = QueryOf<'listInquiries'>;

const SORTS = {
  created_at: workflowItems.createdAt,
  status: workflowItems.status,
  request_id: workflowItems.id,
  account_id: workflowItems.accountId,
} as const;

/**
 * The status column shows labels, so sorting by it follows the workflow's own order of statuses
 * (New, In progress, Closed) rather than the ids' alphabet; a status the workflow no longer names sorts last.
 */
function workflowOrder(statuses: readonly { id: string }[]): SQL {
  if (!statuses.length) return sql`0`;
  const cases = statuses.map((status, index) => sql`when ${status.id} then ${index}`);
  return sql`case ${workflowItems.status} ${sql.join(cases, sql` `)} else ${statuses.length} end`;
}

/**
 * One page of a queue (spec 2 §7 GET /workflow/{type}: page, size, sort, optional status), urgent
 * items first, then newest first unless sorted otherwise; the id breaks ties so pages never overlap. Each item carries the
 * form version it was made on, for staff to read its answers under that form's labels, and its
 * status's label from the tenant's workflow.
 */
async function queuePage(db: Db, tenant: LoadedTenant, type: WorkflowItemType, query: Query) {
  const flow = itemWorkflow(tenant, type);
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const where = and(eq(workflowItems.type, type), query.status ? eq(workflowItems.status, query.status) : undefined);
  const direction = query.order === 'asc' ? asc : desc;
  const sortBy = query.sort === 'status_label' ? workflowOrder(flow.statuses) : SORTS[query.sort ?? 'created_at'];
  // Urgent items (a worried customer's tank request) first whatever the sort: staff see them before anything else.
  const order: SQL[] = [desc(workflowItems.urgent), direction(sortBy), direction(workflowItems.id)];
  const [{ total }] = await db.select({ total: count() }).from(workflowItems).where(where);
  const rows = await db
    .select({ item: workflowItems, email: users.email })
    .from(workflowItems)
    .leftJoin(users, and(eq(users.tenantId, workflowItems.tenantId), eq(users.id, workflowItems.userId)))
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(page * size);
  return pageOf(rows.map((row) => itemOf(row.item, row.email, flow)), total, page, size);
}

export const listInquiries = tenantHandler<'listInquiries'>(async ({ db, tenant, query }) => queuePage(db, tenant, 'inquiry', query));
export const listAccountApplications = tenantHandler<'listAccountApplications'>(async ({ db, tenant, query }) => queuePage(db, tenant, 'account_application', query));
export const listCreditApplications = tenantHandler<'listCreditApplications'>(async ({ db, tenant, query }) => queuePage(db, tenant, 'credit_application', query));
export const listFuelOrders = tenantHandler<'listFuelOrders'>(async ({ db, tenant, query }) => queuePage(db, tenant, 'fuel_order', query));
export const listTankRequests = tenantHandler<'listTankRequests'>(async ({ db, tenant, query }) => queuePage(db, tenant, 'tank_request', query));
export const listProgramEnrolments = tenantHandler<'listProgramEnrolments'>(async ({ db, tenant, query }) => queuePage(db, tenant, 'program_enrolment', query));
