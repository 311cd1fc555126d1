import { latestVersion, latestVersions, listVersions, namesWithDrafts, versionOf } from '../../config/config-store';
import { configNames } from '../../config/document-names';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { publicSettings } from '../settings/public-settings';
import { documentOf } from './document-of';

/** What anyone may read of a document: the settings as the settings endpoint shows them, the rest as is. */
function readable(tenant: LoadedTenant, name: string, document: unknown): Record<string, unknown> {
  if (name !== 'settings') return document as Record<string, unknown>;
  return publicSettings({ ...tenant, config: { ...tenant.config, settings: document as LoadedTenant['config']['settings'] } }) as Record<string, unknown>;
}

/** The published override, what an editor starts from (the document itself is the merged result). */
const overrideOf = (override: unknown) => (override ?? null) as Record<string, unknown> | null;

export const listConfigDocuments = tenantHandler<'listConfigDocuments'>(async ({ db }) => {
  const names = configNames();
  const [latest, drafts] = await Promise.all([latestVersions(db, names.map((doc) => doc.name)), namesWithDrafts(db)]);
  return names.flatMap((doc) => {
    const row = latest.get(doc.name);
    return row ? [{ name: doc.name, kind: doc.kind, version: row.version, published_at: row.createdAt.toISOString(), origin: row.origin, has_draft: drafts.has(doc.name) }] : [];
  });
});

export const getConfigDocument = tenantHandler<'getConfigDocument'>(async ({ db, tenant, params }) => {
  const doc = documentOf(params.name);
  const row = await latestVersion(db, doc.name);
  if (!row) throw problems.notFound('Configuration document');
  return { name: doc.name, version: row.version, document: readable(tenant, doc.name, row.document), override: overrideOf(row.override) };
});

export const getConfigDocumentVersion = tenantHandler<'getConfigDocumentVersion'>(async ({ db, tenant, params }) => {
  const doc = documentOf(params.name);
  const row = await versionOf(db, doc.name, params.version);
  if (!row) throw problems.notFound('Version');
  return { name: doc.name, version: row.version, document: readable(tenant, doc.name, row.document), override: overrideOf(row.override) };
});

export const listConfigVersions = tenantHandler<'listConfigVersions'>(async ({ db, params }) => {
  const doc = documentOf(params.name);
  const rows = await listVersions(db, doc.name);
  if (!rows.length) throw problems.notFound('Configuration document');
  return rows.map((row) => ({ version: row.version, origin: row.origin, created_at: row.createdAt.toISOString(), created_by: row.createdBy }));
});
