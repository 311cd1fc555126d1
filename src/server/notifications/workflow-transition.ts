import type { Db } from '../db/database';
import type { LoadedTenant } from '../tenants/load-tenants';
import type { Services } from '../services';

/** A workflow item that has just moved from one status to another (POST /workflow/advance). */
export interface WorkflowTransition {
  itemType: 'inquiry' | 'account_application' | 'credit_application' | 'fuel_order' | 'access_request';
  requestId: number;
  fromStatus: string;
  toStatus: string;
  comment: string | null;
  /** The customer who submitted the item, if signed in when they did. */
  userId: number | null;
  /** The item's answers (an email or phone a prospect gave lives here). */
  itemContents: Record<string, unknown>;
}

/**
 * Tells whoever the tenant's notification configuration selects that a workflow item moved, in
 * the transaction of the move (mail and text go through their outboxes, so nothing is sent for a
 * move that is rolled back). Owned by the notifications module.
 */
export async function onWorkflowTransition(ctx: { db: Db; tenant: LoadedTenant; services: Services }, transition: WorkflowTransition): Promise<void> {
  void ctx;
  void transition;
}
