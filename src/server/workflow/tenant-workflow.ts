import { hasPermission } from '../../engine/layout/menu';
import { defaultWorkflow, WORKFLOW_ITEM_TYPES, type ItemWorkflow, type WorkflowConfig, type WorkflowItemType } from '../../engine/workflow';
import type { Caller } from '../auth/caller';
import { problems } from '../http/problem';
import type { LoadedTenant } from '../tenants/load-tenants';

/**
 * The workflow the tenant runs with (data document `workflow`, checked when it was shipped or
 * published). A tenant loaded without its data documents (a job, a test double) runs the built-in one.
 */
export function tenantWorkflow(tenant: Pick<LoadedTenant, 'data'>): WorkflowConfig {
  return (tenant.data.workflow as WorkflowConfig | undefined) ?? defaultWorkflow();
}

/** The workflow of one item type. */
export const itemWorkflow = (tenant: Pick<LoadedTenant, 'data'>, type: WorkflowItemType): ItemWorkflow =>
  // A document written before tank requests existed has no flow for them: the built-in one stands in.
  tenantWorkflow(tenant)[type] ?? defaultWorkflow()[type]!;

/** The status a new item of this type gets (what the create operations store instead of a fixed 'new'). */
export const initialStatus = (tenant: Pick<LoadedTenant, 'data'>, type: WorkflowItemType): string => itemWorkflow(tenant, type).initial;

/**
 * The permission of an item type's queue. The workflow operations name the item type in their
 * input, so the route cannot declare it as x-permission; each checks it here, first thing, with
 * the same rule (hasPermission) the route layer uses.
 */
export function assertMayWork(caller: Caller, type: WorkflowItemType): void {
  if (!hasPermission(caller.permissions, `workflow:${type}`)) throw problems.forbidden();
}

/** Staff who work at least one queue may read the workflow (their screens label statuses by it). */
export function assertWorksAnyQueue(caller: Caller): void {
  if (!WORKFLOW_ITEM_TYPES.some((type) => hasPermission(caller.permissions, `workflow:${type}`))) throw problems.forbidden();
}
