import type { FastifyRequest } from 'fastify';
import { latestVersion, latestVersions, listVersions, namesWithDrafts, versionOf } from '../../config/config-store';
import { configNames, type ConfigName } from '../../config/document-names';
import type { Caller } from '../../auth/caller';
import { hasPermission } from '../../../engine/layout/permissions';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { publicSettings } from '../../settings/public-settings';
import { formVersionModule } from '../../config/form-validator/form-version-module';
import { documentOf } from './document-of';

/** What anyone may read of a document: the settings as the settings endpoint shows them, the rest as is. */
function readable(tenant: LoadedTenant, name: string, document: unknown): Record<string, unknown> {
  if (name !== 'settings') return document as Record<string, unknown>;
  return publicSettings({ ...tenant, config: { ...tenant.config, settings: document as LoadedTenant['config']['settings'] } }) as Record<string, unknown>;
}

/** The published override, what an editor starts from (the document itself is the merged result). */
const overrideOf = (override: unknown) => (override ?? null) as Record<string, unknown> | null;

/**
 * Layout, forms and settings are the portal's public face (the login and signup pages read them);
 * the data documents (workflow, notification rules with staff addresses, lists) and an admin's
 * settings override are the back office's: only who manages configurations reads them here. For
 * anyone else a data document does not exist (404), and a settings answer carries no override.
 */
function readerMayRead(doc: ConfigName, caller: Caller | undefined): { override: boolean } {
  const manager = hasPermission(caller?.permissions ?? [], 'config:manage');
  if (doc.kind === 'data' && !manager) throw problems.notFound('ConfigDocument');
  return { override: manager || doc.kind !== 'settings' };
}

export const listConfigDocuments = tenantHandler<'listConfigDocuments'>(async ({ db }) => {
  const names = configNames();
  const [latest, drafts] = await Promise.all([latestVersions(db, names.map((doc) => doc.name)), namesWithDrafts(db)]);
  return names.flatMap((doc) => {
    const row = latest.get(doc.name);
    return row ? [{ name: doc.name, kind: doc.kind, version: row.version, published_at: row.createdAt.toISOString(), origin: row.origin, has_draft: drafts.has(doc.name) }] : [];
  });
});

export const getConfigDocument = tenantHandler<'getConfigDocument'>(async ({ db, tenant, params, caller, request }) => {
  const doc = documentOf(params.name);
  const may = readerMayRead(doc, caller);
  const row = await latestVersion(db, doc.name);
  if (!row) throw problems.notFound('ConfigDocument');
  const validatorHash = doc.kind === 'form' ? await validatorHashOf(tenant, row, request) : undefined;
  return {
    name: doc.name,
    version: row.version,
    document: readable(tenant, doc.name, row.document),
    override: may.override ? overrideOf(row.override) : null,
    ...(validatorHash ? { validator_hash: validatorHash } : {}),
  };
});

/**
 * The hash of a form version's validator module, so the browser asks for it at a URL that names
 * its bytes (cached for good). The module is compiled now, once per process: the browser asks for
 * it right after the form anyway. A form that does not compile is still served, without the hash
 * (the browser then asks without it; getFormValidator tells what fails).
 */
async function validatorHashOf(tenant: LoadedTenant, row: { name: string; version: number; document: unknown }, request: FastifyRequest): Promise<string | undefined> {
  try {
    return (await formVersionModule(tenant, row)).hash;
  } catch (error) {
    request.log.error({ err: error, form: row.name, version: row.version }, 'form validators do not compile');
    return undefined;
  }
}

export const getConfigDocumentVersion = tenantHandler<'getConfigDocumentVersion'>(async ({ db, tenant, params, caller }) => {
  const doc = documentOf(params.name);
  const may = readerMayRead(doc, caller);
  const row = await versionOf(db, doc.name, params.version);
  if (!row) throw problems.notFound('Version');
  return { name: doc.name, version: row.version, document: readable(tenant, doc.name, row.document), override: may.override ? overrideOf(row.override) : null };
});

export const listConfigVersions = tenantHandler<'listConfigVersions'>(async ({ db, params }) => {
  const doc = documentOf(params.name);
  const rows = await listVersions(db, doc.name);
  if (!rows.length) throw problems.notFound('ConfigDocument');
  return rows.map((row) => ({ version: row.version, origin: row.origin, created_at: row.createdAt.toISOString(), created_by: row.createdBy }));
});
