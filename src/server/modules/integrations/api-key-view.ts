import { desc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { apiKeys, users } from '../../db/schema';
import { problems } from '../../http/problem';

export type ApiKeyView = components['schemas']['ApiKey'];
type ApiKeyRow = typeof apiKeys.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A key as listed and logged: never its hash, let alone its secret. */
export const viewOf = (row: ApiKeyRow, createdByEmail: string | null): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  created_by: row.createdBy,
  created_by_email: createdByEmail,
  created_at: row.createdAt.toISOString(),
  expires_at: iso(row.expiresAt),
  last_used_at: iso(row.lastUsedAt),
  revoked_at: iso(row.revokedAt),
});

/** The tenant's keys (RLS keeps them the tenant's) with their creators' emails; one key when `id` is given. */
export async function selectKeys(db: Db, id?: number): Promise<ApiKeyView[]> {
  const rows = await db
    .select({ key: apiKeys, email: users.email })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(id === undefined ? undefined : eq(apiKeys.id, id))
    .orderBy(desc(apiKeys.id));
  return rows.map(({ key, email }) => viewOf(key, email));
}

export async function keyById(db: Db, id: number): Promise<ApiKeyView> {
  const [key] = await selectKeys(db, id);
  if (!key) throw problems.notFound('ApiKey');
  return key;
}
