import { and, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import { shownStatusLabel, type ItemWorkflow, type WorkflowItemType } from '../../../engine/workflow';
import type { Db } from '../../db/database';
import { users, workflowItems } from '../../db/schema';
import { SEALED_KEY } from '../../sensitive/seal-answers';

export type WorkflowItem = components['schemas']['WorkflowItem'];

/** A stored item as staff read it, its status labelled by the tenant's workflow in the caller's language. */
export function itemOf(item: typeof workflowItems.$inferSelect, email: string | null, flow: ItemWorkflow): WorkflowItem {
  // Sealed answers stay in the database: staff read their masks, which item_contents holds in their place.
  const { [SEALED_KEY]: _sealed, ...contents } = item.itemContents;
  return {
    request_id: item.id,
    item_type: item.type as WorkflowItem['item_type'],
    status: item.status,
    status_label: shownStatusLabel(flow, item.status),
    channel: item.channel,
    account_id: item.accountId,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
    item_contents: contents,
    extra: item.extra,
    form: item.formName && item.formVersion !== null ? { name: item.formName, version: item.formVersion } : null,
    submitted_by: item.userId !== null && email !== null ? { user_id: item.userId, email } : null,
    urgent: item.urgent,
  };
}

/** One item of this type (RLS keeps it the tenant's), with its submitter's email; undefined when there is none. */
export async function findItem(db: Db, type: WorkflowItemType, id: number) {
  const [row] = await db
    .select({ item: workflowItems, email: users.email })
    .from(workflowItems)
    .leftJoin(users, and(eq(users.tenantId, workflowItems.tenantId), eq(users.id, workflowItems.userId)))
    .where(and(eq(workflowItems.type, type), eq(workflowItems.id, id)));
  return row;
}
