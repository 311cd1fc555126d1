/**
 * What the back office keeps: every step of a workflow item, the tenant's uploaded logos and
 * images, the text messages the SMS adapter sent, and the trail of every back-office write.
 */
import { index, integer, jsonb, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantTable } from './tenant-table';
import { at, bytea } from './columns';
import { ASSET_KINDS, NOTIFICATION_TEXT_STATUSES } from '../../../schemas/generated/enums';


/** One step of a workflow item (POST /workflow/advance): from which status to which, by whom, when and why. */
export const workflowHistory = tenantTable(
  'workflow_history',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    itemId: integer('item_id').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    comment: text('comment'),
    /** The person who acted: the staff member, or the admin logged in as a customer. */
    actorUserId: integer('actor_user_id').notNull(),
    at: at('at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('workflow_history_item').on(t.tenantId, t.itemId, t.at)],
);

/**
 * A logo or an image a tenant uploaded. Names are unique per tenant (DELETE /assets/{name} names
 * one). The bytes live where `storage` says: in `bytes` for the database adapter, or under `key`
 * for the filesystem or S3-compatible adapters.
 */
export const assets = tenantTable(
  'assets',
  {
    name: text('name').notNull(),
    kind: text('kind', { enum: ASSET_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage').notNull(),
    key: text('key'),
    bytes: bytea('bytes'),
    createdBy: integer('created_by'),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] }), index('assets_kind').on(t.tenantId, t.kind, t.createdAt)],
);

/** Text messages (SMS). The offline default adapter records them here, as mail's outbox does. */
export const textOutbox = tenantTable(
  'text_outbox',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    /** What made the portal send it (a notification event, e.g. workflow.inquiry.closed). */
    event: text('event').notNull(),
    transport: text('transport').notNull(),
    status: text('status', { enum: NOTIFICATION_TEXT_STATUSES }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('text_outbox_created').on(t.tenantId, t.createdAt)],
);

/**
 * Every back-office write: who did it (and whom they were logged in as), when, which operation on
 * what, and the value before and after. Read by admins on /admin/audit-log.
 */
export const changeLog = tenantTable(
  'change_log',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    at: at('at'),
    actorUserId: integer('actor_user_id').notNull(),
    /** The customer the actor was logged in as, when impersonating. */
    onBehalfOfUserId: integer('on_behalf_of_user_id'),
    /** The tenant API key the change was made with (the actor is then the Admin who created the key). */
    viaApiKeyId: integer('via_api_key_id'),
    operationId: text('operation_id').notNull(),
    /** What was changed, e.g. `settings`, `asset:logo.png`, `workflow:inquiry/12`, `user:7`. */
    target: text('target').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('change_log_at').on(t.tenantId, t.at),
    index('change_log_target').on(t.tenantId, t.target, t.at),
  ],
);
