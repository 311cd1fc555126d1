import type { LayoutCatalog } from '../../engine/layout';
import type { Database } from '../db/database';
import type { LoadedTenant } from '../tenants/load-tenants';
import { insertVersion, latestVersion, latestVersions, lockDocument } from './config-store';
import { configNames } from './document-names';
import { documentHash, resolveDocument, shippedDocument } from './resolve-document';

/**
 * Gives every document of every tenant a published version that matches what the code and the
 * tenant folder ship: version 1 on a first start, a new version when a deploy changed the
 * built-in documents or the folder (a published override is kept on top when it still fits).
 * So a submission's form version always names the exact form it was made on. Safe when several
 * processes start at once: each document is re-read under its lock before a version is added.
 */
export async function syncShippedDocuments(database: Database, tenants: readonly LoadedTenant[], catalog: LayoutCatalog, warn: (message: string) => void): Promise<void> {
  for (const tenant of tenants) {
    await database.withTenant(tenant.id, async (db) => {
      const names = configNames();
      const latest = await latestVersions(db, names.map((doc) => doc.name));
      for (const doc of names) {
        const shipped = shippedDocument(tenant, doc);
        const baseHash = documentHash(shipped);
        if (latest.get(doc.name)?.baseHash === baseHash) continue;
        await lockDocument(db, tenant.id, doc.name);
        const current = await latestVersion(db, doc.name);
        if (current?.baseHash === baseHash) continue;
        const resolved = resolveDocument(tenant, doc, current?.override ?? null, catalog);
        if (!resolved.ok) {
          warn(`Tenant ${tenant.id}: the published ${doc.name} no longer fits what the tenant folder ships and is set aside (${resolved.problems.map((p) => `${p.path} ${p.message}`).join('; ')})`);
        }
        await insertVersion(db, tenant.id, {
          name: doc.name,
          override: resolved.ok ? (current?.override ?? null) : null,
          document: resolved.ok ? resolved.document : shipped,
          baseHash,
          origin: 'folder',
          createdBy: null,
        });
      }
    });
  }
}
