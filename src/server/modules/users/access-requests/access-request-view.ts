import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../../../../openapi/generated/tenant-api';
import { users, workflowItems } from '../../../db/schema';

type AccessRequest = components['schemas']['AccessRequest'];

export const resolver = alias(users, 'resolver');

/** Columns of an access request with the email of the staff user who resolved it. */
export const accessRequestColumns = { item: workflowItems, resolvedByEmail: resolver.email };
export const resolverJoin = eq(resolver.id, workflowItems.resolvedBy);

export function accessRequestOf(item: typeof workflowItems.$inferSelect, resolvedByEmail: string | null): AccessRequest {
  return {
    request_id: item.id,
    status: item.status as AccessRequest['status'],
    channel: item.channel,
    created_at: item.createdAt.toISOString(),
    item_contents: item.itemContents as AccessRequest['item_contents'],
    resolved_by: resolvedByEmail,
    user_id: item.userId,
    extra: item.extra,
    form: item.formName && item.formVersion !== null ? { name: item.formName, version: item.formVersion } : null,
  };
}
