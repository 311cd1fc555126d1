import { versionOf } from '../../config/config-store';
import { formVersionModule } from '../../config/form-validator/form-version-module';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { documentOf } from './document-of';

/**
 * The precompiled validators of a form as the tenant ran it at a version (form-version-module.ts).
 * Published overrides are covered: any version the tenant published compiles on first request.
 * Asked for with the hash of the module it answers (`v`, as the form document names it), the URL
 * names these very bytes and the answer is kept for good; without it, or with another hash (a page
 * older than a settings change), the module is revalidated by its ETag.
 */
export const getFormValidator = tenantHandler<'getFormValidator'>(async ({ db, tenant, params, query }) => {
  const doc = documentOf(params.name);
  if (doc.kind !== 'form') throw problems.notFound('Form');
  const row = await versionOf(db, doc.name, params.version);
  if (!row) throw problems.notFound('Version');
  const { code, encoded, hash, etag } = await formVersionModule(tenant, { name: doc.name, version: row.version, document: row.document });
  return { file: code, encoded, contentType: 'text/javascript; charset=utf-8', filename: 'validator.js', disposition: 'inline', cache: { etag, immutable: query.v === hash } };
});
