import { count, desc, eq } from 'drizzle-orm';
import { apiKeyUses } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler } from '../../openapi/operation-types';
import { keyById } from './api-key-view';

/** GET /integrations/api-keys/{key_id}/uses: the key's audited requests, newest first (404 for a key the tenant does not have). */
export const listApiKeyUses = tenantHandler<'listApiKeyUses'>(async ({ db, params, query }) => {
  await keyById(db, params.key_id);
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const where = eq(apiKeyUses.keyId, params.key_id);
  const [{ total }] = await db.select({ total: count() }).from(apiKeyUses).where(where);
  const rows = await db.select().from(apiKeyUses).where(where).orderBy(desc(apiKeyUses.at), desc(apiKeyUses.id)).limit(size).offset(page * size);
  const content = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    operation_id: row.operationId,
    method: row.method,
    path: row.path,
    status: row.status,
    client_address: row.clientAddress,
  }));
  return pageOf(content, total, page, size);
});
