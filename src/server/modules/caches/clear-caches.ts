import { clearRegisteredCaches } from '../../caches';
import { rootHandler } from '../../openapi/operation-types';

/**
 * GET /api/clearCaches: empties this process's caches of the caller's tenant — its published
 * settings, layout and data documents first, then every cache a module registered (compiled form
 * validators, form answer checks, assets…) — and answers what each held. The next request reads
 * what the database holds now, also what another process published.
 */
export const clearCaches = rootHandler<'clearCaches'>(async ({ session, configs }) => {
  if (!session) throw new Error('clearCaches runs only for a signed-in caller (x-permission)');
  const tenantId = session.tenant.id;
  const caches = [{ name: 'settings, layout and data documents', cleared: configs.clearTenant(tenantId) }, ...clearRegisteredCaches(tenantId)];
  return { tenant: tenantId, caches };
});
