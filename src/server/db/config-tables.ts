/**
 * Tenant configuration documents (layout, settings, form.<id>): what a tenant admin saves and
 * publishes without code. Each published version keeps the document the tenant ran with, so a
 * submission stamped with a form version can always be shown with the form it was made on.
 */
import { index, integer, jsonb, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantTable } from './tenant-table';
import { at } from './columns';
import { CONFIG_ORIGINS } from '../../../schemas/generated/enums';


export const configVersions = tenantTable(
  'config_versions',
  {
    name: text('name').notNull(),
    version: integer('version').notNull(),
    /** What a tenant admin published; null when this version is the shipped documents alone. */
    override: jsonb('override').$type<unknown>(),
    /** The document the tenant runs with: built-in ⟵ tenant folder ⟵ override. */
    document: jsonb('document').$type<unknown>().notNull(),
    /** Hash of built-in ⟵ tenant folder when made: a deploy that changes them makes a new version. */
    baseHash: text('base_hash').notNull(),
    /** folder: the shipped documents changed; publish: a draft went live; rollback: an older override came back. */
    origin: text('origin', { enum: CONFIG_ORIGINS }).notNull(),
    createdBy: integer('created_by'),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name, t.version] })],
);

/** At most one draft per document: saved, checked, not yet live. */
export const configDrafts = tenantTable(
  'config_drafts',
  {
    name: text('name').notNull(),
    override: jsonb('override').$type<unknown>().notNull(),
    updatedBy: integer('updated_by').notNull(),
    updatedAt: at('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);

/** Every write to a configuration document: who, when, what it was before and after. */
export const configAudit = tenantTable(
  'config_audit',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    action: text('action', { enum: ['draft', 'discard', 'publish', 'rollback'] }).notNull(),
    actorUserId: integer('actor_user_id').notNull(),
    at: at('at'),
    /** The version the write published, for publish and rollback. */
    version: integer('version'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('config_audit_document').on(t.tenantId, t.name, t.at)],
);
