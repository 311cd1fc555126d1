/**
 * Tenant API keys for server-to-server callers (the supplier's system) and the audit of their
 * uses. A key's secret is never stored: only its SHA-256 (looked up inside the tenant's RLS
 * scope, so another tenant's key is simply unknown) and a short prefix people tell keys apart by.
 */
import { index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { components } from '../../../openapi/generated/tenant-api';
import { tenantTable } from './tenant-table';

export type ApiKeyScope = components['schemas']['ApiKeyScope'];

export const apiKeys = tenantTable(
  'api_keys',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the whole secret. */
    keyHash: text('key_hash').notNull(),
    /** `fpk_` and the secret's next 8 characters: shown in lists, too short to guess the rest from. */
    prefix: text('prefix').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('api_keys_hash').on(t.tenantId, t.keyHash)],
);

/** One request made with a key (accepted or refused), written once its answer is known; purged after 90 days. */
export const apiKeyUses = tenantTable(
  'api_key_uses',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    keyId: integer('key_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    operationId: text('operation_id').notNull(),
    method: text('method').notNull(),
    /** The path without its query string: nothing a caller put there is kept. */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    clientAddress: text('client_address').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('api_key_uses_key').on(t.tenantId, t.keyId, t.at), index('api_key_uses_at').on(t.tenantId, t.at)],
);
